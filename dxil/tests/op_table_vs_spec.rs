//! The operation table holds exactly the opcodes and names of DXIL.rst's op list, and is
//! consistent with itself: every op with a known signature can be declared for every
//! overload it accepts, in both pointer modes.

mod common;

use std::collections::BTreeMap;

use dxil_ir::{FloatKind, Module, PointerMode, Type, TypeData};
use dxil_model::dx_types::DxStruct;
use dxil_model::op_table::{
    all_ops, check_op_allowed, declare_op, op_by_name, op_info, OpCode, OpError, OverloadKind,
    SigTy,
};
use dxil_model::{ShaderKind, ShaderModel};

/// `id → name` of the `OPCODES-RST` tables of DXIL.rst (`FAbs_` is an rst link: the
/// trailing underscore is not part of the name).
fn rst_ops(text: &str) -> BTreeMap<u64, String> {
    let mut ops = BTreeMap::new();
    let mut inside = false;
    for line in text.lines() {
        if line.contains("OPCODES-RST:BEGIN") {
            inside = true;
        } else if line.contains("OPCODES-RST:END") {
            inside = false;
        } else if inside {
            let mut cols = line.split_whitespace();
            if let (Some(id), Some(name)) = (cols.next(), cols.next()) {
                if let Ok(id) = id.parse::<u64>() {
                    ops.insert(id, name.strip_suffix('_').unwrap_or(name).to_string());
                }
            }
        }
    }
    ops
}

#[test]
fn table_matches_dxil_rst() {
    let Some(shared) = common::shared_dir() else {
        return;
    };
    let text = std::fs::read_to_string(shared.join("spec/DXIL.rst")).unwrap_or_default();
    let rst = rst_ops(&text);
    assert!(rst.len() > 300, "read only {} ops from DXIL.rst", rst.len());
    let ours: BTreeMap<u64, String> = all_ops()
        .map(|i| (u64::from(i.opcode.0), i.name.to_string()))
        .collect();
    let missing: Vec<_> = rst.iter().filter(|(k, v)| ours.get(k) != Some(v)).collect();
    let extra: Vec<_> = ours.iter().filter(|(k, _)| !rst.contains_key(k)).collect();
    assert!(
        missing.is_empty(),
        "DXIL.rst ops not in the table: {missing:?}"
    );
    assert!(extra.is_empty(), "table ops not in DXIL.rst: {extra:?}");
}

#[test]
fn rst_reader_strips_links_and_skips_prose() {
    let text = ".. OPCODES-RST:BEGIN\n=== ====\nID  Name\n6   FAbs_   returns\n26  Round_ne_  x\n2147483648 ExperimentalNop  nop\n.. OPCODES-RST:END\n7 NotAnOp\n";
    let ops = rst_ops(text);
    assert_eq!(ops.len(), 3);
    assert_eq!(ops[&6], "FAbs");
    assert_eq!(ops[&26], "Round_ne");
    assert_eq!(ops[&2147483648], "ExperimentalNop");
}

/// One type of each kind the ops' overload sets may hold.
fn sample_overloads(m: &mut Module) -> Vec<(OverloadKind, Type)> {
    let t = &mut m.types;
    let payload = t.named("struct.Payload");
    let object = t.named("struct.Object");
    let udt = t.typed_ptr(payload, 0);
    vec![
        (OverloadKind::F16, t.float(FloatKind::Half)),
        (OverloadKind::F32, t.float(FloatKind::Float)),
        (OverloadKind::F64, t.float(FloatKind::Double)),
        (OverloadKind::I1, t.int(1)),
        (OverloadKind::I8, t.int(8)),
        (OverloadKind::I16, t.int(16)),
        (OverloadKind::I32, t.int(32)),
        (OverloadKind::I64, t.int(64)),
        (OverloadKind::Udt, udt),
        (OverloadKind::Object, object),
    ]
}

