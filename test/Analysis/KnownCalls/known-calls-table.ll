; Hand-written: every declaration and NVVM intrinsic class that the rules
; of Plan.cpp and AggregatedChild.cpp distinguish, and the KnownCalls.def
; row each gets. Exact rows come before the prefix row that also matches
; them (the launch entries before "cuda" and "__cudaCDP2"); the per-thread-
; stream flavour of the parameter buffer is no launch entry. The answers of
; the lists these rows replaced, for every name below (a column set means):
;   returns  knownToReturn accepts it (every intrinsic but exit)
;   waits    isKnownNonWaitingDeclaration refuses it
;   stream   isStreamFree refuses it (launchFree, postponement)
;   geometry isKnownGeometryFree refuses it (ChildFacts)
;   own      isMoldFreeDeclaration accepts it (ChildFacts)
;   nvvm waits            isNonWaitingIntrinsic refuses it
;   nvvm per-thread       isNVVMMathIntrinsic accepts it
;   nvvm warp-insensitive isWarpInsensitiveIntrinsic accepts it (after its
;                         own switch on barrier and special register IDs)
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-known-calls>' -disable-output %s 2>&1 | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: vprintf: "vprintf" returns own
; CHECK-NEXT:  malloc: "malloc" returns waits-in-loop own
; CHECK-NEXT:  free: "free" returns own
; CHECK-NEXT:  __assertfail: "__assertfail" returns own
; CHECK-NEXT:  __nv_sinf: "__nv_"* returns own
; CHECK-NEXT:  __cudaCDP2GetParameterBuffer: "__cudaCDP2GetParameterBuffer" returns{{$}}
; CHECK-NEXT:  __cudaCDP2GetParameterBufferV2: "__cudaCDP2GetParameterBufferV2" returns{{$}}
; CHECK-NEXT:  cudaGetParameterBuffer: "cudaGetParameterBuffer" returns{{$}}
; CHECK-NEXT:  cudaGetParameterBufferV2: "cudaGetParameterBufferV2" returns{{$}}
; CHECK-NEXT:  __cudaCDP2GetParameterBuffer_ptsz: "__cudaCDP2"* returns stream{{$}}
; CHECK-NEXT:  cudaGetParameterBuffer_ptsz: "cuda"* returns waits stream geometry{{$}}
; CHECK-NEXT:  __cudaCDP2LaunchDevice: "__cudaCDP2LaunchDevice" returns launches stream{{$}}
; CHECK-NEXT:  __cudaCDP2LaunchDeviceV2: "__cudaCDP2LaunchDeviceV2" returns launches stream{{$}}
; CHECK-NEXT:  __cudaCDP2LaunchDevice_ptsz: "__cudaCDP2LaunchDevice_ptsz" returns launches stream{{$}}
; CHECK-NEXT:  __cudaCDP2LaunchDeviceV2_ptsz: "__cudaCDP2LaunchDeviceV2_ptsz" returns launches stream{{$}}
; CHECK-NEXT:  cudaLaunchDevice: "cudaLaunchDevice" returns launches stream{{$}}
; CHECK-NEXT:  cudaLaunchDeviceV2: "cudaLaunchDeviceV2" returns launches stream{{$}}
; CHECK-NEXT:  cudaLaunchDevice_ptsz: "cudaLaunchDevice_ptsz" returns launches stream{{$}}
; CHECK-NEXT:  cudaLaunchDeviceV2_ptsz: "cudaLaunchDeviceV2_ptsz" returns launches stream{{$}}
; CHECK-NEXT:  __cudaCDP2StreamCreateWithFlags: "__cudaCDP2"* returns stream{{$}}
; CHECK-NEXT:  __cudaCDP2GetLastError: "__cudaCDP2"* returns stream{{$}}
; CHECK-NEXT:  __dpagg_warp_launch: "__dpagg_"* returns stream{{$}}
; CHECK-NEXT:  cudaGetLastError: "cuda"* returns waits stream geometry{{$}}
; CHECK-NEXT:  cudaPeekAtLastError: "cuda"* returns waits stream geometry{{$}}
; CHECK-NEXT:  cudaStreamCreateWithFlags: "cuda"* returns waits stream geometry{{$}}
; CHECK-NEXT:  cudaEventRecord: "cuda"* returns waits stream geometry{{$}}
; CHECK-NEXT:  cudaDeviceSynchronize: "cuda"* returns waits stream geometry{{$}}
; CHECK-NEXT:  __cudaDeviceSynchronizeDeprecationAvoidance: unknown
; CHECK-NEXT:  printf: unknown
; CHECK-NEXT:  vprintf2: unknown
; CHECK-NEXT:  _Z6helperv: unknown
declare i32 @vprintf(ptr, ptr)
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @__assertfail(ptr, ptr, i32, ptr, i64)
declare float @__nv_sinf(float)
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, <3 x i32>, <3 x i32>, i32)
declare ptr @cudaGetParameterBuffer(i64, i64)
declare ptr @cudaGetParameterBufferV2(ptr, <3 x i32>, <3 x i32>, i32)
declare ptr @__cudaCDP2GetParameterBuffer_ptsz(i64, i64)
declare ptr @cudaGetParameterBuffer_ptsz(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, <3 x i32>, <3 x i32>, i32, ptr)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
declare i32 @__cudaCDP2LaunchDevice_ptsz(ptr, ptr, <3 x i32>, <3 x i32>, i32, ptr)
declare i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr, ptr)
declare i32 @cudaLaunchDevice(ptr, ptr, <3 x i32>, <3 x i32>, i32, ptr)
declare i32 @cudaLaunchDeviceV2(ptr, ptr)
declare i32 @cudaLaunchDevice_ptsz(ptr, ptr, <3 x i32>, <3 x i32>, i32, ptr)
declare i32 @cudaLaunchDeviceV2_ptsz(ptr, ptr)
declare i32 @__cudaCDP2StreamCreateWithFlags(ptr, i32)
declare i32 @__cudaCDP2GetLastError()
declare void @__dpagg_warp_launch()
declare i32 @cudaGetLastError()
declare i32 @cudaPeekAtLastError()
declare i32 @cudaStreamCreateWithFlags(ptr, i32)
declare i32 @cudaEventRecord(ptr, ptr)
declare i32 @cudaDeviceSynchronize()
declare i32 @__cudaDeviceSynchronizeDeprecationAvoidance()
declare i32 @printf(ptr, ...)
declare i32 @vprintf2(ptr, ptr)
declare void @_Z6helperv()

