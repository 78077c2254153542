#ifndef DPAGG_EXAMPLE_ROWS_H
#define DPAGG_EXAMPLE_ROWS_H
#include <cstdio>
// Out[r][c] = In[r][c] * (r + 1), on the GPU: one device-side launch per row.
// Returns 0, or 1 after printing the failed CUDA call.
int scaleRowsOnGPU(const int *In, int *Out, int Rows, int Cols);
#endif
