; By default dpagg-lower-v1-launches rewrites only the launches that V1 cannot
; make: a launch into the NULL stream (a null constant) runs as V1, so it
; stays exactly what clang emitted (a V2 rewrite would add a staging copy to a
; launch DPAgg does not aggregate: "never slower than without DPAgg"). The
; tail launch (stream 3) becomes V2. `<all>` rewrites all three
; (rewrite-cdp2-launches.ll, the same input), and so does
; -dpagg-report-launch-errors, whose reports only the rewritten launch makes.
; RUN: opt -passes=dpagg-lower-v1-launches -S %S/rewrite-cdp2-launches.ll \
; RUN:   | FileCheck %s
; RUN: opt -passes=dpagg-lower-v1-launches -pass-remarks=dpagg \
; RUN:   -pass-remarks-analysis=dpagg -disable-output \
; RUN:   %S/rewrite-cdp2-launches.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -passes='dpagg-lower-v1-launches<all>' -S \
; RUN:   %S/rewrite-cdp2-launches.ll | FileCheck %s --check-prefix=ALL \
; RUN:   --implicit-check-not='call{{.*}}@__cudaCDP2LaunchDevice('
; RUN: opt -passes=dpagg-lower-v1-launches -dpagg-report-launch-errors -S \
; RUN:   %S/rewrite-cdp2-launches.ll | FileCheck %s --check-prefix=ALL \
; RUN:   --implicit-check-not='call{{.*}}@__cudaCDP2LaunchDevice('
; RUN: not opt -passes='dpagg-lower-v1-launches<bogus>' -disable-output \
; RUN:   %S/rewrite-cdp2-launches.ll 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK-LABEL: @_Z6parentPf4Pairi(
; CHECK:       call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z5childiPf, {{.*}}, i32 noundef 0, ptr noundef null)
; CHECK:       call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z6noargsv, {{.*}}, i32 noundef 128, ptr noundef null)
; CHECK:       call i32 @__dpagg_launch_v2(ptr @_Z10withstruct4PaircPf, ptr %dpagg.params, i32 32, {{.*}}, i32 0, ptr inttoptr (i64 3 to ptr), i32 0,

; REMARK: remark: <unknown>:0:0: launch of child(int, float*) left as a V1 launch: V1 launches into the NULL stream run, only the named streams need V2
; REMARK: remark: <unknown>:0:0: launch of noargs() left as a V1 launch: V1 launches into the NULL stream run, only the named streams need V2
; REMARK: remark: <unknown>:0:0: launch of withstruct(Pair, char, float*) rewritten from V1 to V2

; ALL-COUNT-3: call i32 @__dpagg_launch_v2(

; BAD: invalid dpagg-lower-v1-launches parameter 'bogus' (accepted: all)
