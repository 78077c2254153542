; A bound at the registers a kernel uses without one can still make ptxas
; spill: bench/coloring.cu's parent at warp scope uses 32 registers without
; a bound and spills 12 bytes under `.maxnreg 32` (ptxas 13.0, sm_90). So
; dpagg-fit-register-bounds compiles every lowered bound again and raises it
; by 8 while ptxas spills (BoundFitter::settleSpills): 40 here.
; Produced by: clang -O3 -dpagg-scope=warp bench/coloring.cu (device IR after
; the pipeline), llvm-extract --recursive --func=_Z11coloring_dpPKiS0_S0_Pii, and the
; kernel's "nvvm.maxnreg" set back to DPAgg's 64 (global names with '.' renamed:
; extracted, they are no longer internal, and ptxas refuses the dots).
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-fit-register-bounds -mcpu=sm_90 \
; RUN:   -dpagg-ptxas=%cuda_path/bin/ptxas -pass-remarks-analysis=dpagg \
; RUN:   -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; CHECK: define dso_local ptx_kernel void @_Z11coloring_dpPKiS0_S0_Pii({{.*}} #[[A:[0-9]+]]
; CHECK: attributes #[[A]] = {{{.*}}"nvvm.maxnreg"="40"
; REMARK: kernel coloring_dp(int const*, int const*, int const*, int*, int) uses 32 registers without a bound (ptxas): its register bound is 32 instead of 64
; REMARK-NEXT: kernel coloring_dp(int const*, int const*, int const*, int*, int) spills 12 bytes under a register bound of 32 (ptxas): its register bound is 40

; ModuleID = '/tmp/col.ll'
; ModuleID = '/tmp/col.ll'
source_filename = "bench/coloring.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.(anonymous namespace)::QueryCache" = type { [16 x i64] }
%struct.dim3 = type { i32, i32, i32 }
%printf_args = type { ptr, i32 }
%union.anon = type { %struct.cudaFuncAttributes, [368 x i8] }
%struct.cudaFuncAttributes = type { i64, i64, i64, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, [16 x i32] }

@_Z14conflict_childPKiS0_iiiiPi_dpagg_pair = external hidden addrspace(1) constant { ptr, ptr }, align 8
@__dpagg_opaque_zero = external addrspace(1) global i32, align 4
@dpagg_layout__Z14conflict_childPKiS0_iiiiPi = external hidden unnamed_addr constant [3 x i32], align 4
@dpagg_pool = external hidden addrspace(1) global [33293376 x i8], align 64
@dpagg_name__Z14conflict_childPKiS0_iiiiPi = external hidden unnamed_addr constant [65 x i8], align 1
@__dpagg_launch_failures_reported = external hidden addrspace(1) global i32, align 4
@dpagg_str_str9 = external hidden unnamed_addr constant [55 x i8], align 1
@dpagg_str_str110 = external hidden unnamed_addr constant [61 x i8], align 1
@_ZN12_GLOBAL__N_115DPAggMaxThreadsE = external hidden addrspace(1) global %"struct.(anonymous namespace)::QueryCache", align 8
@_ZN12_GLOBAL__N_114DPAggOccupancyE = external hidden addrspace(1) global %"struct.(anonymous namespace)::QueryCache", align 8
@_ZN12_GLOBAL__N_120DPAggMultiprocessorsE = external hidden addrspace(1) global i32, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
declare dso_local ptx_kernel void @_Z14conflict_childPKiS0_iiiiPi(ptr noundef readonly captures(none), ptr noundef readonly captures(none), i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef writeonly captures(none)) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11coloring_dpPKiS0_S0_Pii(ptr noundef readonly captures(none) %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  %11 = alloca %struct.dim3, align 4
  %12 = alloca %struct.dim3, align 4
  %13 = alloca %struct.dim3, align 4
  %14 = alloca %struct.dim3, align 4
  %15 = alloca [40 x i8], align 64
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  %21 = icmp slt i32 %20, %4
  br i1 %21, label %22, label %379

22:                                               ; preds = %5
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr i8, ptr %24, i64 4
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = sub nsw i32 %27, %25
  %29 = getelementptr inbounds i32, ptr %3, i64 %23
  store i32 0, ptr %29, align 4, !tbaa !6
  %30 = icmp sgt i32 %28, 0
  br i1 %30, label %31, label %379

31:                                               ; preds = %22
  %32 = getelementptr inbounds i32, ptr %2, i64 %23
  %33 = load i32, ptr %32, align 4, !tbaa !6
  store ptr %1, ptr %15, align 64, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store ptr %2, ptr %34, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %36 = tail call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 %25) #12
  store i32 %36, ptr %35, align 16, !tbaa !6
  %37 = getelementptr inbounds nuw i8, ptr %15, i64 20
  %38 = tail call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 %28) #12
  store i32 %38, ptr %37, align 4, !tbaa !6
  %39 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %40 = tail call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 %20) #12
  store i32 %40, ptr %39, align 8, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %42 = tail call i32 asm "mov.b32 $0, $1;", "=r,r"(i32 %33) #12
  store i32 %42, ptr %41, align 4, !tbaa !6
  %43 = getelementptr inbounds nuw i8, ptr %15, i64 32
  store ptr %3, ptr %43, align 32, !tbaa !11
  %44 = add nuw nsw i32 %28, 31
  %45 = lshr i32 %44, 5
  %46 = add nsw i32 %45, -1
  %47 = icmp ult i32 %46, 264
  %48 = icmp ult i32 %28, 8449
  %49 = and i32 %44, 2147483616
  %50 = icmp samesign ult i32 %49, 265
  %51 = and i1 %47, %48
  %52 = and i1 %51, %50
  br i1 %52, label %53, label %130

53:                                               ; preds = %31
  tail call void asm sideeffect "fence.acq_rel.cta;", "~{memory}"() #13
  %54 = tail call i32 asm "ld.global.u32 $0, [$1];", "=r,l"(i64 ptrtoint (ptr addrspace(1) @__dpagg_opaque_zero to i64)) #14
  %55 = load ptr, ptr %15, align 64
  %56 = ptrtoint ptr %55 to i64
  %57 = zext i32 %54 to i64
  %58 = tail call i64 asm "xor.b64 $0, $1, $2;", "=l,l,l"(i64 %56, i64 %57) #12
  %59 = inttoptr i64 %58 to ptr
  %60 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %61 = load ptr, ptr %60, align 8
  %62 = ptrtoint ptr %61 to i64
  %63 = zext i32 %54 to i64
  %64 = tail call i64 asm "xor.b64 $0, $1, $2;", "=l,l,l"(i64 %62, i64 %63) #12
  %65 = inttoptr i64 %64 to ptr
  %66 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %67 = load i32, ptr %66, align 16
  %68 = tail call i32 asm "xor.b32 $0, $1, $2;", "=r,r,r"(i32 %67, i32 %54) #12
  %69 = getelementptr inbounds nuw i8, ptr %15, i64 20
  %70 = load i32, ptr %69, align 4
  %71 = tail call i32 asm "xor.b32 $0, $1, $2;", "=r,r,r"(i32 %70, i32 %54) #12
  %72 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %73 = load i32, ptr %72, align 8
  %74 = tail call i32 asm "xor.b32 $0, $1, $2;", "=r,r,r"(i32 %73, i32 %54) #12
  %75 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %76 = load i32, ptr %75, align 4
  %77 = tail call i32 asm "xor.b32 $0, $1, $2;", "=r,r,r"(i32 %76, i32 %54) #12
  %78 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %79 = load ptr, ptr %78, align 32
  %80 = ptrtoint ptr %79 to i64
  %81 = zext i32 %54 to i64
  %82 = tail call i64 asm "xor.b64 $0, $1, $2;", "=l,l,l"(i64 %80, i64 %81) #12
  %83 = inttoptr i64 %82 to ptr
  %84 = sext i32 %74 to i64
  %85 = getelementptr inbounds i32, ptr %83, i64 %84
  %86 = sext i32 %74 to i64
  %87 = getelementptr inbounds i32, ptr %83, i64 %86
  br label %88

