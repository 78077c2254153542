# Injected into examples/cmake-project by cmake-project.test: a bad
# NESTED_GRID (-dpagg-nested-grid: off or on).
find_package(DPAgg REQUIRED CONFIG)
add_library(bad_nested_grid_probe INTERFACE)
dpagg_target_options(bad_nested_grid_probe NESTED_GRID yes)
