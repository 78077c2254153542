; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -I../../../include -S -emit-llvm -O2
;     Inputs/serial-work-per-trip.cu
; Serialization's cost model weighs work that grows with a parameter (issue
; 26, item 5; SerialPlan.cpp, serialWork and parameterBound): per_trip's
; loop of n trips (runtime-unrolled by 4: a main loop of n / 4 trips and a
; remainder of at most 3) costs 79 instructions per logical thread plus 7 per
; unit of n, and the serial path is taken only where the launch's logical
; threads times (79 + 8 + 7 x n) are at most one launch's cost (8192),
; with n read from the staged blob, zero-extended (a negative n counts as
; huge: the launch stays aggregated) and clamped to 2^20. Loops over two
; parameters, or over data, leave the work unknown, and auto refuses them.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=auto>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PLAN
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=auto>' -S %s | FileCheck %s

; PLAN:      p_per_trip(int*, int const*): launch of per_trip(int*, int): {{.*}}; serial: at most 94 logical threads (auto), work per logical thread 79 + 7 per unit of parameter #1, at most 8192 in all, block threads at most 256{{$}}
; PLAN-NEXT: p_two_params(int*, int): launch of two_params(int*, int, int): {{.*}}; serial: refused by rule serial-unknown-work, work per logical thread unknown{{$}}
; PLAN-NEXT: p_data_trips(int*): launch of data_trips(int*): {{.*}}; serial: refused by rule serial-unknown-work, work per logical thread unknown{{$}}

; CHECK-LABEL: define dso_local ptx_kernel void @_Z10p_per_tripPiPKi(
; CHECK:         %dpagg.serial.trip.param = load i32, ptr {{%.*}}, align 4
; CHECK-NEXT:    [[N:%.*]] = zext i32 %dpagg.serial.trip.param to i64
; CHECK-NEXT:    [[CLAMPED:%.*]] = call i64 @llvm.umin.i64(i64 [[N]], i64 1048576)
; CHECK-NEXT:    [[PERTRIP:%.*]] = mul i64 7, [[CLAMPED]]
; CHECK-NEXT:    [[PERTHREAD:%.*]] = add i64 87, [[PERTRIP]]
; CHECK-NEXT:    [[ALL:%.*]] = mul i64 {{%.*}}, [[PERTHREAD]]
; CHECK-NEXT:    %dpagg.serial.budget = icmp ule i64 [[ALL]], 8192
; CHECK:         br i1 %dpagg.serial.ok, label %dpagg.serial, label %dpagg.serial.join

; ModuleID = 'test/Transforms/AggregateLaunches/Inputs/serial-work-per-trip.cu'
source_filename = "test/Transforms/AggregateLaunches/Inputs/serial-work-per-trip.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z8per_tripPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %2
  %6 = and i32 %1, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %1, 2147483644
  br label %31

10:                                               ; preds = %31
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %27, label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %54, %10 ]
  %14 = phi i32 [ %3, %5 ], [ %53, %10 ]
  %15 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i32 [ %24, %16 ], [ %13, %12 ]
  %18 = phi i32 [ %23, %16 ], [ %14, %12 ]
  %19 = phi i32 [ %25, %16 ], [ 0, %12 ]
  %20 = lshr i32 %18, 13
  %21 = xor i32 %20, %18
  %22 = mul i32 %21, 1540483477
  %23 = add i32 %22, %17
  %24 = add nuw nsw i32 %17, 1
  %25 = add i32 %19, 1
  %26 = icmp eq i32 %25, %6
  br i1 %26, label %27, label %16, !llvm.loop !11

27:                                               ; preds = %10, %16, %2
  %28 = phi i32 [ %3, %2 ], [ %53, %10 ], [ %23, %16 ]
  %29 = zext nneg i32 %3 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  store i32 %28, ptr %30, align 4, !tbaa !6
  ret void