88:                                               ; preds = %127, %53
  %89 = phi i32 [ 0, %53 ], [ %128, %127 ]
  %90 = shl i32 %89, 5
  %91 = shl i32 %89, 5
  br label %92

92:                                               ; preds = %124, %88
  %93 = phi i32 [ 0, %88 ], [ %125, %124 ]
  %94 = or disjoint i32 %90, %93
  %95 = icmp slt i32 %94, %71
  br i1 %95, label %96, label %108

96:                                               ; preds = %92
  %97 = add nsw i32 %68, %94
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, ptr %59, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = icmp slt i32 %100, %74
  br i1 %101, label %102, label %108

102:                                              ; preds = %96
  %103 = sext i32 %100 to i64
  %104 = getelementptr inbounds i32, ptr %65, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = icmp eq i32 %105, %77
  br i1 %106, label %107, label %108

107:                                              ; preds = %102
  store i32 1, ptr %85, align 4, !tbaa !6
  br label %108

108:                                              ; preds = %107, %102, %96, %92
  %109 = or disjoint i32 %93, 1
  %110 = or disjoint i32 %91, %109
  %111 = icmp slt i32 %110, %71
  br i1 %111, label %112, label %124

112:                                              ; preds = %108
  %113 = add nsw i32 %68, %110
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %59, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = icmp slt i32 %116, %74
  br i1 %117, label %118, label %124

118:                                              ; preds = %112
  %119 = sext i32 %116 to i64
  %120 = getelementptr inbounds i32, ptr %65, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = icmp eq i32 %121, %77
  br i1 %122, label %123, label %124

123:                                              ; preds = %118
  store i32 1, ptr %87, align 4, !tbaa !6
  br label %124

124:                                              ; preds = %123, %118, %112, %108
  %125 = add nuw nsw i32 %93, 2
  %126 = icmp samesign ult i32 %109, 31
  br i1 %126, label %92, label %127

127:                                              ; preds = %124
  %128 = add nuw i32 %89, 1
  %129 = icmp ult i32 %128, %45
  br i1 %129, label %88, label %379

130:                                              ; preds = %31
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  %131 = icmp eq ptr addrspacecast (ptr addrspace(1) @_Z14conflict_childPKiS0_iiiiPi_dpagg_pair to ptr), null
  br i1 %131, label %132, label %138

132:                                              ; preds = %130
  store i32 %45, ptr %8, align 4, !tbaa !6, !noalias !14
  %133 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %133, align 4, !tbaa !6, !noalias !14
  %134 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %134, align 4, !tbaa !6, !noalias !14
  store i32 32, ptr %9, align 4, !tbaa !6, !noalias !14
  %135 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 1, ptr %135, align 4, !tbaa !6, !noalias !14
  %136 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 1, ptr %136, align 4, !tbaa !6, !noalias !14
  %137 = call noundef i32 @_ZN8dpagg_rt11launchAloneEPvPKvj4dim3S3_jP11CUstream_stjPKc(ptr noundef nonnull @_Z14conflict_childPKiS0_iiiiPi, ptr noundef nonnull %15, i32 noundef 40, ptr noundef nonnull byval(%struct.dim3) align 4 %8, ptr noundef nonnull byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null, i32 noundef 116, ptr noundef nonnull @dpagg_name__Z14conflict_childPKiS0_iiiiPi) #15, !noalias !14
  br label %378

138:                                              ; preds = %130
  %139 = tail call noundef i32 @llvm.nvvm.activemask(), !noalias !14
  %140 = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(i32 %139, i64 0), !noalias !14
  %141 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #16, !srcloc !17
  %142 = shl nuw i32 1, %141
  %143 = icmp eq i32 %140, %142
  br i1 %143, label %144, label %160

144:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(ptr nonnull %7), !noalias !14
  call void @llvm.lifetime.start.p0(ptr nonnull %6), !noalias !14
  store i32 32, ptr %6, align 8, !noalias !14
  %145 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %145, align 4, !noalias !14
  %146 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %146, align 8, !noalias !14
  store i32 %45, ptr %7, align 8, !noalias !14
  %147 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %147, align 4, !noalias !14
  %148 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %148, align 8, !noalias !14
  %149 = tail call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef nonnull @_Z14conflict_childPKiS0_iiiiPi, ptr noundef nonnull byval(%struct.dim3) align 4 %7, ptr noundef nonnull byval(%struct.dim3) align 4 %6, i32 noundef 0) #15, !noalias !14
  call void @llvm.lifetime.end.p0(ptr nonnull %7), !noalias !14
  call void @llvm.lifetime.end.p0(ptr nonnull %6), !noalias !14
  %150 = icmp eq ptr %149, null
  br i1 %150, label %151, label %153

151:                                              ; preds = %144
  %152 = tail call noundef i32 @__cudaCDP2PeekAtLastError() #15, !noalias !14
  br label %378

153:                                              ; preds = %144
  %154 = ptrtoint ptr %149 to i64
  %155 = and i64 %154, 15
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %157, label %158

157:                                              ; preds = %153
  call void @llvm.assume(i1 true) [ "align"(ptr %149, i64 16) ], !noalias !14
  br label %158

158:                                              ; preds = %157, %153
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %149, ptr noundef nonnull align 64 dereferenceable(40) %15, i64 range(i64 0, 4294967296) 40, i1 false), !noalias !14
  %159 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2(ptr noundef nonnull %149, ptr noundef null) #15, !noalias !14
  br label %378

160:                                              ; preds = %138
  %161 = tail call noundef i32 @__cudaCDP2PeekAtLastError() #15, !noalias !14
  %162 = icmp eq i32 %161, 0
  %163 = icmp ne i32 %45, 0
  %164 = icmp ult i32 %28, 1073741825
  %165 = and i1 %163, %164
  %166 = tail call noundef i32 @llvm.nvvm.activemask(), !noalias !14
  %167 = tail call noundef i32 @llvm.nvvm.match.any.sync.i64(i32 %166, i64 0), !noalias !14
  %168 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %167, i1 %165), !noalias !14
  %169 = and i32 %168, %167
  %170 = and i1 %162, %165
  %171 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %167, i1 %170), !noalias !14
  br i1 %165, label %172, label %224

172:                                              ; preds = %160
  %173 = and i32 %171, %167
  %174 = tail call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #16, !srcloc !18
  %175 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %169)
  %176 = and i32 %174, %169
  %177 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %176)
  %178 = icmp eq i32 %169, -1
  br i1 %178, label %179, label %201

