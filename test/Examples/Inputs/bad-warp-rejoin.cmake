# Injected into examples/cmake-project by cmake-project.test: a bad
# WARP_REJOIN (-dpagg-warp-rejoin: off or on).
find_package(DPAgg REQUIRED CONFIG)
add_library(bad_warp_rejoin_probe INTERFACE)
dpagg_target_options(bad_warp_rejoin_probe WARP_REJOIN true)
