# Injected into examples/cmake-project by cmake-project.test: a bad PROMOTE.
find_package(DPAgg REQUIRED CONFIG)
add_library(bad_promote_probe INTERFACE)
dpagg_target_options(bad_promote_probe PROMOTE pq)