179:                                              ; preds = %172
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %45, i32 1, i32 0), !noalias !14
  %181 = icmp eq i32 %176, 0
  %182 = select i1 %181, i32 0, i32 %180
  %183 = add i32 %182, %45
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %183, i32 2, i32 0), !noalias !14
  %185 = icmp samesign ult i32 %177, 2
  %186 = select i1 %185, i32 0, i32 %184
  %187 = add i32 %186, %183
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %187, i32 4, i32 0), !noalias !14
  %189 = icmp samesign ult i32 %177, 4
  %190 = select i1 %189, i32 0, i32 %188
  %191 = add i32 %190, %187
  %192 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %191, i32 8, i32 0), !noalias !14
  %193 = icmp samesign ult i32 %177, 8
  %194 = select i1 %193, i32 0, i32 %192
  %195 = add i32 %194, %191
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %195, i32 16, i32 0), !noalias !14
  %197 = icmp samesign ult i32 %177, 16
  %198 = select i1 %197, i32 0, i32 %196
  %199 = add i32 %198, %195
  %200 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %199, i32 31, i32 31), !noalias !14
  br label %217

201:                                              ; preds = %172
  %202 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %174)
  %203 = icmp eq i32 %169, 0
  br i1 %203, label %217, label %204

204:                                              ; preds = %204, %201
  %205 = phi i32 [ %215, %204 ], [ %169, %201 ]
  %206 = phi i32 [ %213, %204 ], [ 0, %201 ]
  %207 = phi i32 [ %210, %204 ], [ 0, %201 ]
  %208 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %205, i1 true)
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %169, i32 %45, i32 %208, i32 31), !noalias !14
  %210 = add i32 %209, %207
  %211 = icmp samesign ugt i32 %208, %202
  %212 = select i1 %211, i32 0, i32 %209
  %213 = add i32 %212, %206
  %214 = add i32 %205, -1
  %215 = and i32 %214, %205
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %217, label %204, !llvm.loop !19

217:                                              ; preds = %204, %201, %179
  %218 = phi i32 [ %200, %179 ], [ 0, %201 ], [ %210, %204 ]
  %219 = phi i32 [ %199, %179 ], [ 0, %201 ], [ %213, %204 ]
  %220 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 32, i32 %169), !noalias !14
  %221 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 1, i32 %169), !noalias !14
  %222 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 1, i32 %169), !noalias !14
  %223 = tail call noundef i32 @llvm.nvvm.redux.sync.umax(i32 0, i32 %169), !noalias !14
  br label %224

224:                                              ; preds = %217, %160
  %225 = phi i32 [ %223, %217 ], [ undef, %160 ]
  %226 = phi i32 [ %222, %217 ], [ 1, %160 ]
  %227 = phi i32 [ %221, %217 ], [ 1, %160 ]
  %228 = phi i32 [ %220, %217 ], [ 1, %160 ]
  %229 = phi i32 [ %218, %217 ], [ undef, %160 ]
  %230 = phi i32 [ %219, %217 ], [ undef, %160 ]
  %231 = phi i32 [ %177, %217 ], [ undef, %160 ]
  %232 = phi i32 [ %175, %217 ], [ undef, %160 ]
  %233 = phi i32 [ %173, %217 ], [ undef, %160 ]
  %234 = icmp ugt i32 %232, 1
  %235 = select i1 %165, i1 %234, i1 false
  %236 = icmp ne i32 %233, 0
  %237 = and i1 %235, %236
  br i1 %237, label %244, label %238

238:                                              ; preds = %224
  store i32 %45, ptr %10, align 4, !tbaa !6, !noalias !14
  %239 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 1, ptr %239, align 4, !tbaa !6, !noalias !14
  %240 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 1, ptr %240, align 4, !tbaa !6, !noalias !14
  store i32 32, ptr %11, align 4, !tbaa !6, !noalias !14
  %241 = getelementptr inbounds nuw i8, ptr %11, i64 4
  store i32 1, ptr %241, align 4, !tbaa !6, !noalias !14
  %242 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 1, ptr %242, align 4, !tbaa !6, !noalias !14
  %243 = call noundef i32 @_ZN8dpagg_rt11launchAloneEPvPKvj4dim3S3_jP11CUstream_stjPKc(ptr noundef nonnull @_Z14conflict_childPKiS0_iiiiPi, ptr noundef nonnull %15, i32 noundef 40, ptr noundef nonnull byval(%struct.dim3) align 4 %10, ptr noundef nonnull byval(%struct.dim3) align 4 %11, i32 noundef 0, ptr noundef null, i32 noundef 116, ptr noundef nonnull @dpagg_name__Z14conflict_childPKiS0_iiiiPi) #15, !noalias !14
  br label %378

244:                                              ; preds = %224
  %245 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %233, i1 true)
  %246 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #16, !srcloc !17
  %247 = icmp eq i32 %246, %245
  br i1 %247, label %248, label %315

248:                                              ; preds = %244
  %249 = shl i32 %232, 5
  %250 = add i32 %249, 127
  %251 = and i32 %250, -64
  %252 = zext i32 %251 to i64
  %253 = zext i32 %232 to i64
  %254 = shl nuw nsw i64 %253, 4
  %255 = add nuw nsw i64 %254, %252
  %256 = icmp samesign ugt i64 %255, 262104
  br i1 %256, label %315, label %257

257:                                              ; preds = %248
  %258 = trunc nuw i64 %255 to i32
  %259 = add nuw nsw i32 %258, 103
  %260 = and i32 %259, 524224
  %261 = icmp samesign ugt i32 %260, 262144
  br i1 %261, label %315, label %262

262:                                              ; preds = %257
  %263 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #16, !srcloc !21
  %264 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @dpagg_pool to ptr), align 4, !tbaa !6, !noalias !14
  %265 = add i32 %264, %263
  %266 = urem i32 %265, 127
  %267 = zext nneg i32 %260 to i64
  %268 = or disjoint i64 %267, 1099511627776
  %269 = sub nuw nsw i64 262144, %267
  br label %270

270:                                              ; preds = %309, %262
  %271 = phi i32 [ 0, %262 ], [ %306, %309 ]
  %272 = phi ptr [ undef, %262 ], [ %308, %309 ]
  %273 = phi i32 [ 0, %262 ], [ %310, %309 ]
  %274 = add i32 %273, %266
  %275 = icmp ult i32 %274, 127
  %276 = select i1 %275, i32 0, i32 -127
  %277 = add i32 %276, %274
  %278 = zext i32 %277 to i64
  %279 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @dpagg_pool to ptr), i64 64), i64 %278
  %280 = load volatile i64, ptr %279, align 8, !tbaa !22, !noalias !14
  %281 = and i64 %280, 1099511627775
  %282 = add nuw nsw i64 %281, %267
  %283 = icmp samesign ugt i64 %282, 262144
  br i1 %283, label %305, label %284

284:                                              ; preds = %270
  %285 = atomicrmw add ptr %279, i64 %268 seq_cst, align 8, !noalias !14
  %286 = and i64 %285, 1099511627775
  %287 = icmp samesign ugt i64 %286, %269
  br i1 %287, label %296, label %288