#[test]
fn every_specified_op_declares_for_each_accepted_overload() {
    let mut declared = 0;
    for mode in [PointerMode::Typed, PointerMode::Opaque] {
        for info in all_ops().filter(|i| i.signature.is_some() && i.overloads.len() == 1) {
            let mut m = Module::new();
            m.pointers = mode;
            let samples = sample_overloads(&mut m);
            let set = info.overloads[0];
            let mut candidates: Vec<Option<Type>> = Vec::new();
            if info.is_void_overload() {
                candidates.push(None);
            }
            for &(k, t) in &samples {
                if set.scalar.contains(k)
                    && !(mode == PointerMode::Opaque && k == OverloadKind::Udt)
                {
                    candidates.push(Some(t));
                }
                if set.vector_elements.contains(k) {
                    let v = m.types.vector(t, 3);
                    candidates.push(Some(v));
                }
            }
            if candidates.is_empty() {
                // Only UDT ops, whose overload is a typed pointer, have none in opaque mode.
                assert_eq!(mode, PointerMode::Opaque, "{} accepts nothing", info.name);
                continue;
            }
            for c in candidates {
                let f = declare_op(&mut m, info.opcode, c)
                    .unwrap_or_else(|e| panic!("{} {mode:?}: {e}", info.name));
                let again = declare_op(&mut m, info.opcode, c).unwrap();
                assert_eq!(
                    f, again,
                    "{}: a second declare must find the first",
                    info.name
                );
                let func = &m.functions[f];
                assert!(func.attrs.func.has_flag("nounwind"), "{}", info.name);
                let TypeData::Function { params, .. } = m.types.get(func.ty) else {
                    panic!("{}: not a function type", info.name)
                };
                let sig = info.signature.unwrap();
                assert_eq!(params.len(), sig.params.len() + 1, "{}", info.name);
                declared += 1;
            }
        }
    }
    assert!(declared > 800, "declared only {declared}");
}

#[test]
fn named_signature_structs_all_exist_and_classes_agree_on_attributes() {
    let mut by_class = BTreeMap::new();
    for info in all_ops() {
        if let Some(sig) = info.signature {
            for t in std::iter::once(&sig.ret).chain(sig.params) {
                if let SigTy::Named(n) = t {
                    assert!(
                        DxStruct::from_short_name(n).is_some(),
                        "{}: %{n}",
                        info.name
                    );
                }
            }
        }
        if let (Some(class), Some(attr)) = (info.class, info.attr) {
            if class != "reserved" {
                let first = *by_class.entry(class).or_insert((attr, info.name));
                assert_eq!(first.0, attr, "{} and {} share {class}", first.1, info.name);
            }
        }
    }
}

#[test]
fn compute_ops_have_dxc_signatures() {
    let mut m = Module::new();
    m.pointers = PointerMode::Typed;
    let f32t = m.types.float(FloatKind::Float);
    let i32t = m.types.int(32);
    let f16t = m.types.float(FloatKind::Half);
    let cases: [(OpCode, Option<Type>, &str); 12] = [
        (
            OpCode::BUFFER_LOAD,
            Some(f32t),
            "declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)",
        ),
        (
            OpCode::THREAD_ID,
            None,
            "declare i32 @dx.op.threadId.i32(i32, i32)",
        ),
        (
            OpCode::FLATTENED_THREAD_ID_IN_GROUP,
            Some(i32t),
            "declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32)",
        ),
        (OpCode::BARRIER, None, "declare void @dx.op.barrier(i32, i32)"),
        (
            OpCode::CREATE_HANDLE_FROM_BINDING,
            None,
            "declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)",
        ),
        (
            OpCode::ANNOTATE_HANDLE,
            None,
            "declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)",
        ),
        (
            OpCode::CBUFFER_LOAD_LEGACY,
            Some(f16t),
            "declare %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32, %dx.types.Handle, i32)",
        ),
        (
            OpCode::ATOMIC_COMPARE_EXCHANGE,
            Some(i32t),
            "declare i32 @dx.op.atomicCompareExchange.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32)",
        ),
        (
            OpCode::UMAD,
            Some(i32t),
            "declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)",
        ),
        (
            OpCode::SPLIT_DOUBLE,
            None,
            "declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double)",
        ),
        (
            OpCode::WAVE_ACTIVE_BALLOT,
            None,
            "declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1)",
        ),
        (
            OpCode::RAW_BUFFER_STORE,
            Some(f32t),
            "declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)",
        ),
    ];
    for (op, overload, want) in cases {
        let f = declare_op(&mut m, op, overload).unwrap_or_else(|e| panic!("{op}: {e}"));
        assert_eq!(common::declare_text(&m, f), want);
    }
    assert_eq!(
        common::struct_body_text(&m, "dx.types.Handle").as_deref(),
        Some("{ i8* }")
    );
    assert_eq!(
        common::struct_body_text(&m, "dx.types.ResBind").as_deref(),
        Some("{ i32, i32, i32, i8 }")
    );
    let v = m.types.vector(f32t, 4);
    let f = declare_op(&mut m, OpCode::FMAD, Some(v)).unwrap();
    assert_eq!(
        common::declare_text(&m, f),
        "declare <4 x float> @dx.op.tertiary.v4f32(i32, <4 x float>, <4 x float>, <4 x float>)"
    );
    let f = declare_op(&mut m, OpCode::IS_NAN, Some(v)).unwrap();
    assert_eq!(
        common::declare_text(&m, f),
        "declare <4 x i1> @dx.op.isSpecialFloat.v4f32(i32, <4 x float>)"
    );
    let mut opaque = Module::new();
    declare_op(&mut opaque, OpCode::CREATE_HANDLE_FROM_HEAP, None).unwrap();
    assert_eq!(
        common::struct_body_text(&opaque, "dx.types.Handle").as_deref(),
        Some("{ ptr }")
    );
}