31:                                               ; preds = %31, %8
  %32 = phi i32 [ 0, %8 ], [ %54, %31 ]
  %33 = phi i32 [ %3, %8 ], [ %53, %31 ]
  %34 = phi i32 [ 0, %8 ], [ %55, %31 ]
  %35 = lshr i32 %33, 13
  %36 = xor i32 %35, %33
  %37 = mul i32 %36, 1540483477
  %38 = add i32 %37, %32
  %39 = or disjoint i32 %32, 1
  %40 = lshr i32 %38, 13
  %41 = xor i32 %40, %38
  %42 = mul i32 %41, 1540483477
  %43 = add i32 %42, %39
  %44 = or disjoint i32 %32, 2
  %45 = lshr i32 %43, 13
  %46 = xor i32 %45, %43
  %47 = mul i32 %46, 1540483477
  %48 = add i32 %47, %44
  %49 = or disjoint i32 %32, 3
  %50 = lshr i32 %48, 13
  %51 = xor i32 %50, %48
  %52 = mul i32 %51, 1540483477
  %53 = add i32 %52, %49
  %54 = add nuw nsw i32 %32, 4
  %55 = add i32 %34, 4
  %56 = icmp eq i32 %55, %9
  br i1 %56, label %10, label %31, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @_Z10two_paramsPiii(ptr noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %3
  %7 = and i32 %1, 3
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %13, label %9

9:                                                ; preds = %6
  %10 = and i32 %1, 2147483644
  br label %36

11:                                               ; preds = %36
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %28, label %13

13:                                               ; preds = %11, %6
  %14 = phi i32 [ 0, %6 ], [ %59, %11 ]
  %15 = phi i32 [ %4, %6 ], [ %58, %11 ]
  %16 = icmp ne i32 %7, 0
  tail call void @llvm.assume(i1 %16)
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i32 [ %25, %17 ], [ %14, %13 ]
  %19 = phi i32 [ %24, %17 ], [ %15, %13 ]
  %20 = phi i32 [ %26, %17 ], [ 0, %13 ]
  %21 = lshr i32 %19, 13
  %22 = xor i32 %21, %19
  %23 = mul i32 %22, 1540483477
  %24 = add i32 %23, %18
  %25 = add nuw nsw i32 %18, 1
  %26 = add i32 %20, 1
  %27 = icmp eq i32 %26, %7
  br i1 %27, label %28, label %17, !llvm.loop !15

28:                                               ; preds = %11, %17, %3
  %29 = phi i32 [ %4, %3 ], [ %58, %11 ], [ %24, %17 ]
  %30 = icmp sgt i32 %2, 0
  br i1 %30, label %31, label %79

31:                                               ; preds = %28
  %32 = and i32 %2, 3
  %33 = icmp ult i32 %2, 4
  br i1 %33, label %64, label %34

34:                                               ; preds = %31
  %35 = and i32 %2, 2147483644
  br label %83

36:                                               ; preds = %36, %9
  %37 = phi i32 [ 0, %9 ], [ %59, %36 ]
  %38 = phi i32 [ %4, %9 ], [ %58, %36 ]
  %39 = phi i32 [ 0, %9 ], [ %60, %36 ]
  %40 = lshr i32 %38, 13
  %41 = xor i32 %40, %38
  %42 = mul i32 %41, 1540483477
  %43 = add i32 %42, %37
  %44 = or disjoint i32 %37, 1
  %45 = lshr i32 %43, 13
  %46 = xor i32 %45, %43
  %47 = mul i32 %46, 1540483477
  %48 = add i32 %47, %44
  %49 = or disjoint i32 %37, 2
  %50 = lshr i32 %48, 13
  %51 = xor i32 %50, %48
  %52 = mul i32 %51, 1540483477
  %53 = add i32 %52, %49
  %54 = or disjoint i32 %37, 3
  %55 = lshr i32 %53, 13
  %56 = xor i32 %55, %53
  %57 = mul i32 %56, 1540483477
  %58 = add i32 %57, %54
  %59 = add nuw nsw i32 %37, 4
  %60 = add i32 %39, 4
  %61 = icmp eq i32 %60, %10
  br i1 %61, label %11, label %36, !llvm.loop !16

62:                                               ; preds = %83
  %63 = icmp eq i32 %32, 0
  br i1 %63, label %79, label %64

64:                                               ; preds = %62, %31
  %65 = phi i32 [ 0, %31 ], [ %106, %62 ]
  %66 = phi i32 [ %29, %31 ], [ %105, %62 ]
  %67 = icmp ne i32 %32, 0
  tail call void @llvm.assume(i1 %67)
  br label %68

68:                                               ; preds = %68, %64
  %69 = phi i32 [ %76, %68 ], [ %65, %64 ]
  %70 = phi i32 [ %75, %68 ], [ %66, %64 ]
  %71 = phi i32 [ %77, %68 ], [ 0, %64 ]
  %72 = lshr i32 %70, 11
  %73 = xor i32 %72, %70
  %74 = mul i32 %73, -1640531527
  %75 = add i32 %74, %69
  %76 = add nuw nsw i32 %69, 1
  %77 = add i32 %71, 1
  %78 = icmp eq i32 %77, %32
  br i1 %78, label %79, label %68, !llvm.loop !17

79:                                               ; preds = %62, %68, %28
  %80 = phi i32 [ %29, %28 ], [ %105, %62 ], [ %75, %68 ]
  %81 = zext nneg i32 %4 to i64
  %82 = getelementptr inbounds nuw i32, ptr %0, i64 %81
  store i32 %80, ptr %82, align 4, !tbaa !6
  ret void

83:                                               ; preds = %83, %34
  %84 = phi i32 [ 0, %34 ], [ %106, %83 ]
  %85 = phi i32 [ %29, %34 ], [ %105, %83 ]
  %86 = phi i32 [ 0, %34 ], [ %107, %83 ]
  %87 = lshr i32 %85, 11
  %88 = xor i32 %87, %85
  %89 = mul i32 %88, -1640531527
  %90 = add i32 %89, %84
  %91 = or disjoint i32 %84, 1
  %92 = lshr i32 %90, 11
  %93 = xor i32 %92, %90
  %94 = mul i32 %93, -1640531527
  %95 = add i32 %94, %91
  %96 = or disjoint i32 %84, 2
  %97 = lshr i32 %95, 11
  %98 = xor i32 %97, %95
  %99 = mul i32 %98, -1640531527
  %100 = add i32 %99, %96
  %101 = or disjoint i32 %84, 3
  %102 = lshr i32 %100, 11
  %103 = xor i32 %102, %100
  %104 = mul i32 %103, -1640531527
  %105 = add i32 %104, %101
  %106 = add nuw nsw i32 %84, 4
  %107 = add i32 %86, 4
  %108 = icmp eq i32 %107, %35
  br i1 %108, label %62, label %83, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z10data_tripsPi(ptr noundef captures(none) %0) #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %1
  %6 = and i32 %3, 3
  %7 = icmp ult i32 %3, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %5
  %9 = and i32 %3, 2147483644
  br label %31

10:                                               ; preds = %31
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %27, label %12

12:                                               ; preds = %10, %5
  %13 = phi i32 [ 0, %5 ], [ %54, %10 ]
  %14 = phi i32 [ %2, %5 ], [ %53, %10 ]
  %15 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i32 [ %24, %16 ], [ %13, %12 ]
  %18 = phi i32 [ %23, %16 ], [ %14, %12 ]
  %19 = phi i32 [ %25, %16 ], [ 0, %12 ]
  %20 = lshr i32 %18, 13
  %21 = xor i32 %20, %18
  %22 = mul i32 %21, 1540483477
  %23 = add i32 %22, %17
  %24 = add nuw nsw i32 %17, 1
  %25 = add i32 %19, 1
  %26 = icmp eq i32 %25, %6
  br i1 %26, label %27, label %16, !llvm.loop !19

27:                                               ; preds = %10, %16, %1
  %28 = phi i32 [ %2, %1 ], [ %53, %10 ], [ %23, %16 ]
  %29 = zext nneg i32 %2 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  store i32 %28, ptr %30, align 4, !tbaa !6
  ret void

31:                                               ; preds = %31, %8
  %32 = phi i32 [ 0, %8 ], [ %54, %31 ]
  %33 = phi i32 [ %2, %8 ], [ %53, %31 ]
  %34 = phi i32 [ 0, %8 ], [ %55, %31 ]
  %35 = lshr i32 %33, 13
  %36 = xor i32 %35, %33
  %37 = mul i32 %36, 1540483477
  %38 = add i32 %37, %32
  %39 = or disjoint i32 %32, 1
  %40 = lshr i32 %38, 13
  %41 = xor i32 %40, %38
  %42 = mul i32 %41, 1540483477
  %43 = add i32 %42, %39
  %44 = or disjoint i32 %32, 2
  %45 = lshr i32 %43, 13
  %46 = xor i32 %45, %43
  %47 = mul i32 %46, 1540483477
  %48 = add i32 %47, %44
  %49 = or disjoint i32 %32, 3
  %50 = lshr i32 %48, 13
  %51 = xor i32 %50, %48
  %52 = mul i32 %51, 1540483477
  %53 = add i32 %52, %49
  %54 = add nuw nsw i32 %32, 4
  %55 = add i32 %34, 4
  %56 = icmp eq i32 %55, %9
  br i1 %56, label %10, label %31, !llvm.loop !20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10p_per_tripPiPKi(ptr noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %6 = icmp eq ptr %5, null
  br i1 %6, label %18, label %7

7:                                                ; preds = %2
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  store ptr %0, ptr %5, align 64, !tbaa !21
  %12 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %11, ptr %12, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 8, ptr %3, align 8
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %13, align 4
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %14, align 8
  store i32 1, ptr %4, align 8
  %15 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %15, align 4
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %16, align 8
  %17 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z8per_tripPii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %18

18:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12p_two_paramsPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 16) #7
  %6 = icmp eq ptr %5, null
  br i1 %6, label %15, label %7

7:                                                ; preds = %2
  store ptr %0, ptr %5, align 64, !tbaa !21
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %1, ptr %8, align 8, !tbaa !6
  %9 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %1, ptr %9, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 8, ptr %3, align 8
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %10, align 4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %11, align 8
  store i32 1, ptr %4, align 8
  %12 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %12, align 4
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %13, align 8
  %14 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10two_paramsPiii, ptr noundef nonnull %5, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %15

15:                                               ; preds = %7, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12p_data_tripsPi(ptr noundef %0) local_unnamed_addr #2 {
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  store ptr %0, ptr %4, align 64, !tbaa !21
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
  %11 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z10data_tripsPi, ptr noundef nonnull %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %2, i32 noundef 0, ptr noundef nonnull inttoptr (i64 4 to ptr)) #7
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !14}
!21 = !{!22, !22, i64 0}
!22 = !{!"p1 int", !23, i64 0}
!23 = !{!"any pointer", !8, i64 0}
