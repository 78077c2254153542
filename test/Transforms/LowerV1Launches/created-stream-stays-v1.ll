; A launch into a stream the launching thread created itself
; (cudaStreamCreateWithFlags into a private array nothing else writes;
; Analysis/StreamFacts.h) stays a V1 launch: V1 launches run in such a
; stream (only cudaStreamTailLaunch and cudaStreamFireAndForget, constants a
; created stream never is, need V2), and the rewrite costs (the own-stream
; bench: 4.49 against 3.87 ms as written on the H100). The two such sites of
; own-stream-singletons.cu keep their V1 calls; the three whose streams may
; be shared or come from elsewhere are rewritten.
; REQUIRES: nvptx-registered-target
; RUN: opt -passes=dpagg-lower-v1-launches -pass-remarks=dpagg -pass-remarks-analysis=dpagg \
; RUN:   -disable-output %S/../AggregateLaunches/own-stream-singletons.ll 2>&1 | FileCheck %s
; RUN: opt -passes=dpagg-lower-v1-launches -S %S/../AggregateLaunches/own-stream-singletons.ll \
; RUN:   | FileCheck %s --check-prefix=IR

; CHECK:      launch of child(int*, int) left as a V1 launch: V1 launches into the streams the launching thread created run, only the named streams need V2
; CHECK-NEXT: launch of child(int*, int) left as a V1 launch: V1 launches into the streams the launching thread created run, only the named streams need V2
; CHECK-NEXT: launch of child(int*, int) rewritten from V1 to V2
; CHECK-NEXT: launch of child(int*, int) rewritten from V1 to V2
; CHECK-NEXT: launch of child(int*, int) rewritten from V1 to V2

; IR-LABEL: define dso_local ptx_kernel void @_Z18per_thread_streamsPii(
; IR:         call {{.*}} @__cudaCDP2LaunchDevice(
; IR-NOT:     @__dpagg_launch_v2(
; IR:       ret void
