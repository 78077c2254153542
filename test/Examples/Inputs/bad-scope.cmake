# Injected into examples/cmake-project by cmake-project.test: a bad SCOPE.
find_package(DPAgg REQUIRED CONFIG)
add_library(bad_scope_probe INTERFACE)
dpagg_target_options(bad_scope_probe SCOPE thread)
