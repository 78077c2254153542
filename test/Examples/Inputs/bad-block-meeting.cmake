# Injected into examples/cmake-project by cmake-project.test: a bad BLOCK_MEETING.
find_package(DPAgg REQUIRED CONFIG)
add_library(bad_meeting_probe INTERFACE)
dpagg_target_options(bad_meeting_probe BLOCK_MEETING never)
