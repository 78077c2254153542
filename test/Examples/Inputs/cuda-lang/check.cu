// A CUDA source of the cuda-lang executable itself, next to its host-only
// main.cpp: compiled as CUDA with DPAgg's flags, while main.cpp is not.
__global__ void cuda_lang_unused_kernel(int *P) { *P = 0; }
