// Built into librows.a: the child kernel, launched from main.cu's parent.
#include "rows.h"

__global__ void fill_row(int *Out, int Row, int Len) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < Len)
    Out[I] = Row * 1000 + I;
}
