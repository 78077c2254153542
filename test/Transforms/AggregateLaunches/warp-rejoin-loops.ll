; The lanes of a warp in the loop around a per-warp site rejoin at the end of
; every iteration (Aggregation/RejoinPlan.cpp): the entering lanes' mask in the
; preheader, a phi of the lanes still in the loop in the header, and a ballot
; of them on the branch's staying condition before the exiting branch. Each
; refusal rule of DPAGG_NO_WARP_REJOIN that a loop can meet, and the option off.
;
; RUN: opt -passes='print<dpagg-plan><block;warp-rejoin>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='dpagg-aggregate<block;warp-rejoin>' -S %s | FileCheck %s --check-prefix=IR
; RUN: opt -passes='dpagg-aggregate<block;warp-rejoin>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block;warp-rejoin>' -dpagg-summary -disable-output %s 2>&1 | FileCheck %s --check-prefix=SUMMARY
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-summary -disable-output %s 2>&1 | FileCheck %s --check-prefix=SUMMARY-OFF
;
; SUMMARY: ; 1 per warp rejoined every iteration of their loop (6 not: 2 a loop without a preheader, one latch and one exiting block that every iteration passes once, 2 a synchronization, collective or inline assembly in the loop, 2 a possible wait for another thread in the loop){{$}}
; SUMMARY-OFF-NOT: rejoined every iteration
;
; PLAN: rejoined(int const*, int*, int): launch of child(int*, int): scope asked block, chosen warp (rule barrier-in-loop); warp rejoined every trip of loop %[[#]];
; PLAN: sync_in_loop(int const*, int*, int): {{.*}} chosen warp (rule barrier-in-loop); warp not rejoined: rule rejoin-sync;
; PLAN: volatile_wait(int const*, int*, int, int volatile*): {{.*}} chosen warp (rule barrier-in-loop); warp not rejoined: rule rejoin-waits;
; PLAN: two_exits(int const*, int*, int): {{.*}} chosen warp (rule barrier-in-loop); warp not rejoined: rule rejoin-loop-shape;
; PLAN: callee_syncs(int const*, int*, int): {{.*}} chosen warp (rule barrier-in-loop); warp not rejoined: rule rejoin-sync;
; PLAN: malloc_in_loop(int const*, int*, int): {{.*}} chosen warp (rule barrier-in-loop); warp not rejoined: rule rejoin-waits;
; PLAN: once(int const*, int*): launch of child(int*, int): scope asked block, chosen block; postponed to
; PLAN: exit_in_inner(int const*, int const*, int*): {{.*}} chosen warp (rule barrier-in-loop); warp not rejoined: rule rejoin-loop-shape;
; PLAN-NOT: warp rejoined
; PLAN-NOT: warp not rejoined
; PLAN: decision:
;
; OFF: (scope block):
; OFF-NOT: warp rejoined
; OFF-NOT: warp not rejoined
;
; IR-LABEL: define {{.*}} @_Z8rejoinedPKiPii(
; IR:       %dpagg.rejoin.entered = call i32 @llvm.nvvm.activemask()
; IR-NEXT:  br label %[[HEAD:[0-9]+]]
; IR:       [[HEAD]]:
; IR-NEXT:  %[[R:[0-9]+]] = phi i32
; IR-NEXT:  %dpagg.rejoin.mask = phi i32 [ %dpagg.rejoin.stay, %[[LATCH:[0-9]+]] ], [ %dpagg.rejoin.entered, %{{[0-9]+}} ]
; IR:       call i32 @__dpagg_aggregate_warp(
; IR:       [[LATCH]]:
; IR:       %[[STAY:[0-9]+]] = icmp slt i32 %{{[0-9]+}}, %2
; IR-NEXT:  %dpagg.rejoin.stay = call i32 @llvm.nvvm.vote.ballot.sync(i32 %dpagg.rejoin.mask, i1 %[[STAY]])
; IR-NEXT:  br i1 %[[STAY]], label %[[HEAD]], label
; IR-LABEL: define {{.*}} @_Z12sync_in_loopPKiPii(
; IR-NOT:   dpagg.rejoin
; IR:       call i32 @__dpagg_aggregate_warp(
; IR-NOT:   dpagg.rejoin
; IR-LABEL: define {{.*}} @_Z4oncePKiPi(
; IR-NOT:   dpagg.rejoin
;
; REMARK: remark: <unknown>:0:0: the lanes of each warp in the loop around the launch of child(int*, int) rejoin at the end of every iteration (a ballot of the lanes still in the loop), so that they reach the launch together and aggregate as one group
; REMARK: remark: <unknown>:0:0: the lanes of a warp in the loop around the launch of child(int*, int) are not rejoined every iteration, so those that part in it aggregate apart (rejoin-sync): a call to llvm.nvvm.bar.warp.sync in the loop, which the rejoining ballot could pair with or hold
; REMARK: remark: <unknown>:0:0: the lanes of a warp in the loop around the launch of child(int*, int) are not rejoined every iteration, so those that part in it aggregate apart (rejoin-waits): a volatile or atomic access or a fence in the loop, where a lane may wait for another
; REMARK: remark: <unknown>:0:0: the lanes of a warp in the loop around the launch of child(int*, int) are not rejoined every iteration, so those that part in it aggregate apart (rejoin-loop-shape): the loop has no preheader, more than one latch or more than one exiting block
; REMARK: remark: <unknown>:0:0: {{.*}} (rejoin-sync): a call to synced(int) in the loop, which synchronizes lanes (llvm.nvvm.bar.warp.sync in synced(int))
; REMARK: remark: <unknown>:0:0: {{.*}} (rejoin-waits): a call to malloc in the loop, which may wait for another thread
; REMARK: remark: <unknown>:0:0: {{.*}} (rejoin-loop-shape): the loop's exit is inside a loop or cycle nested in it
;
; The source (clang -x cuda --cuda-device-only -O3 -fgpu-rdc -emit-llvm -S):
; #include <cuda_runtime.h>
; __global__ void child(int *y, int n) { if (threadIdx.x < n) atomicAdd(y, 1); }
;
; // A grid-stride loop whose lanes part at the `continue`.
; __global__ void rejoined(const int *off, int *y, int rows) {
;   for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows;
;        r += gridDim.x * blockDim.x) {
;     int n = off[r + 1] - off[r];
;     if (n == 0)
;       continue;
;     child<<<1, 32>>>(&y[r], n);
;   }
; }
;
; // The program's own warp sync in the loop.
; __global__ void sync_in_loop(const int *off, int *y, int rows) {
;   for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows;
;        r += gridDim.x * blockDim.x) {
;     __syncwarp();
;     int n = off[r + 1] - off[r];
;     if (n != 0)
;       child<<<1, 32>>>(&y[r], n);
;   }
; }
;
; // A lane may spin on a flag another lane sets.
; __global__ void volatile_wait(const int *off, int *y, int rows,
;                               volatile int *flag) {
;   for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows;
;        r += gridDim.x * blockDim.x) {
;     int n = off[r + 1] - off[r];
;     if (n < 0)
;       while (flag[r] == 0) {
;       }
;     if (n != 0)
;       child<<<1, 32>>>(&y[r], n);
;   }
; }
;
; // A second way out of the loop.
; __global__ void two_exits(const int *off, int *y, int rows) {
;   for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows;
;        r += gridDim.x * blockDim.x) {
;     int n = off[r + 1] - off[r];
;     if (n < 0)
;       break;
;     if (n != 0)
;       child<<<1, 32>>>(&y[r], n);
;   }
; }
;
; // A callee that synchronizes the warp.
; __device__ __noinline__ int synced(int v) {
;   __syncwarp();
;   return v + 1;
; }
; __global__ void callee_syncs(const int *off, int *y, int rows) {
;   for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows;
;        r += gridDim.x * blockDim.x) {
;     int n = synced(off[r + 1] - off[r]);
;     if (n != 1)
;       child<<<1, 32>>>(&y[r], n);
;   }
; }
;
; // An allocation in the loop may wait for another thread's free.
; __global__ void malloc_in_loop(const int *off, int *y, int rows) {
;   for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows;
;        r += gridDim.x * blockDim.x) {
;     int *p = (int *)malloc(4); // the child's counter, freed by the host's
;     int n = off[r + 1] - off[r]; // next kernel (not shown)
;     if (p && n != 0)
;       child<<<1, 32>>>(p, n);
;   }
; }
;
; // No loop: nothing to rejoin.
; __global__ void once(const int *off, int *y) {
;   int r = blockIdx.x * blockDim.x + threadIdx.x;
;   if (off[r] != 0)
;     child<<<1, 32>>>(&y[r], off[r]);
; }
;
; // The loop's only exit is in a loop nested in it (red team of session 23):
; // a ballot there would run every inner trip with the outer trip's mask.
; __global__ void exit_in_inner(const int *stop, const int *inner, int *y) {
;   int p = blockIdx.x * blockDim.x + threadIdx.x;
;   int i = 0, j;
;   for (;;) {
;     j = 0;
;     for (;;) {
;       if (stop[p] == j)
;         goto done;
;       if (++j >= inner[p])
;         break;
;     }
;     if (i & 1)
;       child<<<1, 32>>>(&y[p], i);
;     ++i;
;   }
; done:
;   y[p] = i;
; }
;
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5childPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp ult i32 %3, %1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = atomicrmw add ptr %0, i32 1 seq_cst, align 4
  br label %7

7:                                                ; preds = %5, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8rejoinedPKiPii(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %19

12:                                               ; preds = %3
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %7
  br label %20

19:                                               ; preds = %36, %3
  ret void

20:                                               ; preds = %12, %36
  %21 = phi i32 [ %10, %12 ], [ %37, %36 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr i32, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = load i32, ptr %23, align 4, !tbaa !6
  %27 = sub nsw i32 %25, %26
  %28 = icmp eq i32 %25, %26
  br i1 %28, label %36, label %29

29:                                               ; preds = %20
  %30 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #8
  %31 = icmp eq ptr %30, null
  br i1 %31, label %36, label %32

32:                                               ; preds = %29
  %33 = getelementptr inbounds i32, ptr %1, i64 %22
  store ptr %33, ptr %30, align 64, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %27, ptr %34, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %13, align 4
  store i32 1, ptr %14, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %15, align 4
  store i32 1, ptr %16, align 8
  %35 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %30, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %36

36:                                               ; preds = %29, %32, %20
  %37 = add i32 %21, %18
  %38 = icmp slt i32 %37, %2
  br i1 %38, label %20, label %19, !llvm.loop !14
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12sync_in_loopPKiPii(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %19

12:                                               ; preds = %3
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %7
  br label %20

19:                                               ; preds = %36, %3
  ret void

20:                                               ; preds = %12, %36
  %21 = phi i32 [ %10, %12 ], [ %37, %36 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %22 = sext i32 %21 to i64
  %23 = getelementptr i32, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = load i32, ptr %23, align 4, !tbaa !6
  %27 = sub nsw i32 %25, %26
  %28 = icmp eq i32 %25, %26
  br i1 %28, label %36, label %29

29:                                               ; preds = %20
  %30 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #8
  %31 = icmp eq ptr %30, null
  br i1 %31, label %36, label %32

32:                                               ; preds = %29
  %33 = getelementptr inbounds i32, ptr %1, i64 %22
  store ptr %33, ptr %30, align 64, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %27, ptr %34, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %13, align 4
  store i32 1, ptr %14, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %15, align 4
  store i32 1, ptr %16, align 8
  %35 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %30, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %36

36:                                               ; preds = %29, %32, %20
  %37 = add i32 %21, %18
  %38 = icmp slt i32 %37, %2
  br i1 %38, label %20, label %19, !llvm.loop !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13volatile_waitPKiPiiPVi(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) local_unnamed_addr #1 {
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %20

13:                                               ; preds = %4
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %16 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %17 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %18, %8
  br label %21

20:                                               ; preds = %44, %4
  ret void

21:                                               ; preds = %13, %44
  %22 = phi i32 [ %11, %13 ], [ %45, %44 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr i32, ptr %0, i64 %23
  %25 = getelementptr i8, ptr %24, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = load i32, ptr %24, align 4, !tbaa !6
  %28 = sub nsw i32 %26, %27
  %29 = icmp slt i32 %28, 0
  br i1 %29, label %30, label %35

30:                                               ; preds = %21
  %31 = getelementptr inbounds i32, ptr %3, i64 %23
  br label %32

32:                                               ; preds = %30, %32
  %33 = load volatile i32, ptr %31, align 4, !tbaa !6
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %32, label %35, !llvm.loop !17

35:                                               ; preds = %32, %21
  %36 = icmp eq i32 %26, %27
  br i1 %36, label %44, label %37

37:                                               ; preds = %35
  %38 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #8
  %39 = icmp eq ptr %38, null
  br i1 %39, label %44, label %40

40:                                               ; preds = %37
  %41 = getelementptr inbounds i32, ptr %1, i64 %23
  store ptr %41, ptr %38, align 64, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 8
  store i32 %28, ptr %42, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 32, ptr %5, align 8
  store i32 1, ptr %14, align 4
  store i32 1, ptr %15, align 8
  store i32 1, ptr %6, align 8
  store i32 1, ptr %16, align 4
  store i32 1, ptr %17, align 8
  %43 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %38, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %44

44:                                               ; preds = %37, %40, %35
  %45 = add i32 %22, %19
  %46 = icmp slt i32 %45, %2
  br i1 %46, label %21, label %20, !llvm.loop !18
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9two_exitsPKiPii(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %40

12:                                               ; preds = %3
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %7
  br label %19

19:                                               ; preds = %12, %37
  %20 = phi i32 [ %10, %12 ], [ %38, %37 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr i32, ptr %0, i64 %21
  %23 = getelementptr i8, ptr %22, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = load i32, ptr %22, align 4, !tbaa !6
  %26 = sub nsw i32 %24, %25
  %27 = icmp sgt i32 %26, -1
  br i1 %27, label %28, label %40

28:                                               ; preds = %19
  %29 = icmp eq i32 %24, %25
  br i1 %29, label %37, label %30

30:                                               ; preds = %28
  %31 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #8
  %32 = icmp eq ptr %31, null
  br i1 %32, label %37, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i32, ptr %1, i64 %21
  store ptr %34, ptr %31, align 64, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  store i32 %26, ptr %35, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %13, align 4
  store i32 1, ptr %14, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %15, align 4
  store i32 1, ptr %16, align 8
  %36 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %31, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %37

37:                                               ; preds = %30, %33, %28
  %38 = add i32 %20, %18
  %39 = icmp slt i32 %38, %2
  br i1 %39, label %19, label %40, !llvm.loop !19

40:                                               ; preds = %37, %19, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @_Z6syncedi(i32 noundef %0) local_unnamed_addr #2 {
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12callee_syncsPKiPii(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %19

12:                                               ; preds = %3
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %7
  br label %20

19:                                               ; preds = %37, %3
  ret void

20:                                               ; preds = %12, %37
  %21 = phi i32 [ %10, %12 ], [ %38, %37 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr i32, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = load i32, ptr %23, align 4, !tbaa !6
  %27 = sub nsw i32 %25, %26
  %28 = tail call noundef i32 @_Z6syncedi(i32 noundef %27) #8
  %29 = icmp eq i32 %28, 1
  br i1 %29, label %37, label %30

30:                                               ; preds = %20
  %31 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #8
  %32 = icmp eq ptr %31, null
  br i1 %32, label %37, label %33

33:                                               ; preds = %30
  %34 = getelementptr inbounds i32, ptr %1, i64 %22
  store ptr %34, ptr %31, align 64, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  store i32 %28, ptr %35, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %13, align 4
  store i32 1, ptr %14, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %15, align 4
  store i32 1, ptr %16, align 8
  %36 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %31, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %37

37:                                               ; preds = %30, %33, %20
  %38 = add i32 %21, %18
  %39 = icmp slt i32 %38, %2
  br i1 %39, label %20, label %19, !llvm.loop !20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14malloc_in_loopPKiPii(ptr noundef readonly captures(none) %0, ptr noundef readnone captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %19

12:                                               ; preds = %3
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %7
  br label %20

19:                                               ; preds = %38, %3
  ret void

20:                                               ; preds = %12, %38
  %21 = phi i32 [ %10, %12 ], [ %39, %38 ]
  %22 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #9
  %23 = sext i32 %21 to i64
  %24 = getelementptr i32, ptr %0, i64 %23
  %25 = getelementptr i8, ptr %24, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = load i32, ptr %24, align 4, !tbaa !6
  %28 = sub nsw i32 %26, %27
  %29 = icmp ne ptr %22, null
  %30 = icmp ne i32 %26, %27
  %31 = select i1 %29, i1 %30, i1 false
  br i1 %31, label %32, label %38

32:                                               ; preds = %20
  %33 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #8
  %34 = icmp eq ptr %33, null
  br i1 %34, label %38, label %35

35:                                               ; preds = %32
  store ptr %22, ptr %33, align 64, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %33, i64 8
  store i32 %28, ptr %36, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %13, align 4
  store i32 1, ptr %14, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %15, align 4
  store i32 1, ptr %16, align 8
  %37 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %33, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %38

38:                                               ; preds = %32, %35, %20
  %39 = add i32 %21, %18
  %40 = icmp slt i32 %39, %2
  br i1 %40, label %20, label %19, !llvm.loop !21
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4oncePKiPi(ptr noundef readonly captures(none) %0, ptr noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %2
  %15 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #8
  %16 = icmp eq ptr %15, null
  br i1 %16, label %26, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds i32, ptr %1, i64 %10
  %19 = load i32, ptr %11, align 4, !tbaa !6
  store ptr %18, ptr %15, align 64, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 %19, ptr %20, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %21, align 4
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %22, align 8
  store i32 1, ptr %4, align 8
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %24, align 8
  %25 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %15, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %26

26:                                               ; preds = %14, %17, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13exit_in_innerPKiS0_Pi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef %2) local_unnamed_addr #1 {
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = getelementptr inbounds i32, ptr %1, i64 %11
  %14 = getelementptr inbounds i32, ptr %2, i64 %11
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %19

19:                                               ; preds = %38, %3
  %20 = phi i32 [ 0, %3 ], [ %39, %38 ]
  %21 = load i32, ptr %12, align 4, !tbaa !6
  br label %22

22:                                               ; preds = %25, %19
  %23 = phi i32 [ 0, %19 ], [ %26, %25 ]
  %24 = icmp eq i32 %21, %23
  br i1 %24, label %40, label %25

25:                                               ; preds = %22
  %26 = add nuw nsw i32 %23, 1
  %27 = load i32, ptr %13, align 4, !tbaa !6
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %22, label %29, !llvm.loop !22

29:                                               ; preds = %25
  %30 = and i32 %20, 1
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %38, label %32

32:                                               ; preds = %29
  %33 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #8
  %34 = icmp eq ptr %33, null
  br i1 %34, label %38, label %35

35:                                               ; preds = %32
  store ptr %14, ptr %33, align 64, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %33, i64 8
  store i32 %20, ptr %36, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  store i32 32, ptr %4, align 8
  store i32 1, ptr %15, align 4
  store i32 1, ptr %16, align 8
  store i32 1, ptr %5, align 8
  store i32 1, ptr %17, align 4
  store i32 1, ptr %18, align 8
  %37 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %33, ptr noundef nonnull byval(%struct.dim3) align 4 %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  br label %38

38:                                               ; preds = %32, %35, %29
  %39 = add nuw nsw i32 %20, 1
  br label %19, !llvm.loop !23

40:                                               ; preds = %22
  store i32 %20, ptr %14, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