288:                                              ; preds = %284
  tail call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"() #15, !noalias !14, !srcloc !24
  %289 = icmp eq i32 %273, 0
  br i1 %289, label %291, label %290

290:                                              ; preds = %288
  store volatile i32 %277, ptr addrspacecast (ptr addrspace(1) @dpagg_pool to ptr), align 4, !tbaa !6, !noalias !14
  br label %291

291:                                              ; preds = %290, %288
  %292 = shl nuw nsw i64 %278, 18
  %293 = getelementptr inbounds nuw i8, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(1) @dpagg_pool to ptr), i64 1088), i64 %292
  %294 = and i64 %285, 4294967295
  %295 = getelementptr inbounds nuw i8, ptr %293, i64 %294
  br label %305

296:                                              ; preds = %284
  tail call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"() #15, !noalias !14, !srcloc !24
  %297 = addrspacecast ptr %279 to ptr addrspace(1)
  %298 = ptrtoint ptr addrspace(1) %297 to i64
  %299 = tail call noundef i64 asm sideeffect "atom.relaxed.gpu.global.add.u64 $0, [$1], $2;", "=l,l,l,~{memory}"(i64 %298, i64 -1099511627776) #15, !noalias !14, !srcloc !25
  %300 = and i64 %299, -1099511627776
  %301 = icmp eq i64 %300, 1099511627776
  br i1 %301, label %302, label %305

302:                                              ; preds = %296
  %303 = add nsw i64 %299, -1099511627776
  %304 = tail call noundef i64 asm sideeffect "atom.relaxed.gpu.global.cas.b64 $0, [$1], $2, $3;", "=l,l,l,l,~{memory}"(i64 %298, i64 %303, i64 0) #15, !noalias !14, !srcloc !26
  br label %305

305:                                              ; preds = %302, %296, %291, %270
  %306 = phi i32 [ %271, %270 ], [ %271, %302 ], [ %271, %296 ], [ %277, %291 ]
  %307 = phi i32 [ 4, %270 ], [ 0, %302 ], [ 0, %296 ], [ 1, %291 ]
  %308 = phi ptr [ %272, %270 ], [ %272, %302 ], [ %272, %296 ], [ %295, %291 ]
  switch i32 %307, label %312 [
    i32 0, label %309
    i32 4, label %309
  ]

309:                                              ; preds = %305, %305
  %310 = add nuw i32 %273, 1
  %311 = icmp eq i32 %310, 127
  br i1 %311, label %312, label %270, !llvm.loop !27

312:                                              ; preds = %309, %305
  %313 = phi ptr [ %308, %305 ], [ null, %309 ]
  %314 = ptrtoint ptr %313 to i64
  br label %315

315:                                              ; preds = %312, %257, %248, %244
  %316 = phi i32 [ 0, %244 ], [ 0, %248 ], [ 0, %257 ], [ %306, %312 ]
  %317 = phi i64 [ 0, %244 ], [ 0, %248 ], [ 0, %257 ], [ %314, %312 ]
  %318 = trunc i64 %317 to i32
  %319 = lshr i64 %317, 32
  %320 = trunc nuw i64 %319 to i32
  %321 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %169, i32 %318, i32 %245, i32 31), !noalias !14
  %322 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %169, i32 %320, i32 %245, i32 31), !noalias !14
  %323 = zext i32 %322 to i64
  %324 = shl nuw i64 %323, 32
  %325 = zext i32 %321 to i64
  %326 = or disjoint i64 %324, %325
  %327 = inttoptr i64 %326 to ptr
  %328 = icmp eq i64 %326, 0
  br i1 %328, label %329, label %335

329:                                              ; preds = %315
  store i32 %45, ptr %12, align 4, !tbaa !6, !noalias !14
  %330 = getelementptr inbounds nuw i8, ptr %12, i64 4
  store i32 1, ptr %330, align 4, !tbaa !6, !noalias !14
  %331 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 1, ptr %331, align 4, !tbaa !6, !noalias !14
  store i32 32, ptr %13, align 4, !tbaa !6, !noalias !14
  %332 = getelementptr inbounds nuw i8, ptr %13, i64 4
  store i32 1, ptr %332, align 4, !tbaa !6, !noalias !14
  %333 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 1, ptr %333, align 4, !tbaa !6, !noalias !14
  %334 = call noundef i32 @_ZN8dpagg_rt11launchAloneEPvPKvj4dim3S3_jP11CUstream_stjPKc(ptr noundef nonnull @_Z14conflict_childPKiS0_iiiiPi, ptr noundef nonnull %15, i32 noundef 40, ptr noundef nonnull byval(%struct.dim3) align 4 %12, ptr noundef nonnull byval(%struct.dim3) align 4 %13, i32 noundef 0, ptr noundef null, i32 noundef 116, ptr noundef nonnull @dpagg_name__Z14conflict_childPKiS0_iiiiPi) #15, !noalias !14
  br label %378

335:                                              ; preds = %315
  tail call void @llvm.nvvm.bar.warp.sync(i32 %169), !noalias !14
  %336 = getelementptr inbounds nuw i8, ptr %327, i64 64
  %337 = zext i32 %232 to i64
  %338 = getelementptr inbounds nuw i32, ptr %336, i64 %337
  %339 = mul i32 %231, 7
  %340 = zext i32 %339 to i64
  %341 = getelementptr inbounds nuw i32, ptr %338, i64 %340
  %342 = zext i32 %231 to i64
  %343 = getelementptr inbounds nuw i32, ptr %336, i64 %342
  store i32 %230, ptr %343, align 4, !tbaa !6, !noalias !14
  store i32 %45, ptr %341, align 4, !tbaa !6, !noalias !14
  %344 = getelementptr inbounds nuw i8, ptr %341, i64 4
  store i32 1, ptr %344, align 4, !tbaa !6, !noalias !14
  %345 = getelementptr inbounds nuw i8, ptr %341, i64 8
  store i32 1, ptr %345, align 4, !tbaa !6, !noalias !14
  %346 = getelementptr inbounds nuw i8, ptr %341, i64 12
  store i32 32, ptr %346, align 4, !tbaa !6, !noalias !14
  %347 = getelementptr inbounds nuw i8, ptr %341, i64 16
  store i32 1, ptr %347, align 4, !tbaa !6, !noalias !14
  %348 = getelementptr inbounds nuw i8, ptr %341, i64 20
  store i32 1, ptr %348, align 4, !tbaa !6, !noalias !14
  %349 = getelementptr inbounds nuw i8, ptr %341, i64 24
  store i32 0, ptr %349, align 4, !tbaa !6, !noalias !14
  %350 = shl i32 %232, 5
  %351 = add i32 %350, 127
  %352 = and i32 %351, -64
  %353 = zext i32 %352 to i64
  %354 = getelementptr inbounds nuw i8, ptr %327, i64 %353
  %355 = shl nuw nsw i64 %342, 4
  %356 = getelementptr inbounds nuw i8, ptr %354, i64 %355
  %357 = getelementptr inbounds nuw i8, ptr %15, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %356, ptr noundef nonnull align 16 dereferenceable(16) %357, i64 range(i64 0, 4294967296) 16, i1 false), !noalias !14
  br i1 %247, label %358, label %373

