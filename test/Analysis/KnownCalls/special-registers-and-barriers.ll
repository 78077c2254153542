; Hand-written: every special register and CTA barrier intrinsic of LLVM 22,
; and some device runtime names, with the KnownCalls.def rows they get (the
; first lines of print<dpagg-known-calls>). The rows replaced three switches
; on intrinsic IDs and a list of names, and give their answers for every
; name below:
;   sreg uniform-in-X   ScopedUniformity's specialRegisterExtent (thread: a
;                       source of divergence at every scope; block: at grid
;                       scope only; grid: never)
;   sreg child-X        AggregatedChild.cpp's classifySreg (geometry and
;                       dynamic-smem are rebuilt in a child; blocked refuses
;                       the child); every envreg is allowed, and a name
;                       without a row of its own is blocked
;   warp-insensitive    isWarpInsensitiveIntrinsic's own switch on special
;                       registers and barriers (the others are warp-sensitive)
;   sreg serial-X       how a serial copy of a child reads it (SerialChild.h:
;                       rewritten to the loop's logical value, the launch's
;                       dynamic-smem, allowed as read, or blocked: the child
;                       is not serialized)
;   barrier block       Plan.cpp's isBlockBarrier (the barrier cost rules)
;   barrier counted     isPartialBarrier (InterThreadWaits): arrive-only or
;                       with a thread count
;   barrier mold-X      ChildFacts: sync is __syncthreads (barrier 0) or a
;                       named barrier, reduce a __syncthreads_count/_and/_or
;   barrier uniform     ScopedUniformity's isBlockUniformBarrierReduction
;   device runtime      the list of RegisterBound.cpp's deviceRuntimeFunction:
;                       a register bound allows calls to it (compiledApart;
;                       not cudaGraphLaunch, not printf)
; REQUIRES: nvptx-registered-target
; RUN: opt -passes='print<dpagg-known-calls>' -disable-output %s 2>&1 | FileCheck %s
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: llvm.nvvm.read.ptx.sreg.aggr_smem_size: sreg "aggr_smem_size" uniform-in-thread child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.clock: sreg "clock" uniform-in-thread child-allowed warp-insensitive serial-allowed{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.clock64: sreg "clock64" uniform-in-thread child-allowed warp-insensitive serial-allowed{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.ctaid.w: sreg "cluster.ctaid.w" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.ctaid.x: sreg "cluster.ctaid.x" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.ctaid.y: sreg "cluster.ctaid.y" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.ctaid.z: sreg "cluster.ctaid.z" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.ctarank: sreg "cluster.ctarank" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.nctaid.w: sreg "cluster.nctaid.w" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.nctaid.x: sreg "cluster.nctaid.x" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.nctaid.y: sreg "cluster.nctaid.y" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.nctaid.z: sreg "cluster.nctaid.z" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.cluster.nctarank: sreg "cluster.nctarank" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.clusterid.w: sreg "clusterid.w" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.clusterid.x: sreg "clusterid.x" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.clusterid.y: sreg "clusterid.y" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.clusterid.z: sreg "clusterid.z" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.ctaid.w: sreg "ctaid.w" uniform-in-block child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.ctaid.x: sreg "ctaid.x" uniform-in-block child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.ctaid.y: sreg "ctaid.y" uniform-in-block child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.ctaid.z: sreg "ctaid.z" uniform-in-block child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.dynamic_smem_size: sreg "dynamic_smem_size" uniform-in-thread child-dynamic-smem warp-insensitive serial-dynamic-smem{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.envreg0: sreg "envreg"* uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.envreg31: sreg "envreg"* uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.globaltimer: sreg "globaltimer" uniform-in-thread child-allowed warp-insensitive serial-allowed{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.globaltimer.lo: sreg "globaltimer.lo" uniform-in-thread child-allowed warp-insensitive serial-allowed{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.gridid: sreg "gridid" uniform-in-thread child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.laneid: sreg "laneid" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.lanemask.eq: sreg "lanemask.eq" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.lanemask.ge: sreg "lanemask.ge" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.lanemask.gt: sreg "lanemask.gt" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.lanemask.le: sreg "lanemask.le" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.lanemask.lt: sreg "lanemask.lt" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nclusterid.w: sreg "nclusterid.w" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nclusterid.x: sreg "nclusterid.x" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nclusterid.y: sreg "nclusterid.y" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nclusterid.z: sreg "nclusterid.z" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nctaid.w: sreg "nctaid.w" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nctaid.x: sreg "nctaid.x" uniform-in-grid child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nctaid.y: sreg "nctaid.y" uniform-in-grid child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nctaid.z: sreg "nctaid.z" uniform-in-grid child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nsmid: sreg "nsmid" uniform-in-thread child-allowed warp-insensitive serial-allowed{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.ntid.w: sreg "ntid.w" uniform-in-grid child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.ntid.x: sreg "ntid.x" uniform-in-grid child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.ntid.y: sreg "ntid.y" uniform-in-grid child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.ntid.z: sreg "ntid.z" uniform-in-grid child-geometry warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.nwarpid: sreg "nwarpid" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.pm0: sreg "pm0" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.pm1: sreg "pm1" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.pm2: sreg "pm2" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.pm3: sreg "pm3" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.smid: sreg "smid" uniform-in-thread child-allowed warp-insensitive serial-allowed{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.tid.w: sreg "tid.w" uniform-in-thread child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.tid.x: sreg "tid.x" uniform-in-thread child-allowed warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.tid.y: sreg "tid.y" uniform-in-thread child-allowed warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.tid.z: sreg "tid.z" uniform-in-thread child-allowed warp-insensitive serial-rewritten{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.total_smem_size: sreg "total_smem_size" uniform-in-thread child-blocked serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.warpid: sreg "warpid" uniform-in-thread child-allowed serial-blocked{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.warpsize: sreg "warpsize" uniform-in-grid child-allowed warp-insensitive serial-allowed{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.sync.aligned.all: barrier "sync.aligned.all" block warp-insensitive mold-sync{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.sync.all: barrier "sync.all" block warp-insensitive mold-sync{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.popc.aligned.all: barrier "red.popc.aligned.all" block warp-insensitive mold-reduce uniform{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.and.aligned.all: barrier "red.and.aligned.all" block warp-insensitive mold-reduce uniform{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.or.aligned.all: barrier "red.or.aligned.all" block warp-insensitive mold-reduce uniform{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.popc.all: barrier "red.popc.all" warp-insensitive mold-reduce{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.and.all: barrier "red.and.all" warp-insensitive mold-reduce{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.or.all: barrier "red.or.all" warp-insensitive mold-reduce{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.sync.aligned.count: barrier "sync.aligned.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.sync.count: barrier "sync.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.popc.aligned.count: barrier "red.popc.aligned.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.and.aligned.count: barrier "red.and.aligned.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.or.aligned.count: barrier "red.or.aligned.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.popc.count: barrier "red.popc.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.and.count: barrier "red.and.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.red.or.count: barrier "red.or.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.arrive.aligned.count: barrier "arrive.aligned.count" counted mold-none{{$}}
; CHECK-NEXT:  llvm.nvvm.barrier.cta.arrive.count: barrier "arrive.count" counted mold-none{{$}}
; CHECK-NEXT:  cudaGetLastError: device runtime{{$}}
; CHECK-NEXT:  __cudaDeviceSynchronizeDeprecationAvoidance: device runtime{{$}}
; CHECK-NEXT:  __cudaCDP2Malloc: device runtime{{$}}
; CHECK-NEXT:  vprintf: device runtime{{$}}
; CHECK-NEXT:  llvm.nvvm.read.ptx.sreg.aggr_smem_size: nvvm "read.ptx.sreg."*{{$}}
declare i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.clusterid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg0()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg31()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo()
declare i32 @llvm.nvvm.read.ptx.sreg.gridid()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.gt()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.le()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nsmid()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
declare i32 @llvm.nvvm.read.ptx.sreg.pm0()
declare i32 @llvm.nvvm.read.ptx.sreg.pm1()
declare i32 @llvm.nvvm.read.ptx.sreg.pm2()
declare i32 @llvm.nvvm.read.ptx.sreg.pm3()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.w()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.all(i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.all(i32, i1)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.count(i32, i32, i1)
declare i32 @llvm.nvvm.barrier.cta.red.popc.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.and.count(i32, i32, i1)
declare i1 @llvm.nvvm.barrier.cta.red.or.count(i32, i32, i1)
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare i32 @cudaGetLastError()
declare i32 @__cudaDeviceSynchronizeDeprecationAvoidance()
declare i32 @__cudaCDP2Malloc(ptr, i64)
declare i32 @cudaGraphLaunch(ptr, ptr)
declare i32 @vprintf(ptr, ptr)
declare i32 @printf(ptr, ...)
