# Injected into examples/cmake-project by cmake-project.test: a bad
# GROUP_BLOCKS (multiblock scope's group).
find_package(DPAgg REQUIRED CONFIG)
add_library(bad_group_probe INTERFACE)
dpagg_target_options(bad_group_probe SCOPE multiblock GROUP_BLOCKS 0)
