; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -S -emit-llvm -O2 Inputs/serial-launches.cu
; Serialization (issue 26, item 1): a launch of at most T logical threads
; that CUDA would accept runs in the launching thread, in the child's serial
; copy K.dpagg.serial; the others are lowered as the plan says otherwise.
;  - The branch: the run-time check (every dimension from 1 to T, CUDA's
;    grid and block limits, the child's block threads, no dynamic shared
;    memory, the product at most T), the serial call with the staged blob
;    and configuration, the fallback: per warp __dpagg_aggregate_warp in its
;    own block; per block the runtime's call after the join, where every
;    thread meets, with the serial threads not pending and taking
;    cudaSuccess; a site refused for aggregation (single-launcher) launches
;    as written (__dpagg_launch_v2).
;  - The copy: six do-while loops (blocks z, y, x, threads z, y, x), K's
;    early return branching to the innermost latch (one logical thread
;    ends, not the loop), every geometry read of the 3-D child rewritten, a
;    private copy of a by-value parameter the child writes refilled per
;    logical thread, and no non-coherent load of a `const __restrict__`
;    child (!invariant.load dropped; the PTX of the copy has no
;    ld.global.nc while the child kernel's own code has).
;  - A site whose constant grid and block dimensions already make every
;    launch larger than the threshold is not serialized (serial-never-small):
;    ff's launch has blocks of 32 threads, so with a threshold of 16 only the
;    launches of at most 16 threads keep their serial path.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='dpagg-aggregate<warp;serial-threshold=64>' -S %s | FileCheck %s --check-prefixes=CHECK,WARP
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=64>' -S %s | FileCheck %s --check-prefixes=CHECK,BLOCK
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=64>' %s | llc -mcpu=sm_90 | FileCheck %s --check-prefix=PTX
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=16>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NEVER
; NEVER:      ff(int*, int const*): launch of fill(int*, int): {{.*}}; serial: refused by rule serial-never-small, work per logical thread 13
; NEVER-NEXT: only(int*): launch of cube(int*): {{.*}}; serial: at most 16 logical threads (fixed)
; NEVER-NEXT: single(int*): launch of fill(int*, int): {{.*}}; serial: at most 16 logical threads (fixed)
; NEVER-NEXT: byval(int*): launch of bump(Big, int*): {{.*}}; serial: at most 16 logical threads (fixed)
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=64>' -pass-remarks=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define dso_local ptx_kernel void @_Z2ffPiPKi(
; CHECK:         [[GX:%.*]] = zext i32 %dpagg.grid.x to i64
; CHECK-NEXT:    [[GX1:%.*]] = sub i64 [[GX]], 1
; CHECK-NEXT:    icmp ult i64 [[GX1]], 64
; CHECK:         icmp ule i64 {{%.*}}, 65535
; CHECK:         icmp ule i64 {{%.*}}, 1024
; CHECK:         icmp ule i64 {{%.*}}, 64
; CHECK:         [[G0:%.*]] = mul i64 [[GX]], {{%.*}}
; CHECK-NEXT:    [[GRID:%.*]] = mul i64 [[G0]], {{%.*}}
; CHECK-NEXT:    [[B0:%.*]] = mul i64 {{%.*}}, {{%.*}}
; CHECK-NEXT:    [[BLOCK:%.*]] = mul i64 [[B0]], {{%.*}}
; CHECK-NEXT:    icmp ule i64 [[BLOCK]], 256
; CHECK-NEXT:    icmp ule i64 [[GRID]], 64
; CHECK-NEXT:    icmp ule i64 [[BLOCK]], 64
; CHECK-NEXT:    [[ALL:%.*]] = mul i64 [[GRID]], [[BLOCK]]
; CHECK-NEXT:    icmp ule i64 [[ALL]], 64
; WARP:          br i1 %dpagg.serial.ok, label %dpagg.serial, label %dpagg.serial.fallback
; BLOCK:         br i1 %dpagg.serial.ok, label %dpagg.serial, label %dpagg.serial.join
; The serial copy is inlined (Lower.cpp, inlineSerialCopy): its loop over
; the logical blocks and threads reads the staged blob and runs in the parent.
; It starts with a fence and a memory clobber (the parent's stores reach
; the child's loads through memory, not as registers), and each parameter
; goes through an xor with a word ptxas cannot know (the weak
; __dpagg_opaque_zero): SerialChild.h says why.
; CHECK:       dpagg.serial:
; CHECK-NEXT:    call void asm sideeffect "fence.acq_rel.cta;", "~{memory}"()
; CHECK-NEXT:    %dpagg.opaque.zero.i = call i32 asm "ld.global.u32 $0, [$1];", "=r,l"(i64 ptrtoint (ptr addrspace(1) @__dpagg_opaque_zero to i64))
; CHECK-NEXT:    %dpagg.param.0.i = load ptr, ptr %dpagg.params, align 8
; CHECK-NEXT:    [[P0:%.*]] = ptrtoint ptr %dpagg.param.0.i to i64
; CHECK-NEXT:    [[Z64:%.*]] = zext i32 %dpagg.opaque.zero.i to i64
; CHECK-NEXT:    %dpagg.opaque.i = call i64 asm "xor.b64 $0, $1, $2;", "=l,l,l"(i64 [[P0]], i64 [[Z64]])
; CHECK:       dpagg.blockIdx.z.i:
; CHECK:       dpagg.threadIdx.x.i:
; CHECK:       _Z4fillPii.dpagg.serial.exit:
; CHECK-NEXT:    br label %dpagg.serial.join
; WARP:        dpagg.serial.fallback:
; WARP-NEXT:     call i32 @__dpagg_aggregate_warp(ptr @dpagg.site._Z4fillPii.0, ptr %dpagg.params,
; WARP-NEXT:     br label %dpagg.serial.join
; CHECK:       dpagg.serial.join:
; BLOCK-NEXT:    %dpagg.serial.taken = phi i1 [ true, %_Z4fillPii.dpagg.serial.exit ], [ false, {{%.*}} ]
; BLOCK-NEXT:    [[NOT:%.*]] = xor i1 %dpagg.serial.taken, true
; BLOCK-NEXT:    %dpagg.pending = zext i1 [[NOT]] to i32
; BLOCK-NEXT:    %dpagg.block.err = call i32 @__dpagg_aggregate_block_postponed(ptr @dpagg.site._Z4fillPii.0, ptr %dpagg.params, {{.*}}, i32 %dpagg.pending, ptr %dpagg.block.frame,
; BLOCK-NEXT:    %dpagg.err = select i1 %dpagg.serial.taken, i32 0, i32 %dpagg.block.err

; The thread's only launch, once, into the NULL stream: serialized too.
; CHECK-LABEL: define dso_local ptx_kernel void @_Z4onlyPi(
; CHECK:       dpagg.serial:
; CHECK:       _Z4cubePi.dpagg.serial.exit:

; Refused per warp and block (one launching thread per block): serialized,
; the larger launches made as written.
; CHECK-LABEL: define dso_local ptx_kernel void @_Z6singlePi(
; CHECK:         br i1 %dpagg.serial.ok, label %dpagg.serial, label %dpagg.serial.fallback
; CHECK:       dpagg.serial:
; CHECK-NEXT:    call void asm sideeffect "fence.acq_rel.cta;", "~{memory}"()
; CHECK-NEXT:    %dpagg.opaque.zero.i = call i32 asm "ld.global.u32
; CHECK-NEXT:    %dpagg.param.0.i = load ptr, ptr %dpagg.params, align 8
; CHECK:       dpagg.serial.fallback:
; CHECK-NEXT:    call i32 @__dpagg_launch_v2(ptr @_Z4fillPii, ptr %dpagg.params, i32 12,

; CHECK-LABEL: define internal void @_Z4fillPii.dpagg.serial(ptr %dpagg.blob, i32 %dpagg.gridDim.x, i32 %dpagg.gridDim.y, i32 %dpagg.gridDim.z, i32 %dpagg.blockDim.x, i32 %dpagg.blockDim.y, i32 %dpagg.blockDim.z)
; CHECK:       dpagg.serial.entry:
; CHECK-NEXT:    call void asm sideeffect "fence.acq_rel.cta;", "~{memory}"()
; CHECK-NEXT:    %dpagg.opaque.zero = call i32 asm "ld.global.u32 $0, [$1];", "=r,l"(i64 ptrtoint (ptr addrspace(1) @__dpagg_opaque_zero to i64))
; CHECK:         %dpagg.param.0 = load ptr, ptr {{%.*}}, align 8
; CHECK:         %dpagg.param.1 = load i32, ptr {{%.*}}, align 4
; CHECK-NEXT:    [[N:%dpagg.opaque[0-9]*]] = call i32 asm "xor.b32 $0, $1, $2;", "=r,r,r"(i32 %dpagg.param.1, i32 %dpagg.opaque.zero)
; CHECK:       dpagg.blockIdx.z:
; CHECK-NEXT:    %[[BZ:dpagg.blockIdx.z[0-9]*]] = phi i32 [ 0, %dpagg.serial.entry ], [ [[BZN:%.*]], %[[LBZ:dpagg.serial.next[0-9]*]] ]
; CHECK:       dpagg.blockIdx.x:
; CHECK-NEXT:    %[[BX:dpagg.blockIdx.x[0-9]*]] = phi i32
; CHECK:       dpagg.threadIdx.x:
; CHECK-NEXT:    %[[TX:dpagg.threadIdx.x[0-9]*]] = phi i32 [ 0, %dpagg.threadIdx.y ], [ [[TXN:%.*]], %dpagg.serial.next ]
; CHECK:         [[I0:%.*]] = mul i32 %[[BX]], %dpagg.blockDim.x
; CHECK-NEXT:    [[I:%.*]] = add i32 [[I0]], %[[TX]]
; CHECK-NEXT:    [[IN:%.*]] = icmp slt i32 [[I]], [[N]]
; CHECK-NEXT:    br i1 [[IN]], label %[[STORE:.*]], label %[[RET:.*]]
; CHECK:       [[STORE]]:
; CHECK:         store i32
; CHECK:       [[RET]]:
; CHECK-NEXT:    br label %dpagg.serial.next
; CHECK:       dpagg.serial.next:
; CHECK-NEXT:    [[TXN]] = add nuw i32 %[[TX]], 1
; CHECK-NEXT:    [[C:%.*]] = icmp ult i32 [[TXN]], %dpagg.blockDim.x
; CHECK-NEXT:    br i1 [[C]], label %dpagg.threadIdx.x, label %dpagg.serial.next{{[0-9]+}}
; CHECK:       [[LBZ]]:
; CHECK-NEXT:    [[BZN]] = add nuw i32 %[[BZ]], 1
; CHECK-NEXT:    [[CZ:%.*]] = icmp ult i32 [[BZN]], %dpagg.gridDim.z
; CHECK-NEXT:    br i1 [[CZ]], label %dpagg.blockIdx.z, label %dpagg.serial.done
; CHECK:       dpagg.serial.done:
; CHECK-NEXT:    ret void

; CHECK-LABEL: define internal void @_Z4cubePi.dpagg.serial(
; CHECK-NOT:     llvm.nvvm.read.ptx.sreg
; CHECK:         mul nuw i32 %dpagg.blockIdx.z{{[0-9]*}}, %dpagg.gridDim.y
; CHECK-NEXT:    add nuw i32 {{%.*}}, %dpagg.blockIdx.y{{[0-9]*}}
; CHECK-NEXT:    mul i32 {{%.*}}, %dpagg.gridDim.x
; CHECK-NEXT:    add i32 {{%.*}}, %dpagg.blockIdx.x{{[0-9]*}}
; CHECK-NEXT:    mul nuw nsw i32 %dpagg.threadIdx.z{{[0-9]*}}, %dpagg.blockDim.y
; CHECK-NEXT:    add nuw nsw i32 {{%.*}}, %dpagg.threadIdx.y{{[0-9]*}}
; CHECK-NEXT:    mul nuw nsw i32 {{%.*}}, %dpagg.blockDim.x
; CHECK-NEXT:    add nuw nsw i32 {{%.*}}, %dpagg.threadIdx.x{{[0-9]*}}
; CHECK-NOT:     llvm.nvvm.read.ptx.sreg
; CHECK:         ret void

; CHECK-LABEL: define internal void @_Z4bump3BigPi.dpagg.serial(
; The by-value parameter, which the child writes: copied once, through the
; xors, then into the logical thread's own copy per logical thread.
; Both copies are static allocas of the entry block.
; CHECK:       dpagg.serial.entry:
; CHECK-NEXT:    %dpagg.byval.0 = alloca %struct.Big, align 16
; CHECK-NEXT:    %dpagg.byval.thread.0 = alloca %struct.Big, align 16
; CHECK:         %dpagg.byval.value = load %struct.Big, ptr {{%.*}}, align 4
; CHECK-COUNT-8: call i32 asm "xor.b32 $0, $1, $2;", "=r,r,r"(i32 {{%.*}}, i32 %dpagg.opaque.zero)
; CHECK:         store %struct.Big {{%.*}}, ptr %dpagg.byval.0, align 16
; CHECK:       dpagg.threadIdx.x:
; CHECK-NEXT:    phi i32
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 16 %dpagg.byval.thread.0, ptr align 16 %dpagg.byval.0, i64 32, i1 false)
; CHECK:         store i32 {{%.*}}, ptr {{%.*}}
; CHECK:         load i32, ptr {{%.*}}

; CHECK-LABEL: define internal void @_Z6gatherPKiPi.dpagg.serial(
; CHECK-NOT:     !invariant.load
; CHECK:         ret void

; PTX-LABEL: .visible .entry _Z6gatherPKiPi(
; PTX:         ld.global.nc
; PTX-LABEL: .func _Z6gatherPKiPi_$_dpagg_$_serial(
; PTX-NOT:     ld.global.nc
; PTX:         fence.acq_rel.cta;
; PTX:         mov.b64 [[ZA:%rd[0-9]+]], __dpagg_opaque_zero;
; PTX:         ld.global.u32 [[Z:%r[0-9]+]], {{\[}}[[ZA]]{{\]}};
; PTX-NOT:     ld.global.nc
; PTX:         ret;

; REMARK: launch of fill(int*, int) serialized: a launch of at most 64 logical threads that CUDA would accept runs in the launching thread (threshold fixed, work per logical thread 13 instructions); larger ones are aggregated per block{{$}}
; REMARK: launch of cube(int*) serialized: {{.*}}; larger ones are aggregated per block; sibling launches into the NULL stream now run concurrently (-dpagg-strict-ordering refuses this)
; REMARK: launch of fill(int*, int) serialized: {{.*}}; larger ones are launched as written{{$}}

source_filename = "Inputs/serial-launches.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [8 x i32] }
%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z4fillPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = shl nsw i32 %7, 1
  store i32 %12, ptr %11, align 4, !tbaa !6
  br label %13

13:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z4cubePi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %4 = mul nuw i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = add nuw i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add nuw nsw i32 %17, %18
  %20 = mul nsw i32 %10, 1000
  %21 = add nsw i32 %20, %19
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %23 = mul nuw nsw i32 %12, %16
  %24 = mul nuw nsw i32 %23, %22
  %25 = mul i32 %24, %10
  %26 = add i32 %25, %19
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  store i32 %21, ptr %28, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4bump3BigPi(ptr noundef byval(%struct.Big) align 4 captures(none) %0, ptr noundef writeonly captures(none) %1) #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 7
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %6, align 4, !tbaa !6
  %9 = add nuw nsw i32 %3, 7
  %10 = and i32 %9, 7
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = zext nneg i32 %3 to i64
  %15 = getelementptr inbounds nuw i32, ptr %1, i64 %14
  store i32 %13, ptr %15, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z6gatherPKiPi(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1) #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  %6 = addrspacecast ptr %5 to ptr addrspace(1)
  %7 = load i32, ptr addrspace(1) %6, align 4, !invariant.load !11
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds nuw i32, ptr %1, i64 %4
  store i32 %10, ptr %11, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z2ffPiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #3 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %14 = icmp eq ptr %13, null
  br i1 %14, label %27, label %15

15:                                               ; preds = %2
  %16 = shl nsw i32 %9, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  store ptr %18, ptr %13, align 64, !tbaa !12
  %19 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 %12, ptr %19, align 8, !tbaa !6
  %20 = add nsw i32 %12, 31
  %21 = sdiv i32 %20, 32
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 32, ptr %3, align 8
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %23, align 8
  store i32 %21, ptr %4, align 8
  %24 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %25, align 8
  %26 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4fillPii, ptr noundef nonnull %13, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %27

27:                                               ; preds = %15, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4onlyPi(ptr noundef %0) local_unnamed_addr #3 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %25, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = lshr i32 %11, 1
  %13 = and i32 %12, 1
  %14 = add nuw nsw i32 %13, 1
  %15 = and i32 %11, 1
  %16 = add nuw nsw i32 %15, 1
  %17 = shl nsw i32 %11, 6
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  store ptr %19, ptr %4, align 64, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 2, ptr %2, align 8
  %20 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 2, ptr %20, align 4
  %21 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 2, ptr %21, align 8
  store i32 %16, ptr %3, align 8
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 2, ptr %22, align 4
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 %14, ptr %23, align 8
  %24 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4cubePi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %25

25:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6singlePi(ptr noundef %0) local_unnamed_addr #3 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %20

6:                                                ; preds = %1
  %7 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp eq ptr %7, null
  br i1 %8, label %20, label %9

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %0, i64 %12
  store ptr %13, ptr %7, align 64, !tbaa !12
  %14 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 16, ptr %14, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 16, ptr %2, align 8
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %16, align 8
  store i32 1, ptr %3, align 8
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4fillPii, ptr noundef nonnull %7, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %20

20:                                               ; preds = %6, %9, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5byvalPi(ptr noundef %0) local_unnamed_addr #3 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 40) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %18, label %6

6:                                                ; preds = %1
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = shl nuw nsw i32 %7, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  store i32 %7, ptr %4, align 64
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %11, i8 0, i64 28, i1 false)
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 32
  store ptr %10, ptr %12, align 32, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 8, ptr %2, align 8
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z4bump3BigPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %18

18:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8readonlyPKiPi(ptr noundef %0, ptr noundef %1) local_unnamed_addr #3 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #7
  %6 = icmp eq ptr %5, null
  br i1 %6, label %20, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = shl nuw nsw i32 %8, 2
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %1, i64 %12
  store ptr %10, ptr %5, align 64, !tbaa !12
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store ptr %13, ptr %14, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 4, ptr %3, align 8
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %16, align 8
  store i32 1, ptr %4, align 8
  %17 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %17, align 4
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %18, align 8
  %19 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6gatherPKiPi, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %20

20:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
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
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"p1 int", !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
