; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -I../../../include -S -emit-llvm -O2
;     Inputs/serial-threshold-auto.cu
; Serialization's threshold: with -dpagg-serial-threshold=auto, the cost
; model's T (SerialPlan.cpp, SerialCostModel: about one launch's worth of
; the child's instructions per logical thread), printed with the work it
; estimated; a loop of unknown trip count makes the work unknown and T one
; warp (32); a child heavier than a launch is not serialized (serial-cost).
; A fixed N gives every site N. DPAGG_NO_SERIALIZE refuses a kernel,
; DPAGG_SERIAL_THRESHOLD(8) asks for 8 whatever the option says (off too).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=auto>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=AUTO
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=16>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIXED
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=auto>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; AUTO:      p_light(int*): launch of light(int*): {{.*}}; serial: at most 21 logical threads (auto), work per logical thread 86, block threads at most 256{{$}}
; AUTO-NEXT: p_unknown(int*, int): launch of unknown(int*, int): {{.*}}; serial: at most 32 logical threads (auto), work per logical thread unknown, block threads at most 256{{$}}
; AUTO-NEXT: p_heavy(float*): launch of heavy(float*): {{.*}}; serial: refused by rule serial-cost, work per logical thread 7398{{$}}
; AUTO-NEXT: p_never(int*): launch of never(int*): {{.*}}; serial: refused by rule serial-no-serialize{{$}}
; AUTO-NEXT: p_eight(int*): launch of eight(int*): {{.*}}; serial: at most 8 logical threads (fixed), work per logical thread 5, block threads at most 256{{$}}

; FIXED:      p_light(int*): {{.*}}; serial: at most 16 logical threads (fixed), work per logical thread 86,
; FIXED-NEXT: p_unknown(int*, int): {{.*}}; serial: at most 16 logical threads (fixed), work per logical thread unknown,
; FIXED-NEXT: p_heavy(float*): {{.*}}; serial: at most 16 logical threads (fixed), work per logical thread 7398,
; FIXED-NEXT: p_never(int*): {{.*}}; serial: refused by rule serial-no-serialize{{$}}
; FIXED-NEXT: p_eight(int*): {{.*}}; serial: at most 8 logical threads (fixed)

; OFF:      p_light(int*): launch of light(int*): {{.*}}; not molded{{$}}
; OFF:      p_never(int*): launch of never(int*): {{.*}}; not molded{{$}}
; OFF-NEXT: p_eight(int*): launch of eight(int*): {{.*}}; serial: at most 8 logical threads (fixed), work per logical thread 5, block threads at most 256{{$}}

; REMARK: launch of light(int*) serialized: a launch of at most 21 logical threads that CUDA would accept runs in the launching thread (threshold auto, work per logical thread 86 instructions); larger ones are aggregated per block
; REMARK: launch of unknown(int*, int) serialized: a launch of at most 32 logical threads that CUDA would accept runs in the launching thread (threshold auto, work per logical thread unknown: a loop whose trip count is not a small constant); larger ones are aggregated per block
; REMARK: launch of heavy(float*) not serialized (serial-cost): one logical thread's work (about 7398 instructions) is more than a launch costs
; REMARK: launch of never(int*) not serialized (serial-no-serialize): the kernel is marked DPAGG_NO_SERIALIZE

source_filename = "Inputs/serial-threshold-auto.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [19 x i8] c"dpagg.no_serialize\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [32 x i8] c"Inputs/serial-threshold-auto.cu\00", section "llvm.metadata"
@.str2 = private unnamed_addr constant [25 x i8] c"dpagg.serial_threshold=8\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @_Z5neverPi, ptr @.str, ptr @.str1, i32 35, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @_Z5eightPi, ptr @.str2, ptr @.str1, i32 37, ptr null }], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5lightPi(ptr noundef captures(none) %0) #0 {
  br label %6

2:                                                ; preds = %6
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr %0, i64 %4
  store i32 %13, ptr %5, align 4, !tbaa !6
  ret void

