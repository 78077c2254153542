; Produced by (clang 22.1.8, CUDA 13.0):
;   clang++ -x cuda --cuda-path=/usr/local/cuda
;     --cuda-gpu-arch=sm_90 -fgpu-rdc --cuda-device-only -D__CUDACC_RDC__
;     -Wno-unknown-cuda-version -I../../../include -S -emit-llvm -O2
;     Inputs/serial-threshold-auto.cu
; Serialization's threshold: with -dpagg-serial-threshold=auto, the cost
; model's T (SerialPlan.cpp, SerialCostModel: about one launch's worth of
; the child's instructions per logical thread), printed with the work it
; estimated; a loop whose trip count is a parameter (unknown, runtime-unrolled
; by 4) is weighed at run time (serial-work-per-trip.ll has the rest, and the
; loops that leave the work unknown); a child heavier than
; a launch is not serialized (serial-cost).
; A fixed N gives every site N. DPAGG_NO_SERIALIZE refuses a kernel,
; DPAGG_SERIAL_THRESHOLD(8) asks for 8 whatever the option says (off too).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=auto>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=AUTO
; RUN: opt -passes='print<dpagg-plan><block;serial-threshold=16>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIXED
; RUN: opt -passes='print<dpagg-plan><block>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: opt -passes='dpagg-aggregate<block;serial-threshold=auto>' -pass-remarks=dpagg -pass-remarks-missed=dpagg -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; AUTO:      p_light(int*): launch of light(int*): {{.*}}; serial: at most 87 logical threads (auto), work per logical thread 86, block threads at most 256{{$}}
; AUTO-NEXT: p_unknown(int*, int): launch of unknown(int*, int): {{.*}}; serial: at most 94 logical threads (auto), work per logical thread 79 + 7 per unit of parameter #1, at most 8192 in all, block threads at most 256{{$}}
; AUTO-NEXT: p_heavy(float*): launch of heavy(float*): {{.*}}; serial: refused by rule serial-cost, work per logical thread 14598{{$}}
; AUTO-NEXT: p_never(int*): launch of never(int*): {{.*}}; serial: refused by rule serial-no-serialize{{$}}
; AUTO-NEXT: p_eight(int*): launch of eight(int*): {{.*}}; serial: at most 8 logical threads (fixed), work per logical thread 5, block threads at most 256{{$}}

; FIXED:      p_light(int*): {{.*}}; serial: at most 16 logical threads (fixed), work per logical thread 86,
; FIXED-NEXT: p_unknown(int*, int): {{.*}}; serial: at most 16 logical threads (fixed), work per logical thread 79,
; FIXED-NEXT: p_heavy(float*): {{.*}}; serial: at most 16 logical threads (fixed), work per logical thread 14598,
; FIXED-NEXT: p_never(int*): {{.*}}; serial: refused by rule serial-no-serialize{{$}}
; FIXED-NEXT: p_eight(int*): {{.*}}; serial: at most 8 logical threads (fixed)

; OFF:      p_light(int*): launch of light(int*): {{.*}}; not molded{{$}}
; OFF:      p_never(int*): launch of never(int*): {{.*}}; not molded{{$}}
; OFF-NEXT: p_eight(int*): launch of eight(int*): {{.*}}; serial: at most 8 logical threads (fixed), work per logical thread 5, block threads at most 256{{$}}