358:                                              ; preds = %335
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @dpagg_pool to ptr) to i64), ptr %327, align 8, !tbaa !29, !noalias !14
  %359 = getelementptr inbounds nuw i8, ptr %327, i64 8
  store i32 %316, ptr %359, align 8, !tbaa !31, !noalias !14
  %360 = getelementptr inbounds nuw i8, ptr %327, i64 12
  store i32 %229, ptr %360, align 4, !tbaa !32, !noalias !14
  %361 = getelementptr inbounds nuw i8, ptr %327, i64 16
  store i32 %232, ptr %361, align 8, !tbaa !33, !noalias !14
  %362 = getelementptr inbounds nuw i8, ptr %327, i64 20
  store i32 16, ptr %362, align 4, !tbaa !34, !noalias !14
  %363 = getelementptr inbounds nuw i8, ptr %327, i64 24
  store i32 %352, ptr %363, align 8, !tbaa !35, !noalias !14
  %364 = getelementptr inbounds nuw i8, ptr %327, i64 28
  store i32 %232, ptr %364, align 4, !tbaa !36, !noalias !14
  %365 = getelementptr inbounds nuw i8, ptr %327, i64 32
  store i64 ptrtoint (ptr @dpagg_layout__Z14conflict_childPKiS0_iiiiPi to i64), ptr %365, align 8, !tbaa !37, !noalias !14
  %366 = getelementptr inbounds nuw i8, ptr %327, i64 44
  store i32 40, ptr %366, align 4, !tbaa !38, !noalias !14
  %367 = getelementptr inbounds nuw i8, ptr %327, i64 48
  store i32 0, ptr %367, align 8, !tbaa !39, !noalias !14
  %368 = getelementptr inbounds nuw i8, ptr %327, i64 40
  %369 = shl i32 %232, 4
  %370 = add i32 %352, %369
  store i32 %370, ptr %368, align 8, !tbaa !40, !noalias !14
  %371 = zext i32 %370 to i64
  %372 = getelementptr inbounds nuw i8, ptr %327, i64 %371
  call void @llvm.assume(i1 true) [ "align"(ptr %372, i64 16) ], !noalias !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %372, ptr noundef nonnull align 64 dereferenceable(40) %15, i64 range(i64 0, 4294967296) 40, i1 false), !noalias !14
  br label %373

373:                                              ; preds = %358, %335
  tail call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"() #15, !noalias !14, !srcloc !24
  tail call void @llvm.nvvm.bar.warp.sync(i32 %169), !noalias !14
  br i1 %247, label %374, label %378

374:                                              ; preds = %373
  store i32 %228, ptr %14, align 4, !tbaa !6, !noalias !14
  %375 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 %227, ptr %375, align 4, !tbaa !6, !noalias !14
  %376 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 %226, ptr %376, align 4, !tbaa !6, !noalias !14
  %377 = tail call noundef zeroext i1 @_ZN8dpagg_rt15launchAggregateEPcS0_Pvj4dim3jjP11CUstream_stjS1_jPKc(ptr noundef nonnull %327, ptr noundef addrspacecast (ptr addrspace(1) @dpagg_pool to ptr), ptr noundef nonnull addrspacecast (ptr addrspace(1) @_Z14conflict_childPKiS0_iiiiPi_dpagg_pair to ptr), i32 noundef %229, ptr noundef nonnull byval(%struct.dim3) align 4 %14, i32 noundef %225, i32 noundef 256, ptr noundef null, i32 noundef 116, ptr noundef nonnull @_Z14conflict_childPKiS0_iiiiPi, i32 noundef 40, ptr noundef nonnull @dpagg_name__Z14conflict_childPKiS0_iiiiPi) #15, !noalias !14
  br label %378

378:                                              ; preds = %374, %373, %329, %238, %158, %151, %132
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  br label %379

379:                                              ; preds = %378, %127, %22, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZN8dpagg_rt11launchAloneEPvPKvj4dim3S3_jP11CUstream_stjPKc(ptr noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2, ptr noundef readonly byval(%struct.dim3) align 4 captures(none) %3, ptr noundef readonly byval(%struct.dim3) align 4 captures(none) %4, i32 noundef %5, ptr noundef %6, i32 noundef %7, ptr noundef %8) local_unnamed_addr #4 {
  %10 = tail call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef %0, ptr noundef nonnull byval(%struct.dim3) align 4 %3, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef %5) #15
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %16

12:                                               ; preds = %9
  %13 = tail call noundef i32 @__cudaCDP2PeekAtLastError() #15
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %14, i32 701, i32 %13
  br label %27

16:                                               ; preds = %9
  %17 = icmp eq i32 %2, 0
  br i1 %17, label %20, label %18

18:                                               ; preds = %16
  %19 = zext i32 %2 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %10, ptr noundef nonnull align 1 dereferenceable(1) %1, i64 range(i64 1, 4294967296) %19, i1 false)
  br label %20

20:                                               ; preds = %18, %16
  %21 = and i32 %7, 1
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %25, label %23

23:                                               ; preds = %20
  %24 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef nonnull %10, ptr noundef %6) #15
  br label %27

25:                                               ; preds = %20
  %26 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2(ptr noundef nonnull %10, ptr noundef %6) #15
  br label %27

27:                                               ; preds = %25, %23, %12
  %28 = phi i32 [ %15, %12 ], [ %24, %23 ], [ %26, %25 ]
  %29 = and i32 %7, 2
  %30 = icmp ne i32 %29, 0
  %31 = icmp ne i32 %28, 0
  %32 = and i1 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %27
  tail call void @_ZN8dpagg_rt19reportLaunchFailureEPKc9cudaError(ptr noundef %8, i32 noundef %28) #13
  br label %34

34:                                               ; preds = %33, %27
  ret i32 %28
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64) #5

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBufferV2(ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2PeekAtLastError() local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #8

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDeviceV2(ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress noinline nounwind
define hidden void @_ZN8dpagg_rt19reportLaunchFailureEPKc9cudaError(ptr noundef %0, i32 noundef %1) local_unnamed_addr #9 {
  %3 = alloca %printf_args, align 8
  %4 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @__dpagg_launch_failures_reported to ptr), i32 1 seq_cst, align 4
  %5 = icmp ult i32 %4, 8
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  store ptr %0, ptr %3, align 8
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 %1, ptr %7, align 8
  %8 = call i32 @vprintf(ptr nonnull @dpagg_str_str9, ptr nonnull %3) #13
  br label %13

9:                                                ; preds = %2
  %10 = icmp eq i32 %4, 8
  br i1 %10, label %11, label %13

11:                                               ; preds = %9
  %12 = tail call i32 @vprintf(ptr nonnull @dpagg_str_str110, ptr null) #13
  br label %13

13:                                               ; preds = %11, %9, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef range(i32 0, 16777216) i32 @_ZN12_GLOBAL__N_112maxThreadsOfEPKv(ptr noundef %0) local_unnamed_addr #4 {
  %2 = alloca %union.anon, align 16
  %3 = ptrtoint ptr %0 to i64
  %4 = mul i64 %3, -7046029254386353131
  %5 = lshr i64 %4, 29
  %6 = xor i64 %5, %4
  %7 = mul i64 %6, -4658895280553007687
  %8 = lshr i64 %7, 32
  %9 = xor i64 %8, %7
  %10 = icmp uge ptr %0, inttoptr (i64 1099511627776 to ptr)
  br i1 %10, label %21, label %11

11:                                               ; preds = %1
  %12 = and i64 %9, 15
  %13 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(1) @_ZN12_GLOBAL__N_115DPAggMaxThreadsE to ptr), i64 %12
  %14 = load volatile i64, ptr %13, align 8, !tbaa !22
  %15 = lshr i64 %14, 24
  %16 = icmp ne i64 %15, %3
  %17 = trunc i64 %14 to i32
  %18 = and i32 %17, 16777215
  %19 = icmp eq i32 %18, 0
  %20 = or i1 %16, %19
  br i1 %20, label %21, label %41

