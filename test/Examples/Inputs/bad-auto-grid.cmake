# Injected into examples/cmake-project by cmake-project.test: a bad
# AUTO_GRID (-dpagg-auto-grid's parent blocks).
find_package(DPAgg REQUIRED CONFIG)
add_library(bad_auto_grid_probe INTERFACE)
dpagg_target_options(bad_auto_grid_probe AUTO_GRID many)