; REMARK: launch of light(int*) serialized: a launch of at most 87 logical threads that CUDA would accept runs in the launching thread (threshold auto, work per logical thread 86 instructions); larger ones are aggregated per block
; REMARK: launch of unknown(int*, int) serialized: a launch of at most 94 logical threads that CUDA would accept runs in the launching thread (threshold auto, work per logical thread 79 instructions and 7 per unit of parameter #1, weighed at run time: at most 8192 in all)
; REMARK: launch of heavy(float*) not serialized (serial-cost): one logical thread's work (about 14598 instructions) is more than a launch costs
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
  %6 = load float, ptr %0, align 4, !tbaa !16
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %8 = load float, ptr %7, align 4, !tbaa !16
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load float, ptr %9, align 4, !tbaa !16
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %12 = load float, ptr %11, align 4, !tbaa !16
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %14 = load float, ptr %13, align 4, !tbaa !16
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %16 = load float, ptr %15, align 4, !tbaa !16
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %18 = load float, ptr %17, align 4, !tbaa !16
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %20 = load float, ptr %19, align 4, !tbaa !16
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %22 = load float, ptr %21, align 4, !tbaa !16
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %24 = load float, ptr %23, align 4, !tbaa !16
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %26 = load float, ptr %25, align 4, !tbaa !16
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %28 = load float, ptr %27, align 4, !tbaa !16
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %30 = load float, ptr %29, align 4, !tbaa !16
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %32 = load float, ptr %31, align 4, !tbaa !16
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %34 = load float, ptr %33, align 4, !tbaa !16
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %36 = load float, ptr %35, align 4, !tbaa !16
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %38 = load float, ptr %37, align 4, !tbaa !16
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %40 = load float, ptr %39, align 4, !tbaa !16
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %42 = load float, ptr %41, align 4, !tbaa !16
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %44 = load float, ptr %43, align 4, !tbaa !16
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %46 = load float, ptr %45, align 4, !tbaa !16
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %48 = load float, ptr %47, align 4, !tbaa !16
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %50 = load float, ptr %49, align 4, !tbaa !16
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %52 = load float, ptr %51, align 4, !tbaa !16
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %54 = load float, ptr %53, align 4, !tbaa !16
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 100
  %56 = load float, ptr %55, align 4, !tbaa !16
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %58 = load float, ptr %57, align 4, !tbaa !16
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 108
  %60 = load float, ptr %59, align 4, !tbaa !16
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %62 = load float, ptr %61, align 4, !tbaa !16
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 116
  %64 = load float, ptr %63, align 4, !tbaa !16
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %66 = load float, ptr %65, align 4, !tbaa !16
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 124
  %68 = load float, ptr %67, align 4, !tbaa !16
  br label %69

69:                                               ; preds = %1, %69
  %70 = phi i32 [ 0, %1 ], [ %78, %69 ]
  %71 = phi float [ %5, %1 ], [ %294, %69 ]
  %72 = zext nneg i32 %70 to i64
  %73 = getelementptr inbounds nuw float, ptr %0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !16
  %75 = fmul contract float %71, %74
  %76 = fmul contract float %71, %6
  %77 = fadd contract float %75, %76
  %78 = add nuw nsw i32 %70, 1
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !16
  %82 = fmul contract float %77, %81
  %83 = fmul contract float %77, %8
  %84 = fadd contract float %82, %83
  %85 = zext nneg i32 %70 to i64
  %86 = getelementptr inbounds nuw float, ptr %0, i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 8
  %88 = load float, ptr %87, align 4, !tbaa !16
  %89 = fmul contract float %84, %88
  %90 = fmul contract float %84, %10
  %91 = fadd contract float %89, %90
  %92 = zext nneg i32 %70 to i64
  %93 = getelementptr inbounds nuw float, ptr %0, i64 %92
  %94 = getelementptr inbounds nuw i8, ptr %93, i64 12
  %95 = load float, ptr %94, align 4, !tbaa !16
  %96 = fmul contract float %91, %95
  %97 = fmul contract float %91, %12
  %98 = fadd contract float %96, %97
  %99 = zext nneg i32 %70 to i64
  %100 = getelementptr inbounds nuw float, ptr %0, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 16
  %102 = load float, ptr %101, align 4, !tbaa !16
  %103 = fmul contract float %98, %102
  %104 = fmul contract float %98, %14
  %105 = fadd contract float %103, %104
  %106 = zext nneg i32 %70 to i64
  %107 = getelementptr inbounds nuw float, ptr %0, i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 20
  %109 = load float, ptr %108, align 4, !tbaa !16
  %110 = fmul contract float %105, %109
  %111 = fmul contract float %105, %16
  %112 = fadd contract float %110, %111
  %113 = zext nneg i32 %70 to i64
  %114 = getelementptr inbounds nuw float, ptr %0, i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 24
  %116 = load float, ptr %115, align 4, !tbaa !16
  %117 = fmul contract float %112, %116
  %118 = fmul contract float %112, %18
  %119 = fadd contract float %117, %118
  %120 = zext nneg i32 %70 to i64
  %121 = getelementptr inbounds nuw float, ptr %0, i64 %120
  %122 = getelementptr inbounds nuw i8, ptr %121, i64 28
  %123 = load float, ptr %122, align 4, !tbaa !16
  %124 = fmul contract float %119, %123
  %125 = fmul contract float %119, %20
  %126 = fadd contract float %124, %125
  %127 = zext nneg i32 %70 to i64
  %128 = getelementptr inbounds nuw float, ptr %0, i64 %127
  %129 = getelementptr inbounds nuw i8, ptr %128, i64 32
  %130 = load float, ptr %129, align 4, !tbaa !16
  %131 = fmul contract float %126, %130
  %132 = fmul contract float %126, %22
  %133 = fadd contract float %131, %132
  %134 = zext nneg i32 %70 to i64
  %135 = getelementptr inbounds nuw float, ptr %0, i64 %134
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 36
  %137 = load float, ptr %136, align 4, !tbaa !16
  %138 = fmul contract float %133, %137
  %139 = fmul contract float %133, %24
  %140 = fadd contract float %138, %139
  %141 = zext nneg i32 %70 to i64
  %142 = getelementptr inbounds nuw float, ptr %0, i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 40
  %144 = load float, ptr %143, align 4, !tbaa !16
  %145 = fmul contract float %140, %144
  %146 = fmul contract float %140, %26
  %147 = fadd contract float %145, %146
  %148 = zext nneg i32 %70 to i64
  %149 = getelementptr inbounds nuw float, ptr %0, i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 44
  %151 = load float, ptr %150, align 4, !tbaa !16
  %152 = fmul contract float %147, %151
  %153 = fmul contract float %147, %28
  %154 = fadd contract float %152, %153
  %155 = zext nneg i32 %70 to i64
  %156 = getelementptr inbounds nuw float, ptr %0, i64 %155
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 48
  %158 = load float, ptr %157, align 4, !tbaa !16
  %159 = fmul contract float %154, %158
  %160 = fmul contract float %154, %30
  %161 = fadd contract float %159, %160
  %162 = zext nneg i32 %70 to i64
  %163 = getelementptr inbounds nuw float, ptr %0, i64 %162
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 52
  %165 = load float, ptr %164, align 4, !tbaa !16
  %166 = fmul contract float %161, %165
  %167 = fmul contract float %161, %32
  %168 = fadd contract float %166, %167
  %169 = zext nneg i32 %70 to i64
  %170 = getelementptr inbounds nuw float, ptr %0, i64 %169
  %171 = getelementptr inbounds nuw i8, ptr %170, i64 56
  %172 = load float, ptr %171, align 4, !tbaa !16
  %173 = fmul contract float %168, %172
  %174 = fmul contract float %168, %34
  %175 = fadd contract float %173, %174
  %176 = zext nneg i32 %70 to i64
  %177 = getelementptr inbounds nuw float, ptr %0, i64 %176
  %178 = getelementptr inbounds nuw i8, ptr %177, i64 60
  %179 = load float, ptr %178, align 4, !tbaa !16
  %180 = fmul contract float %175, %179
  %181 = fmul contract float %175, %36
  %182 = fadd contract float %180, %181
  %183 = zext nneg i32 %70 to i64
  %184 = getelementptr inbounds nuw float, ptr %0, i64 %183
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 64
  %186 = load float, ptr %185, align 4, !tbaa !16
  %187 = fmul contract float %182, %186
  %188 = fmul contract float %182, %38
  %189 = fadd contract float %187, %188
  %190 = zext nneg i32 %70 to i64
  %191 = getelementptr inbounds nuw float, ptr %0, i64 %190
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 68
  %193 = load float, ptr %192, align 4, !tbaa !16
  %194 = fmul contract float %189, %193
  %195 = fmul contract float %189, %40
  %196 = fadd contract float %194, %195
  %197 = zext nneg i32 %70 to i64
  %198 = getelementptr inbounds nuw float, ptr %0, i64 %197
  %199 = getelementptr inbounds nuw i8, ptr %198, i64 72
  %200 = load float, ptr %199, align 4, !tbaa !16
  %201 = fmul contract float %196, %200
  %202 = fmul contract float %196, %42
  %203 = fadd contract float %201, %202
  %204 = zext nneg i32 %70 to i64
  %205 = getelementptr inbounds nuw float, ptr %0, i64 %204
  %206 = getelementptr inbounds nuw i8, ptr %205, i64 76
  %207 = load float, ptr %206, align 4, !tbaa !16
  %208 = fmul contract float %203, %207
  %209 = fmul contract float %203, %44
  %210 = fadd contract float %208, %209
  %211 = zext nneg i32 %70 to i64
  %212 = getelementptr inbounds nuw float, ptr %0, i64 %211
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 80
  %214 = load float, ptr %213, align 4, !tbaa !16
  %215 = fmul contract float %210, %214
  %216 = fmul contract float %210, %46
  %217 = fadd contract float %215, %216
  %218 = zext nneg i32 %70 to i64
  %219 = getelementptr inbounds nuw float, ptr %0, i64 %218
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 84
  %221 = load float, ptr %220, align 4, !tbaa !16
  %222 = fmul contract float %217, %221
  %223 = fmul contract float %217, %48
  %224 = fadd contract float %222, %223
  %225 = zext nneg i32 %70 to i64
  %226 = getelementptr inbounds nuw float, ptr %0, i64 %225
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 88
  %228 = load float, ptr %227, align 4, !tbaa !16
  %229 = fmul contract float %224, %228
  %230 = fmul contract float %224, %50
  %231 = fadd contract float %229, %230
  %232 = zext nneg i32 %70 to i64
  %233 = getelementptr inbounds nuw float, ptr %0, i64 %232
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 92
  %235 = load float, ptr %234, align 4, !tbaa !16
  %236 = fmul contract float %231, %235
  %237 = fmul contract float %231, %52
  %238 = fadd contract float %236, %237
  %239 = zext nneg i32 %70 to i64
  %240 = getelementptr inbounds nuw float, ptr %0, i64 %239
  %241 = getelementptr inbounds nuw i8, ptr %240, i64 96
  %242 = load float, ptr %241, align 4, !tbaa !16
  %243 = fmul contract float %238, %242
  %244 = fmul contract float %238, %54
  %245 = fadd contract float %243, %244
  %246 = zext nneg i32 %70 to i64
  %247 = getelementptr inbounds nuw float, ptr %0, i64 %246
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 100
  %249 = load float, ptr %248, align 4, !tbaa !16
  %250 = fmul contract float %245, %249
  %251 = fmul contract float %245, %56
  %252 = fadd contract float %250, %251
  %253 = zext nneg i32 %70 to i64
  %254 = getelementptr inbounds nuw float, ptr %0, i64 %253
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 104
  %256 = load float, ptr %255, align 4, !tbaa !16
  %257 = fmul contract float %252, %256
  %258 = fmul contract float %252, %58
  %259 = fadd contract float %257, %258
  %260 = zext nneg i32 %70 to i64
  %261 = getelementptr inbounds nuw float, ptr %0, i64 %260
  %262 = getelementptr inbounds nuw i8, ptr %261, i64 108
  %263 = load float, ptr %262, align 4, !tbaa !16
  %264 = fmul contract float %259, %263
  %265 = fmul contract float %259, %60
  %266 = fadd contract float %264, %265
  %267 = zext nneg i32 %70 to i64
  %268 = getelementptr inbounds nuw float, ptr %0, i64 %267
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 112
  %270 = load float, ptr %269, align 4, !tbaa !16
  %271 = fmul contract float %266, %270
  %272 = fmul contract float %266, %62
  %273 = fadd contract float %271, %272
  %274 = zext nneg i32 %70 to i64
  %275 = getelementptr inbounds nuw float, ptr %0, i64 %274
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 116
  %277 = load float, ptr %276, align 4, !tbaa !16
  %278 = fmul contract float %273, %277
  %279 = fmul contract float %273, %64
  %280 = fadd contract float %278, %279
  %281 = zext nneg i32 %70 to i64
  %282 = getelementptr inbounds nuw float, ptr %0, i64 %281
  %283 = getelementptr inbounds nuw i8, ptr %282, i64 120
  %284 = load float, ptr %283, align 4, !tbaa !16
  %285 = fmul contract float %280, %284
  %286 = fmul contract float %280, %66
  %287 = fadd contract float %285, %286
  %288 = zext nneg i32 %70 to i64
  %289 = getelementptr inbounds nuw float, ptr %0, i64 %288
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 124
  %291 = load float, ptr %290, align 4, !tbaa !16
  %292 = fmul contract float %287, %291
  %293 = fmul contract float %287, %68
  %294 = fadd contract float %292, %293
  %295 = icmp eq i32 %78, 64
  br i1 %295, label %296, label %69, !llvm.loop !18

296:                                              ; preds = %69
  store float %294, ptr %4, align 4, !tbaa !16
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