21:                                               ; preds = %11, %1
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #13
  %22 = call noundef i32 @__cudaCDP2FuncGetAttributes(ptr noundef nonnull %2, ptr noundef %0) #15
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = call noundef i32 @__cudaCDP2GetLastError() #15
  br label %39

26:                                               ; preds = %21
  %27 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %28 = load i32, ptr %27, align 8, !tbaa !41
  %29 = add i32 %28, -1025
  %30 = icmp ult i32 %29, -1024
  %31 = or i1 %10, %30
  %32 = select i1 %30, i32 0, i32 %28
  br i1 %31, label %39, label %33

33:                                               ; preds = %26
  %34 = and i64 %9, 15
  %35 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(1) @_ZN12_GLOBAL__N_115DPAggMaxThreadsE to ptr), i64 %34
  %36 = shl nuw i64 %3, 24
  %37 = zext nneg i32 %28 to i64
  %38 = or disjoint i64 %36, %37
  store volatile i64 %38, ptr %35, align 8, !tbaa !22
  br label %39

39:                                               ; preds = %33, %26, %24
  %40 = phi i32 [ 0, %24 ], [ %32, %26 ], [ %28, %33 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #13
  br label %41

41:                                               ; preds = %39, %11
  %42 = phi i32 [ %40, %39 ], [ %18, %11 ]
  ret i32 %42
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #10

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #11

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef zeroext i1 @_ZN8dpagg_rt15launchAggregateEPcS0_Pvj4dim3jjP11CUstream_stjS1_jPKc(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.dim3) align 4 captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, i32 noundef %8, ptr noundef %9, i32 noundef %10, ptr noundef %11) local_unnamed_addr #4 {
  %13 = alloca %struct.dim3, align 8
  %14 = and i32 %8, 4
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, ptr %7, ptr inttoptr (i64 4 to ptr)
  %17 = and i32 %8, 32
  %18 = icmp eq i32 %17, 0
  %19 = load i32, ptr %4, align 4, !tbaa !6
  br i1 %18, label %20, label %30

20:                                               ; preds = %12
  %21 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = zext i32 %19 to i64
  %26 = zext i32 %22 to i64
  %27 = mul nuw i64 %26, %25
  %28 = zext i32 %24 to i64
  %29 = mul i64 %27, %28
  br label %82

30:                                               ; preds = %12
  %31 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !44
  %33 = load ptr, ptr %2, align 8, !tbaa !46
  %34 = lshr i32 %8, 8
  %35 = and i32 %34, 15
  %36 = zext i32 %3 to i64
  %37 = zext nneg i32 %35 to i64
  %38 = shl nuw nsw i64 1, %37
  %39 = add nsw i64 %36, -1
  %40 = add nsw i64 %39, %38
  %41 = lshr i64 %40, %37
  %42 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = zext i32 %19 to i64
  %47 = zext i32 %43 to i64
  %48 = mul nuw i64 %47, %46
  %49 = zext i32 %45 to i64
  %50 = mul i64 %48, %49
  %51 = tail call fastcc noundef i32 @_ZN12_GLOBAL__N_114residentBlocksEPKvyj(ptr noundef %32, i64 noundef %50, i32 noundef %5) #15
  %52 = zext nneg i32 %51 to i64
  %53 = icmp eq i32 %51, 0
  br i1 %53, label %62, label %54

54:                                               ; preds = %30
  %55 = lshr i32 %8, 5
  %56 = and i32 %55, 2
  %57 = zext nneg i32 %56 to i64
  %58 = shl nuw nsw i64 %52, %57
  %59 = icmp samesign ult i64 %58, %36
  %60 = tail call i64 @llvm.umin.i64(i64 %41, i64 %52)
  %61 = select i1 %59, i64 %60, i64 %41
  br label %62

62:                                               ; preds = %54, %30
  %63 = phi i64 [ %61, %54 ], [ %41, %30 ]
  %64 = icmp samesign ult i64 %63, %36
  %65 = and i64 %63, 1
  %66 = icmp eq i64 %65, 0
  %67 = and i1 %64, %66
  br i1 %67, label %68, label %76

68:                                               ; preds = %62
  %69 = icmp samesign ult i64 %63, %52
  %70 = select i1 %53, i1 true, i1 %69
  %71 = or disjoint i64 %63, 1
  %72 = icmp samesign ult i64 %71, %36
  %73 = select i1 %70, i1 %72, i1 false
  %74 = add nsw i64 %63, -1
  %75 = select i1 %73, i64 %71, i64 %74
  br label %76

76:                                               ; preds = %68, %62
  %77 = phi i64 [ %63, %62 ], [ %75, %68 ]
  %78 = icmp ult i64 %77, %36
  br i1 %78, label %79, label %82

79:                                               ; preds = %76
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %81 = trunc nuw i64 %77 to i32
  store i32 %81, ptr %80, align 4, !tbaa !32
  br label %82

82:                                               ; preds = %79, %76, %20
  %83 = phi i64 [ %29, %20 ], [ %50, %76 ], [ %50, %79 ]
  %84 = phi ptr [ %2, %20 ], [ %33, %76 ], [ %32, %79 ]
  %85 = phi i32 [ %3, %20 ], [ %3, %76 ], [ %81, %79 ]
  %86 = zext i32 %6 to i64
  %87 = icmp ugt i64 %83, %86
  br i1 %87, label %88, label %92

88:                                               ; preds = %82
  %89 = tail call noundef i32 @_ZN12_GLOBAL__N_112maxThreadsOfEPKv(ptr noundef %84) #15
  %90 = zext nneg i32 %89 to i64
  %91 = icmp ugt i64 %83, %90
  br i1 %91, label %114, label %92

92:                                               ; preds = %88, %82
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  store i32 %85, ptr %13, align 8
  %93 = getelementptr inbounds nuw i8, ptr %13, i64 4
  store i32 1, ptr %93, align 4
  %94 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 1, ptr %94, align 8
  %95 = tail call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef %84, ptr noundef nonnull byval(%struct.dim3) align 4 %13, ptr noundef nonnull byval(%struct.dim3) align 4 %4, i32 noundef %5) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  %96 = icmp eq ptr %95, null
  br i1 %96, label %97, label %99

97:                                               ; preds = %92
  %98 = tail call noundef i32 @__cudaCDP2PeekAtLastError() #15
  br label %111

99:                                               ; preds = %92
  %100 = ptrtoint ptr %95 to i64
  %101 = and i64 %100, 15
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %104

