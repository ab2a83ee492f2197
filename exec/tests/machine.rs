//! The interpreter on small hand-written DXIL modules and hostile input: divergence
//! and reconvergence of wave lanes, group barriers, the step limit, dispatch limits
//! and malformed containers.

use dxil_exec::buffers::{Resources, View, ViewKind};
use dxil_exec::{decode, DecodeOptions, ExecError, Machine, RunOptions};
use dxil_model::metadata::ResourceClass;

const HEADER: &str = r#"
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWStructuredBuffer<int>" = type { i32 }
"#;

const FOOTER: &str = r#"
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare i32 @dx.op.threadIdInGroup.i32(i32, i32)
declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare void @dx.op.barrier(i32, i32)

!dx.version = !{!1}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!8}
!1 = !{i32 1, i32 0}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 4}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 4, !10}
!10 = !{i32 8, i32 1, i32 1}
"#;

/// Runs `body` (the function) over one group of 8 threads with waves of `wave`
/// lanes and returns the 8 integers written to u0.
fn run(body: &str, wave: u32, max_steps: u64) -> Result<Vec<i32>, ExecError> {
    let text = format!("{HEADER}{body}{FOOTER}");
    let module = dxil_parser::parse(&text)
        .map_err(|e| ExecError::invalid(format!("test module: {e}")))?
        .module;
    let prog = decode(&module, &DecodeOptions::default())?;
    let mut res = Resources::new();
    let storage = res.add_storage(vec![0; 32]);
    res.bind(View {
        mapped_bytes: None,
        storage,
        kind: ViewKind::Structured { stride: 4 },
        class: ResourceClass::Uav,
        space: 0,
        register: 0,
    });
    let opts = RunOptions {
        wave_size: Some(wave),
        max_steps,
    };
    let mut m = Machine::new(&prog, res, &opts)?;
    m.dispatch([1, 1, 1])?;
    let bytes = &m.resources.storages[storage].bytes;
    Ok(bytes
        .chunks(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

const DIVERGENT: &str = r#"
define void @main() {
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 1
  br i1 %c, label %a, label %b

a:
  %sa = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 1, i8 0, i8 1)
  br label %m

b:
  %sb = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 10, i8 0, i8 1)
  br label %m

m:
  %s = phi i32 [ %sa, %a ], [ %sb, %b ]
  %all = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 100, i8 0, i8 1)
  %r = add i32 %s, %all
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %t, i32 0, i32 %r, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}
"#;

#[test]
fn wave_ops_see_the_active_lanes_and_lanes_reconverge() {
    // Waves of 4: two odd and two even lanes per wave; all four meet again.
    assert_eq!(
        run(DIVERGENT, 4, 1000).unwrap(),
        vec![420, 402, 420, 402, 420, 402, 420, 402]
    );
    // One wave of 8.
    assert_eq!(
        run(DIVERGENT, 8, 1000).unwrap(),
        vec![840, 804, 840, 804, 840, 804, 840, 804]
    );
}

const BARRIER: &str = r#"
@gs = addrspace(3) global [8 x i32] undef

define void @main() {
  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %t = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
  %p = getelementptr [8 x i32], [8 x i32] addrspace(3)* @gs, i32 0, i32 %t
  %v0 = mul i32 %t, 3
  store i32 %v0, i32 addrspace(3)* %p, align 4
  call void @dx.op.barrier(i32 80, i32 9)
  %n = sub i32 7, %t
  %q = getelementptr [8 x i32], [8 x i32] addrspace(3)* @gs, i32 0, i32 %n
  %v = load i32, i32 addrspace(3)* %q, align 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %t, i32 0, i32 %v, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}
"#;

#[test]
fn group_barriers_wait_for_every_wave() {
    let want: Vec<i32> = (0..8).map(|t| (7 - t) * 3).collect();
    assert_eq!(run(BARRIER, 4, 1000).unwrap(), want);
    assert_eq!(run(BARRIER, 32, 1000).unwrap(), want);
}

const ENDLESS: &str = r#"
define void @main() {
  br label %loop

loop:
  br label %loop
}
"#;

#[test]
fn endless_loops_hit_the_step_limit() {
    assert!(matches!(
        run(ENDLESS, 4, 10_000),
        Err(ExecError::StepLimit(10_000))
    ));
}

#[test]
fn bad_wave_sizes_and_group_counts_are_errors() {
    assert!(matches!(
        run(DIVERGENT, 3, 1000),
        Err(ExecError::Dispatch(_))
    ));
    assert!(matches!(
        run(DIVERGENT, 256, 1000),
        Err(ExecError::Dispatch(_))
    ));
    let text = format!("{HEADER}{DIVERGENT}{FOOTER}");
    let module = dxil_parser::parse(&text).unwrap().module;
    let prog = decode(&module, &DecodeOptions::default()).unwrap();
    let mut m = Machine::new(&prog, Resources::new(), &RunOptions::default()).unwrap();
    assert!(matches!(
        m.dispatch([70000, 1, 1]),
        Err(ExecError::Dispatch(_))
    ));
    // Nothing is bound at u0.
    assert!(matches!(m.dispatch([1, 1, 1]), Err(ExecError::Binding(_))));
}

#[test]
fn malformed_containers_are_errors_not_panics() {
    let pipeline = "Shaders:\n  - Stage: Compute\n    Entry: main\n";
    let opts = RunOptions::default();
    assert!(dxil_exec::run_test(pipeline, b"", &opts).is_err());
    assert!(dxil_exec::run_test(pipeline, b"DXBC garbage garbage garbage", &opts).is_err());
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/offload-tests/Feature__HLSLLib__abs.32");
    let Ok(real) = std::fs::read(dir.join("dxc.dxil")) else {
        eprintln!("note: shared offload tests missing; truncation cases skipped");
        return;
    };
    let test = std::fs::read_to_string(dir.join("test.txt")).unwrap_or_default();
    for cut in (0..real.len()).step_by(real.len() / 64 + 1) {
        let _ = dxil_exec::run_test(&test, &real[..cut], &opts);
    }
    let mut flipped = real.clone();
    for i in (40..flipped.len()).step_by(97) {
        flipped[i] ^= 0x5a;
        let _ = dxil_exec::run_test(&test, &flipped, &opts);
    }
}