6:                                                ; preds = %1, %6
  %7 = phi i32 [ 0, %1 ], [ %14, %6 ]
  %8 = phi i32 [ 0, %1 ], [ %13, %6 ]
  %9 = zext nneg i32 %7 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = mul nsw i32 %11, %7
  %13 = add nsw i32 %12, %8
  %14 = add nuw nsw i32 %7, 1
  %15 = icmp eq i32 %14, 8
  br i1 %15, label %2, label %6, !llvm.loop !11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7unknownPii(ptr noundef captures(none) %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %11, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %31

9:                                                ; preds = %31
  %10 = icmp eq i32 %5, 0
  br i1 %10, label %26, label %11

11:                                               ; preds = %9, %4
  %12 = phi i32 [ 0, %4 ], [ %54, %9 ]
  %13 = phi i32 [ 0, %4 ], [ %53, %9 ]
  %14 = icmp ne i32 %5, 0
  tail call void @llvm.assume(i1 %14)
  br label %15

15:                                               ; preds = %15, %11
  %16 = phi i32 [ %23, %15 ], [ %12, %11 ]
  %17 = phi i32 [ %22, %15 ], [ %13, %11 ]
  %18 = phi i32 [ %24, %15 ], [ 0, %11 ]
  %19 = zext nneg i32 %16 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = add nsw i32 %21, %17
  %23 = add nuw nsw i32 %16, 1
  %24 = add i32 %18, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %15, !llvm.loop !14

26:                                               ; preds = %9, %15, %2
  %27 = phi i32 [ 0, %2 ], [ %53, %9 ], [ %22, %15 ]
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  store i32 %27, ptr %30, align 4, !tbaa !6
  ret void

31:                                               ; preds = %31, %7
  %32 = phi i32 [ 0, %7 ], [ %54, %31 ]
  %33 = phi i32 [ 0, %7 ], [ %53, %31 ]
  %34 = phi i32 [ 0, %7 ], [ %55, %31 ]
  %35 = zext nneg i32 %32 to i64
  %36 = getelementptr inbounds nuw i32, ptr %0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = add nsw i32 %37, %33
  %39 = zext nneg i32 %32 to i64
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = add nsw i32 %42, %38
  %44 = zext nneg i32 %32 to i64
  %45 = getelementptr inbounds nuw i32, ptr %0, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = add nsw i32 %47, %43
  %49 = zext nneg i32 %32 to i64
  %50 = getelementptr inbounds nuw i32, ptr %0, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 12
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = add nsw i32 %52, %48
  %54 = add nuw nsw i32 %32, 4
  %55 = add i32 %34, 4
  %56 = icmp eq i32 %55, %8
  br i1 %56, label %9, label %31, !llvm.loop !15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5heavyPf(ptr noundef captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw float, ptr %0, i64 %3
  %5 = load float, ptr %4, align 4, !tbaa !16
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %7 = load float, ptr %6, align 4, !tbaa !16
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %9 = load float, ptr %8, align 4, !tbaa !16
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %11 = load float, ptr %10, align 4, !tbaa !16
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %13 = load float, ptr %12, align 4, !tbaa !16
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %15 = load float, ptr %14, align 4, !tbaa !16
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %17 = load float, ptr %16, align 4, !tbaa !16
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %19 = load float, ptr %18, align 4, !tbaa !16
  %20 = load float, ptr %0, align 4, !tbaa !16
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %22 = load float, ptr %21, align 4, !tbaa !16
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %24 = load float, ptr %23, align 4, !tbaa !16
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %26 = load float, ptr %25, align 4, !tbaa !16
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %28 = load float, ptr %27, align 4, !tbaa !16
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %30 = load float, ptr %29, align 4, !tbaa !16
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %32 = load float, ptr %31, align 4, !tbaa !16
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %34 = load float, ptr %33, align 4, !tbaa !16
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %36 = load float, ptr %35, align 4, !tbaa !16
  br label %37

37:                                               ; preds = %1, %37
  %38 = phi i32 [ 0, %1 ], [ %46, %37 ]
  %39 = phi float [ %5, %1 ], [ %150, %37 ]
  %40 = zext nneg i32 %38 to i64
  %41 = getelementptr inbounds nuw float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !16
  %43 = fmul contract float %39, %42
  %44 = fmul contract float %39, %20
  %45 = fadd contract float %43, %44
  %46 = add nuw nsw i32 %38, 1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !16
  %50 = fmul contract float %45, %49
  %51 = fmul contract float %45, %22
  %52 = fadd contract float %50, %51
  %53 = zext nneg i32 %38 to i64
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %56 = load float, ptr %55, align 4, !tbaa !16
  %57 = fmul contract float %52, %56
  %58 = fmul contract float %52, %24
  %59 = fadd contract float %57, %58
  %60 = zext nneg i32 %38 to i64
  %61 = getelementptr inbounds nuw float, ptr %0, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 12
  %63 = load float, ptr %62, align 4, !tbaa !16
  %64 = fmul contract float %59, %63
  %65 = fmul contract float %59, %26
  %66 = fadd contract float %64, %65
  %67 = zext nneg i32 %38 to i64
  %68 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load float, ptr %69, align 4, !tbaa !16
  %71 = fmul contract float %66, %70
  %72 = fmul contract float %66, %28
  %73 = fadd contract float %71, %72
  %74 = zext nneg i32 %38 to i64
  %75 = getelementptr inbounds nuw float, ptr %0, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 20
  %77 = load float, ptr %76, align 4, !tbaa !16
  %78 = fmul contract float %73, %77
  %79 = fmul contract float %73, %7
  %80 = fadd contract float %78, %79
  %81 = zext nneg i32 %38 to i64
  %82 = getelementptr inbounds nuw float, ptr %0, i64 %81
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 24
  %84 = load float, ptr %83, align 4, !tbaa !16
  %85 = fmul contract float %80, %84
  %86 = fmul contract float %80, %9
  %87 = fadd contract float %85, %86
  %88 = zext nneg i32 %38 to i64
  %89 = getelementptr inbounds nuw float, ptr %0, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 28
  %91 = load float, ptr %90, align 4, !tbaa !16
  %92 = fmul contract float %87, %91
  %93 = fmul contract float %87, %11
  %94 = fadd contract float %92, %93
  %95 = zext nneg i32 %38 to i64
  %96 = getelementptr inbounds nuw float, ptr %0, i64 %95
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 32
  %98 = load float, ptr %97, align 4, !tbaa !16
  %99 = fmul contract float %94, %98
  %100 = fmul contract float %94, %13
  %101 = fadd contract float %99, %100
  %102 = zext nneg i32 %38 to i64
  %103 = getelementptr inbounds nuw float, ptr %0, i64 %102
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 36
  %105 = load float, ptr %104, align 4, !tbaa !16
  %106 = fmul contract float %101, %105
  %107 = fmul contract float %101, %15
  %108 = fadd contract float %106, %107
  %109 = zext nneg i32 %38 to i64
  %110 = getelementptr inbounds nuw float, ptr %0, i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 40
  %112 = load float, ptr %111, align 4, !tbaa !16
  %113 = fmul contract float %108, %112
  %114 = fmul contract float %108, %17
  %115 = fadd contract float %113, %114
  %116 = zext nneg i32 %38 to i64
  %117 = getelementptr inbounds nuw float, ptr %0, i64 %116
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 44
  %119 = load float, ptr %118, align 4, !tbaa !16
  %120 = fmul contract float %115, %119
  %121 = fmul contract float %115, %19
  %122 = fadd contract float %120, %121
  %123 = zext nneg i32 %38 to i64
  %124 = getelementptr inbounds nuw float, ptr %0, i64 %123
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 48
  %126 = load float, ptr %125, align 4, !tbaa !16
  %127 = fmul contract float %122, %126
  %128 = fmul contract float %122, %30
  %129 = fadd contract float %127, %128
  %130 = zext nneg i32 %38 to i64
  %131 = getelementptr inbounds nuw float, ptr %0, i64 %130
  %132 = getelementptr inbounds nuw i8, ptr %131, i64 52
  %133 = load float, ptr %132, align 4, !tbaa !16
  %134 = fmul contract float %129, %133
  %135 = fmul contract float %129, %32
  %136 = fadd contract float %134, %135
  %137 = zext nneg i32 %38 to i64
  %138 = getelementptr inbounds nuw float, ptr %0, i64 %137
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 56
  %140 = load float, ptr %139, align 4, !tbaa !16
  %141 = fmul contract float %136, %140
  %142 = fmul contract float %136, %34
  %143 = fadd contract float %141, %142
  %144 = zext nneg i32 %38 to i64
  %145 = getelementptr inbounds nuw float, ptr %0, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 60
  %147 = load float, ptr %146, align 4, !tbaa !16
  %148 = fmul contract float %143, %147
  %149 = fmul contract float %143, %36
  %150 = fadd contract float %148, %149
  %151 = icmp eq i32 %46, 64
  br i1 %151, label %152, label %37, !llvm.loop !18

152:                                              ; preds = %37
  store float %150, ptr %4, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5neverPi(ptr noundef writeonly captures(none) %0) #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 1, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z5eightPi(ptr noundef writeonly captures(none) %0) #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  store i32 2, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_lightPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !19
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 8, ptr %2, align 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %8, align 8
  store i32 1, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5lightPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %12

12:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9p_unknownPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %6 = icmp eq ptr %5, null
  br i1 %6, label %14, label %7

7:                                                ; preds = %2
  store ptr %0, ptr %5, align 64, !tbaa !19
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 8, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  store i32 1, ptr %4, align 8
  %11 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %11, align 4
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %12, align 8
  %13 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7unknownPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %14

14:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_heavyPf(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !22
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 8, ptr %2, align 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %8, align 8
  store i32 1, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5heavyPf, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %12

12:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_neverPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !19
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 8, ptr %2, align 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %8, align 8
  store i32 1, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5neverPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %12

12:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_eightPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !19
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  call void @llvm.lifetime.start.p0(ptr nonnull %2)
  store i32 8, ptr %2, align 8
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store i32 1, ptr %7, align 4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store i32 1, ptr %8, align 8
  store i32 1, ptr %3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %10, align 8
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5eightPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %2)
  br label %12

12:                                               ; preds = %6, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = distinct !{!18, !12, !13}
!19 = !{!20, !20, i64 0}
!20 = !{!"p1 int", !21, i64 0}
!21 = !{!"any pointer", !8, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"p1 float", !21, i64 0}
