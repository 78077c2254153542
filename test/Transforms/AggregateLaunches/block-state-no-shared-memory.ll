; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2
;     Inputs/block-state-no-shared-memory.cu
; then two_returns given its own early `ret` block.
;
; Block scope adds no shared memory to a kernel (issue 9, class 5): the host
; may launch it with all the dynamic shared memory it had. Its block state is
; a slot of @dpagg.block.table in global memory, taken by __dpagg_block_init
; at the kernel's entry and given back by __dpagg_block_exit right before
; every `ret`; once the runtime is linked and inlined, the kernel touches no
; addrspace(3) variable. A kernel whose threads may end without returning
; (PTX `exit` in inline assembly, llvm.nvvm.exit, a call into another
; translation unit, in the kernel or a callee) stays per warp, with a remark
; saying why; a trap ends the whole grid, so block scope stays.
; -dpagg-block-slots sizes the table (each slot: 144 bytes of state and a
; 4-byte live count).
; The kernel that calls elsewhere() has __launch_bounds__ (attributes #90):
; without them its launch would be refused (DPAgg must bound its registers,
; and elsewhere() is compiled apart; test calls-compiled-apart.ll).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<block>' -S %s | FileCheck %s
; RUN: opt -passes='dpagg-aggregate<block>' -dpagg-block-slots=64 -S %s \
; RUN:   | FileCheck %s --check-prefix=SLOTS
; RUN: opt -passes='dpagg-aggregate<block>' -pass-remarks=dpagg -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-aggregate<block>,dpagg-link-runtime<inline>' -S %s \
; RUN:   | FileCheck %s --check-prefix=INLINE

; CHECK: @dpagg.block.table = internal addrspace(1) global [1212416 x i8] zeroinitializer, align 64
; SLOTS: @dpagg.block.table = internal addrspace(1) global [9472 x i8] zeroinitializer, align 64
; SLOTS: call void @__dpagg_block_init(ptr {{%.*}}, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 64)
; SLOTS: call void @__dpagg_block_exit(ptr {{%.*}}, ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 64)

; REMARK: remark: <unknown>:0:0: launch of child(int*, int) aggregated per block;
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: a thread may end without returning (inline assembly in asm_exit(int*, int) has `exit`, not an instruction known to fall through), which would keep its block's state slot busy);
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per block;
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: a thread may end without returning (nvvm_exit(int*, int) calls llvm.nvvm.exit), which would keep its block's state slot busy);
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: threads of the block may wait for one another outside barriers (a call to elsewhere(int*), defined elsewhere, in calls_elsewhere(int*, int)), where a block barrier could deadlock);
; REMARK-NEXT: remark: <unknown>:0:0: launch of child(int*, int) aggregated per warp (not per block: a thread may end without returning (inline assembly in leave(int) has `exit`, not an instruction known to fall through), which would keep its block's state slot busy);

; CHECK-LABEL: define dso_local ptx_kernel void @_Z11two_returnsPii(
; CHECK:         [[FRAME:%.*]] = alloca [16 x i8], align 8
; CHECK-NEXT:    call void @__dpagg_block_init(ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK:       early:
; CHECK-NEXT:    call void @__dpagg_block_exit(ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    ret void
; CHECK:         call i32 @__dpagg_aggregate_block(
; CHECK-SAME:        ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr))
; CHECK:         call void @__dpagg_block_exit(ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }

; INLINE-LABEL: define dso_local ptx_kernel void @_Z11two_returnsPii(
; INLINE-NOT:     addrspace(3)
; INLINE:         barrier.red.popc
; INLINE-NOT:     addrspace(3)
; INLINE:         red.release.gpu.global.add.u32
; INLINE-NOT:     addrspace(3)
; INLINE:       {{^}}}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z8asm_exitPii(
; CHECK-NOT:     @__dpagg_block_
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-NOT:     @__dpagg_block_
; CHECK:       {{^}}}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z8asm_trapPii(
; CHECK:         call void @__dpagg_block_init(ptr [[FRAME:%.*]], ptr
; CHECK:         call i32 @__dpagg_aggregate_block(
; CHECK:         call void @__dpagg_block_exit(ptr [[FRAME]], ptr addrspacecast (ptr addrspace(1) @dpagg.block.table to ptr), i32 8192)
; CHECK-NEXT:    ret void

; INLINE-LABEL: define dso_local ptx_kernel void @_Z8asm_trapPii(
; INLINE-NOT:     addrspace(3)
; INLINE:       {{^}}}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z9nvvm_exitPii(
; CHECK-NOT:     @__dpagg_block_
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-NOT:     @__dpagg_block_
; CHECK:       {{^}}}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z15calls_elsewherePii(
; CHECK-NOT:     @__dpagg_block_
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-NOT:     @__dpagg_block_
; CHECK:       {{^}}}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z14exit_in_calleePii(
; CHECK-NOT:     @__dpagg_block_
; CHECK:         call i32 @__dpagg_aggregate_warp(
; CHECK-NOT:     @__dpagg_block_
; CHECK:       {{^}}}

source_filename = "block-state-no-shared-memory.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %1, ptr %5, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11two_returnsPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %1
  br i1 %10, label %11, label %early

early:                                            ; preds = %2
  ret void

11:                                               ; preds = %2
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  store i32 0, ptr %13, align 4, !tbaa !6
  %14 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %15 = icmp eq ptr %14, null
  br i1 %15, label %26, label %16

16:                                               ; preds = %11
  %17 = shl nsw i32 %9, 5
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  store ptr %19, ptr %14, align 64, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %9, ptr %20, align 8, !tbaa !6
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
  %25 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %14, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %26

26:                                               ; preds = %11, %16
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8asm_exitPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp slt i32 %1, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  tail call void asm sideeffect "exit;", ""() #7, !srcloc !14
  br label %7

7:                                                ; preds = %6, %2
  %8 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %9 = icmp eq ptr %8, null
  br i1 %9, label %21, label %10

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = shl nuw nsw i32 %11, 5
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store ptr %14, ptr %8, align 64, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %1, ptr %15, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %8, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8asm_trapPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp slt i32 %1, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  tail call void asm sideeffect "trap;", ""() #7, !srcloc !15
  br label %7

7:                                                ; preds = %6, %2
  %8 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %9 = icmp eq ptr %8, null
  br i1 %9, label %21, label %10

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = shl nuw nsw i32 %11, 5
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store ptr %14, ptr %8, align 64, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %1, ptr %15, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %8, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9nvvm_exitPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = icmp slt i32 %1, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  tail call void @llvm.nvvm.exit()
  unreachable

7:                                                ; preds = %2
  %8 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %9 = icmp eq ptr %8, null
  br i1 %9, label %21, label %10

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = shl nuw nsw i32 %11, 5
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  store ptr %14, ptr %8, align 64, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %1, ptr %15, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8
  store i32 1, ptr %4, align 8
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %19, align 8
  %20 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %8, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %21

21:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: convergent noreturn nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.exit() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15calls_elsewherePii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #90 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  tail call void @_Z9elsewherePi(ptr noundef %0) #7
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %6 = icmp eq ptr %5, null
  br i1 %6, label %18, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nuw nsw i32 %8, 5
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  store ptr %11, ptr %5, align 64, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %12, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %4, align 8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %18

18:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @_Z9elsewherePi(ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local void @_Z5leavei(i32 noundef %0) local_unnamed_addr #4 {
  %2 = icmp slt i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void asm sideeffect "exit;", ""() #7, !srcloc !16
  br label %4

4:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14exit_in_calleePii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  tail call void @_Z5leavei(i32 noundef %1) #7
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %6 = icmp eq ptr %5, null
  br i1 %6, label %18, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = shl nuw nsw i32 %8, 5
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  store ptr %11, ptr %5, align 64, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %12, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %4, align 8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %18

18:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #90 = { convergent mustprogress noinline norecurse nounwind "nvvm.maxntid"="1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent noreturn nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent nounwind }

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
!14 = !{i64 614}
!15 = !{i64 810}
!16 = !{i64 1408}
