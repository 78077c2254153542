# The GPU test programs, one dpagg_gpu_test() per test/GPU/<name>.cu.