103:                                              ; preds = %99
  call void @llvm.assume(i1 true) [ "align"(ptr %95, i64 16) ]
  br label %104

104:                                              ; preds = %103, %99
  store ptr %0, ptr %95, align 1
  %105 = and i32 %8, 1
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef nonnull %95, ptr noundef %16) #15
  br label %111

109:                                              ; preds = %104
  %110 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2(ptr noundef nonnull %95, ptr noundef %16) #15
  br label %111

111:                                              ; preds = %109, %107, %97
  %112 = phi i32 [ 1, %97 ], [ %108, %107 ], [ %110, %109 ]
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %136, label %114

114:                                              ; preds = %111, %88
  %115 = tail call noundef i32 @__cudaCDP2GetLastError() #15
  %116 = and i32 %8, 16
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %119, label %118

118:                                              ; preds = %114
  tail call void @_ZN8dpagg_rt12replayRecordEPKcPvjP11CUstream_stjS1_(ptr noundef %0, ptr noundef %9, i32 noundef %10, ptr noundef %7, i32 noundef %8, ptr noundef %11) #15
  br label %119

119:                                              ; preds = %118, %114
  %120 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %121 = load i32, ptr %120, align 8, !tbaa !31
  %122 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %123 = zext i32 %121 to i64
  %124 = getelementptr inbounds nuw i64, ptr %122, i64 %123
  tail call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"() #15, !srcloc !47
  %125 = load volatile i64, ptr %124, align 8, !tbaa !22
  %126 = addrspacecast ptr %124 to ptr addrspace(1)
  %127 = ptrtoint ptr addrspace(1) %126 to i64
  br label %128

128:                                              ; preds = %128, %119
  %129 = phi i64 [ %125, %119 ], [ %134, %128 ]
  %130 = and i64 %129, -1099511627776
  %131 = icmp eq i64 %130, 1099511627776
  %132 = add i64 %129, -1099511627776
  %133 = select i1 %131, i64 0, i64 %132
  %134 = tail call noundef i64 asm sideeffect "atom.relaxed.gpu.global.cas.b64 $0, [$1], $2, $3;", "=l,l,l,l,~{memory}"(i64 %127, i64 %129, i64 %133) #15, !srcloc !48
  %135 = icmp eq i64 %134, %129
  br i1 %135, label %136, label %128, !llvm.loop !49

136:                                              ; preds = %128, %111
  %137 = phi i1 [ true, %111 ], [ false, %128 ]
  ret i1 %137
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden fastcc noundef range(i32 0, 16777216) i32 @_ZN12_GLOBAL__N_114residentBlocksEPKvyj(ptr noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = shl i64 %1, 20
  %8 = zext i32 %2 to i64
  %9 = or i64 %7, %8
  %10 = ptrtoint ptr %0 to i64
  %11 = mul i64 %10, -7046029254386353131
  %12 = xor i64 %9, %11
  %13 = lshr i64 %12, 29
  %14 = xor i64 %13, %12
  %15 = mul i64 %14, -4658895280553007687
  %16 = lshr i64 %15, 32
  %17 = xor i64 %16, %15
  %18 = and i64 %17, 15
  %19 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(1) @_ZN12_GLOBAL__N_114DPAggOccupancyE to ptr), i64 %18
  %20 = load volatile i64, ptr %19, align 8, !tbaa !22
  %21 = xor i64 %20, %17
  %22 = icmp ugt i64 %21, 16777215
  %23 = trunc i64 %20 to i32
  %24 = and i32 %23, 16777215
  %25 = icmp eq i32 %24, 0
  %26 = or i1 %22, %25
  br i1 %26, label %27, label %65

27:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #13
  %28 = load volatile i32, ptr addrspacecast (ptr addrspace(1) @_ZN12_GLOBAL__N_120DPAggMultiprocessorsE to ptr), align 4, !tbaa !6
  store i32 %28, ptr %4, align 4, !tbaa !6
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %41

30:                                               ; preds = %27
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #13
  store i32 0, ptr %5, align 4, !tbaa !6
  %31 = call noundef i32 @__cudaCDP2GetDevice(ptr noundef nonnull %5) #15
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  %34 = load i32, ptr %5, align 4, !tbaa !6
  %35 = call noundef i32 @__cudaCDP2DeviceGetAttribute(ptr noundef nonnull %4, i32 noundef 16, i32 noundef %34) #15
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %39, label %37

37:                                               ; preds = %33, %30
  %38 = call noundef i32 @__cudaCDP2GetLastError() #15
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #13
  br label %63

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4, !tbaa !6
  store volatile i32 %40, ptr addrspacecast (ptr addrspace(1) @_ZN12_GLOBAL__N_120DPAggMultiprocessorsE to ptr), align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #13
  br label %41

41:                                               ; preds = %39, %27
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #13
  store i32 0, ptr %6, align 4, !tbaa !6
  %42 = trunc i64 %1 to i32
  %43 = call noundef i32 @__cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessor(ptr noundef nonnull %6, ptr noundef %0, i32 noundef %42, i64 noundef range(i64 0, 4294967296) %8) #15
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %41
  %46 = call noundef i32 @__cudaCDP2GetLastError() #15
  br label %61

47:                                               ; preds = %41
  %48 = load i32, ptr %6, align 4, !tbaa !6
  %49 = call i32 @llvm.smax.i32(i32 %48, i32 0)
  %50 = zext nneg i32 %49 to i64
  %51 = load i32, ptr %4, align 4, !tbaa !6
  %52 = call i32 @llvm.smax.i32(i32 %51, i32 0)
  %53 = zext nneg i32 %52 to i64
  %54 = mul nuw nsw i64 %53, %50
  %55 = add nsw i64 %54, -16777216
  %56 = icmp ult i64 %55, -16777215
  br i1 %56, label %61, label %57

57:                                               ; preds = %47
  %58 = and i64 %17, -16777216
  %59 = or disjoint i64 %54, %58
  %60 = trunc nuw nsw i64 %54 to i32
  store volatile i64 %59, ptr %19, align 8, !tbaa !22
  br label %61

