__device__ __attribute__((used)) char DPAggPadForModes[33293376];
