# Injected into examples/cmake-project by cmake-project.test: a bad
# FEW_WAVES_BLOCKS (-dpagg-few-waves-blocks's parent blocks).
find_package(DPAgg REQUIRED CONFIG)
add_library(bad_few_waves_probe INTERFACE)
dpagg_target_options(bad_few_waves_probe FEW_WAVES_BLOCKS -8)
