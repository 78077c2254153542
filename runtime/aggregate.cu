// placeholder until aggregation lands
#include "DPAggRuntime.cuh"