#[test]
fn wrong_overloads_and_places_are_refused() {
    let mut m = Module::new();
    let f64t = m.types.float(FloatKind::Double);
    let i64t = m.types.int(64);
    let f32t = m.types.float(FloatKind::Float);
    assert!(matches!(
        declare_op(&mut m, OpCode::BUFFER_LOAD, Some(f64t)),
        Err(OpError::BadOverload { .. })
    ));
    assert!(matches!(
        declare_op(&mut m, OpCode::BUFFER_LOAD, None),
        Err(OpError::OverloadArity { .. })
    ));
    assert!(matches!(
        declare_op(&mut m, OpCode::BARRIER, Some(f32t)),
        Err(OpError::OverloadArity { .. })
    ));
    assert!(matches!(
        declare_op(&mut m, op_by_name("LinAlgMatVecMul").unwrap(), None),
        Err(OpError::Unspecified { .. })
    ));
    let v = m.types.vector(f64t, 2);
    assert!(declare_op(&mut m, OpCode::COS, Some(v)).is_err());
    assert!(m.functions.is_empty(), "refusals must not declare anything");

    let sm = |p: &str| ShaderModel::from_profile(p).unwrap();
    let t = &m.types;
    assert!(check_op_allowed(t, OpCode::THREAD_ID, None, sm("cs_6_0"), false).is_ok());
    assert!(matches!(
        check_op_allowed(t, OpCode::THREAD_ID, None, sm("ps_6_0"), false),
        Err(OpError::StageNotAllowed { .. })
    ));
    assert!(matches!(
        check_op_allowed(
            t,
            OpCode::CREATE_HANDLE_FROM_BINDING,
            None,
            sm("cs_6_0"),
            false
        ),
        Err(OpError::ShaderModelTooOld { .. })
    ));
    assert!(check_op_allowed(
        t,
        OpCode::CREATE_HANDLE_FROM_BINDING,
        None,
        sm("cs_6_0"),
        true
    )
    .is_ok());
    assert!(check_op_allowed(t, OpCode::ATOMIC_BIN_OP, Some(i64t), sm("cs_6_5"), false).is_err());
    assert!(check_op_allowed(t, OpCode::ATOMIC_BIN_OP, Some(i64t), sm("cs_6_6"), false).is_ok());
    assert!(check_op_allowed(t, OpCode::DISCARD, None, sm("ps_6_0"), false).is_ok());
    assert!(check_op_allowed(t, OpCode::DISCARD, None, sm("cs_6_6"), false).is_err());
    let info = op_info(OpCode::WAVE_READ_LANE_AT).unwrap();
    assert!(info.stages.unwrap().contains(ShaderKind::Node));
}
