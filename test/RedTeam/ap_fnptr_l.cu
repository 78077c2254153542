// test/RedTeam/ap_fnptr_l.cu: unit L of ap_fnptr (see there).
#include "ap_common.cuh"
__device__ void (*g_freeL)(void *) = &free;