61:                                               ; preds = %57, %47, %45
  %62 = phi i32 [ 0, %45 ], [ %60, %57 ], [ 0, %47 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #13
  br label %63

63:                                               ; preds = %61, %37
  %64 = phi i32 [ %62, %61 ], [ 0, %37 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #13
  br label %65

65:                                               ; preds = %63, %3
  %66 = phi i32 [ %64, %63 ], [ %24, %3 ]
  ret i32 %66
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2GetLastError() local_unnamed_addr #6

; Function Attrs: convergent mustprogress noinline nounwind
define hidden void @_ZN8dpagg_rt12replayRecordEPKcPvjP11CUstream_stjS1_(ptr noundef readonly captures(none) %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5) local_unnamed_addr #4 {
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load i32, ptr %10, align 8, !tbaa !33
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %29, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %15 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %16 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %17 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %23 = icmp eq i32 %2, 0
  %24 = zext i32 %2 to i64
  %25 = and i32 %4, 1
  %26 = icmp eq i32 %25, 0
  %27 = and i32 %4, 2
  %28 = icmp ne i32 %27, 0
  br label %30

29:                                               ; preds = %107, %6
  ret void

30:                                               ; preds = %107, %13
  %31 = phi i32 [ 0, %13 ], [ %108, %107 ]
  %32 = load i32, ptr %14, align 4, !tbaa !36
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr %9, i64 %33
  %35 = mul i32 %31, 7
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = getelementptr inbounds nuw i8, ptr %37, i64 12
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds nuw i8, ptr %37, i64 16
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw i8, ptr %37, i64 20
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = getelementptr inbounds nuw i8, ptr %37, i64 24
  %50 = load i32, ptr %49, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  store i32 %44, ptr %7, align 8
  store i32 %46, ptr %15, align 4
  store i32 %48, ptr %16, align 8
  store i32 %38, ptr %8, align 8
  store i32 %40, ptr %17, align 4
  store i32 %42, ptr %18, align 8
  %51 = tail call noundef ptr @__cudaCDP2GetParameterBufferV2(ptr noundef %1, ptr noundef nonnull byval(%struct.dim3) align 4 %8, ptr noundef nonnull byval(%struct.dim3) align 4 %7, i32 noundef %50) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %52 = icmp eq ptr %51, null
  br i1 %52, label %102, label %53

53:                                               ; preds = %30
  %54 = load i32, ptr %19, align 8, !tbaa !35
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 %55
  %57 = zext i32 %31 to i64
  %58 = load i32, ptr %20, align 4, !tbaa !34
  %59 = zext i32 %58 to i64
  %60 = mul nuw i64 %59, %57
  %61 = getelementptr inbounds nuw i8, ptr %56, i64 %60
  %62 = load i32, ptr %21, align 8, !tbaa !40
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 %63
  %65 = load i64, ptr %22, align 8, !tbaa !37
  %66 = inttoptr i64 %65 to ptr
  %67 = icmp eq i64 %65, 0
  br i1 %67, label %68, label %70

68:                                               ; preds = %53
  br i1 %23, label %97, label %69

69:                                               ; preds = %68
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %51, ptr nonnull align 1 %61, i64 range(i64 0, 4294967296) %24, i1 false)
  br label %97

70:                                               ; preds = %53
  br i1 %23, label %72, label %71

71:                                               ; preds = %70
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %51, ptr nonnull align 1 %64, i64 range(i64 0, 4294967296) %24, i1 false)
  br label %72

72:                                               ; preds = %71, %70
  %73 = load i32, ptr %66, align 4, !tbaa !6
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %97, label %75

75:                                               ; preds = %75, %72
  %76 = phi i32 [ %93, %75 ], [ 0, %72 ]
  %77 = phi i32 [ %94, %75 ], [ 0, %72 ]
  %78 = shl i32 %77, 1
  %79 = or disjoint i32 %78, 1
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds nuw i32, ptr %66, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds nuw i8, ptr %51, i64 %83
  %85 = zext i32 %76 to i64
  %86 = getelementptr inbounds nuw i8, ptr %61, i64 %85
  %87 = add i32 %78, 2
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds nuw i32, ptr %66, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = zext i32 %90 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %84, ptr align 1 %86, i64 range(i64 0, 4294967296) %91, i1 false)
  %92 = load i32, ptr %89, align 4, !tbaa !6
  %93 = add i32 %92, %76
  %94 = add nuw i32 %77, 1
  %95 = load i32, ptr %66, align 4, !tbaa !6
  %96 = icmp ult i32 %94, %95
  br i1 %96, label %75, label %97, !llvm.loop !50

97:                                               ; preds = %75, %72, %69, %68
  br i1 %26, label %100, label %98

98:                                               ; preds = %97
  %99 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr noundef nonnull %51, ptr noundef %3) #15
  br label %102

100:                                              ; preds = %97
  %101 = tail call noundef i32 @__cudaCDP2LaunchDeviceV2(ptr noundef nonnull %51, ptr noundef %3) #15
  br label %102

102:                                              ; preds = %100, %98, %30
  %103 = phi i32 [ 701, %30 ], [ %99, %98 ], [ %101, %100 ]
  %104 = icmp ne i32 %103, 0
  %105 = and i1 %28, %104
  br i1 %105, label %106, label %107

106:                                              ; preds = %102
  tail call void @_ZN8dpagg_rt19reportLaunchFailureEPKc9cudaError(ptr noundef %5, i32 noundef %103) #13
  br label %107

107:                                              ; preds = %106, %102
  %108 = add nuw i32 %31, 1
  %109 = load i32, ptr %10, align 8, !tbaa !33
  %110 = icmp ult i32 %108, %109
  br i1 %110, label %30, label %29, !llvm.loop !51
}

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2GetDevice(ptr noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2DeviceGetAttribute(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessor(ptr noundef, ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2FuncGetAttributes(ptr noundef, ptr noundef) local_unnamed_addr #6

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "dpagg.register-bound" "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxnreg"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress noinline nounwind "dpagg.runtime" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress noinline nounwind "dpagg.runtime" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { convergent nocallback nounwind }
attributes #12 = { nounwind memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind memory(read) }
attributes #15 = { convergent nounwind }
attributes #16 = { convergent nounwind memory(none) }

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
!14 = !{!15}
!15 = distinct !{!15, !16, !"__dpagg_aggregate_warp: argument 0"}
!16 = distinct !{!16, !"__dpagg_aggregate_warp"}
!17 = !{i64 8239869}
!18 = !{i64 8245981}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{i64 8229592}
!22 = !{!23, !23, i64 0}
!23 = !{!"long long", !8, i64 0}
!24 = !{i64 8192170}
!25 = !{i64 8191265}
!26 = !{i64 8190679}
!27 = distinct !{!27, !20, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !{!30, !23, i64 0}
!30 = !{!"_ZTSN8dpagg_rt12RecordHeaderE", !23, i64 0, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !23, i64 32, !7, i64 40, !7, i64 44, !7, i64 48, !8, i64 52}
!31 = !{!30, !7, i64 8}
!32 = !{!30, !7, i64 12}
!33 = !{!30, !7, i64 16}
!34 = !{!30, !7, i64 20}
!35 = !{!30, !7, i64 24}
!36 = !{!30, !7, i64 28}
!37 = !{!30, !23, i64 32}
!38 = !{!30, !7, i64 44}
!39 = !{!30, !7, i64 48}
!40 = !{!30, !7, i64 40}
!41 = !{!42, !7, i64 24}
!42 = !{!"_ZTS18cudaFuncAttributes", !43, i64 0, !43, i64 8, !43, i64 16, !7, i64 24, !7, i64 28, !7, i64 32, !7, i64 36, !7, i64 40, !7, i64 44, !7, i64 48, !7, i64 52, !7, i64 56, !7, i64 60, !7, i64 64, !7, i64 68, !7, i64 72, !8, i64 76}
!43 = !{!"long", !8, i64 0}
!44 = !{!45, !13, i64 8}
!45 = !{!"_ZTS16DPAggMoldedChild", !13, i64 0, !13, i64 8}
!46 = !{!45, !13, i64 0}
!47 = !{i64 8197289}
!48 = !{i64 8195798}
!49 = distinct !{!49, !20}
!50 = distinct !{!50, !20}
!51 = distinct !{!51, !20}