; One intrinsic of most NVVM classes (the IR reader upgrades ldg away), and
; some of none.
; CHECK-NEXT:  llvm.nvvm.fabs.f32: nvvm "fabs"* per-thread warp-insensitive
; CHECK-NEXT:  llvm.nvvm.d2i.rn: nvvm "d2"* per-thread warp-insensitive
; CHECK-NEXT:  llvm.nvvm.mulhi.i: nvvm "mulhi."* per-thread warp-insensitive
; CHECK-NEXT:  llvm.nvvm.isspacep.shared: nvvm "isspacep."* per-thread warp-insensitive
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.clock64: nvvm "read.ptx.sreg."*{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.sync.aligned.all: nvvm "barrier"*{{$}}
; CHECK-NEXT:  llvm.nvvm.bar.warp.sync: nvvm "bar.warp.sync"*{{$}}
; CHECK-NEXT:  llvm.nvvm.shfl.sync.idx.i32: nvvm "shfl."*{{$}}
; CHECK-NEXT:  llvm.nvvm.vote.ballot.sync: nvvm "vote."*{{$}}
; CHECK-NEXT:  llvm.nvvm.activemask: nvvm "activemask"*{{$}}
; CHECK-NEXT:  llvm.nvvm.atomic.add.gen.i.cta.i32.p0: nvvm "atomic."* waits warp-insensitive
; CHECK-NEXT:  llvm.nvvm.membar.gl: nvvm "membar."* waits warp-insensitive
; CHECK-NEXT:  llvm.nvvm.fence.proxy.tensormap_generic.release.cta: nvvm "fence."* waits warp-insensitive
; CHECK-NEXT:  llvm.nvvm.nanosleep: unknown
; CHECK-NEXT:  llvm.nvvm.exit: unknown
; CHECK-NEXT:  llvm.trap: unknown
; CHECK-NOT:   {{.}}
declare float @llvm.nvvm.fabs.f32(float)
declare i32 @llvm.nvvm.d2i.rn(double)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.activemask()
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta(ptr, i32)
declare void @llvm.nvvm.nanosleep(i32)
declare void @llvm.nvvm.exit()
declare void @llvm.trap()
