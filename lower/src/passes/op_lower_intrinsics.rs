//! `dxil-op-lower-intrinsics`, the second half of `dxil-op-lower`: every remaining call
//! of an `llvm.dx.*` or generic LLVM intrinsic becomes a `dx.op.*` call (thread ids,
//! barriers, math, bit operations, dot products, wave operations, discard, derivatives,
//! graphics inputs and outputs). Calls with vector operands are lowered element by
//! element. An intrinsic no rule covers is an [`LowerError::Unsupported`] naming it, at
//! the call's site.

use crate::analysis::intrinsic_op_rules::{rule_for, Shape};
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::rewrite_calls;
use crate::rewrite::FuncCursor;
use dxil_analysis::intrinsics::mesh_payload_type;
use dxil_ir::edit::const_int;
use dxil_ir::edit::SymbolUsers;
use dxil_ir::{CastOp, Inst, InstKind, Module, Site, Type, TypeData, Value};
use dxil_model::op_table::{op_by_name, OpCode, OpDeclarations};

/// The `dxil-op-lower-intrinsics` pass.
pub struct OpLowerIntrinsics;

impl Pass for OpLowerIntrinsics {
    fn name(&self) -> &'static str {
        "dxil-op-lower-intrinsics"
    }

    fn run(&self, module: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        let target = crate::transforms::intrinsic_expansions::ExpansionTarget::of(module, cx);
        lower_intrinsics(module, target)
    }
}

/// Lowers every intrinsic call of every definition (`target`: see
/// [`crate::transforms::intrinsic_expansions::ExpansionTarget`]). Intrinsics no single operation
/// implements and no rule covers (`abs`, `any`, `cross`, ...) are first expanded by
/// `dxil-intrinsic-expansion`'s rules, as LLVM's op lowering did when it required that
/// pass; those both passes handle (`isinf`, `firstbituhigh`) are left to the rules
/// here, so a pipeline that ran the expansion already does not expand them twice.
pub fn lower_intrinsics(
    m: &mut Module,
    target: crate::transforms::intrinsic_expansions::ExpansionTarget,
) -> Result<(), LowerError> {
    let unlowered = |base: &str| rule_for(base).is_none();
    let expanded =
        crate::transforms::intrinsic_expansions::expand_calls_where(m, target, unlowered)?;
    // What was unused before goes with what lowering leaves unused, below (the same
    // symbols in the same order); an unused internal definition goes first, so its
    // calls are not lowered.
    let local_definitions = m
        .functions
        .iter()
        .any(|(_, f)| f.is_definition() && f.props.linkage.is_local());
    if expanded || local_definitions {
        crate::transforms::unused_symbols::remove_unused_symbols(m);
    }
    let select = |n: &str| n.starts_with("llvm.").then(|| n.to_string());
    let mut decls = OpDeclarations::default();
    rewrite_calls(m, select, |cur, inst, name| {
        lower_call(cur, &mut decls, inst, &name)
    })?;
    let calls = crate::transforms::unused_symbols::remove_unused_symbols(m);
    mark_op_calls(m, &calls);
    Ok(())
}

/// Gives every `dx.op.*` call of an operation with a memory effect its declaration's
/// attributes (`nounwind memory(none)`) as call-site attributes, as LLVM's op
/// lowering does (an op that is only `nounwind` gets none); `dxil-prepare` drops
/// them again, as DXC writes none.
pub fn mark_op_calls(m: &mut Module, calls: &SymbolUsers) {
    // The attributes of the operations to mark, by handle: without one, nothing to do.
    let marked_ops: Vec<Option<dxil_ir::AttrSet>> = m
        .functions
        .iter()
        .map(|(_, f)| {
            let memory = f.attrs.func.0.iter().any(|a| a.name() == "memory");
            (f.name.starts_with("dx.op.") && memory).then(|| f.attrs.func.clone())
        })
        .collect();
    if marked_ops.iter().all(Option::is_none) {
        return;
    }
    for (f, i) in calls.iter() {
        let Some(body) = m.functions[f].body.as_mut() else {
            continue;
        };
        if let InstKind::Call {
            callee: Value::Function(callee),
            attrs,
            ..
        } = &mut body.insts[i].kind
        {
            if let Some(Some(decl)) = marked_ops.get(callee.index()) {
                if attrs.func.is_empty() {
                    attrs.func = decl.clone();
                }
            }
        }
    }
}

fn unsupported(what: String, site: Site) -> LowerError {
    LowerError::Unsupported {
        what,
        site: Some(site),
    }
}

/// What one call lowers to: the operation, how its operands are laid out, and the
/// call's site (for errors).
#[derive(Clone, Copy)]
struct OpLowering {
    opcode: OpCode,
    shape: Shape,
    site: Site,
}

fn lower_call(
    cur: &mut FuncCursor,
    decls: &mut OpDeclarations,
    inst: Inst,
    name: &str,
) -> Result<(), LowerError> {
    let site = Site::Inst(cur.func, inst);
    let Some((op_name, shape)) = rule_for(name) else {
        return Err(unsupported(format!("call to @{name}"), site));
    };
    let opcode = op_by_name(op_name)
        .ok_or_else(|| unsupported(format!("DXIL operation {op_name} (for @{name})"), site))?;
    let (ret_ty, args) = match &cur.body.insts[inst].kind {
        InstKind::Call { args, .. } => (cur.body.insts[inst].ty, args.clone()),
        _ => return Ok(()),
    };
    cur.before(inst);
    let low = OpLowering {
        opcode,
        shape,
        site,
    };
    let new = if matches!(shape, Shape::PayloadArg | Shape::PayloadResult) {
        lower_payload_call(cur, decls, low, name, &args)?
    } else if is_vector(cur.m, ret_ty) && !matches!(shape, Shape::Ballot) {
        lower_vector_call(cur, decls, low, ret_ty, &args)?
    } else if shape == Shape::Countbits {
        lower_countbits(cur, decls, inst, low, ret_ty, &args)?
    } else {
        lower_scalar_call(cur, decls, low, ret_ty, &args)?
    };
    if let Some(v) = new {
        cur.replace_uses(Value::Inst(inst), v);
    }
    cur.erase(inst);
    Ok(())
}

/// A mesh payload operation: its overload the pointer to the payload's named struct,
/// from the global passed (`DispatchMesh`) or the intrinsic's overload suffix
/// (`GetMeshPayload`).
fn lower_payload_call(
    cur: &mut FuncCursor,
    decls: &mut OpDeclarations,
    low: OpLowering,
    name: &str,
    args: &[Value],
) -> Result<Option<Value>, LowerError> {
    let invalid = |msg: String| LowerError::Invalid {
        msg,
        site: Some(low.site),
    };
    let (pointee, addrspace) = if low.shape == Shape::PayloadArg {
        match args.last() {
            Some(Value::Global(g)) => {
                let g = &cur.m.globals[*g];
                (g.value_ty, g.addrspace)
            }
            _ => {
                return Err(invalid(
                    "the payload of a mesh dispatch must be a groupshared variable".into(),
                ))
            }
        }
    } else {
        (
            mesh_payload_type(cur.m, name)
                .ok_or_else(|| invalid(format!("@{name} names no struct type")))?,
            0,
        )
    };
    if !matches!(cur.m.types.get(pointee), TypeData::Named(_)) {
        return Err(invalid(
            "a mesh payload must be a (named) struct type".into(),
        ));
    }
    let overload = cur
        .m
        .types
        .intern(TypeData::TypedPtr { pointee, addrspace });
    let v = op_call(cur, decls, low, Some(overload), args.to_vec())?;
    Ok((low.shape == Shape::PayloadResult).then_some(v))
}

fn is_vector(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::Vector { .. })
}

/// Lowers a call whose result is a vector element by element.
fn lower_vector_call(
    cur: &mut FuncCursor,
    decls: &mut OpDeclarations,
    low: OpLowering,
    ret_ty: Type,
    args: &[Value],
) -> Result<Option<Value>, LowerError> {
    let (len, elem) = match cur.m.types.get(ret_ty) {
        TypeData::Vector { len, elem, .. } => (*len, *elem),
        _ => return Ok(None),
    };
    let mut lanes = Vec::with_capacity(len as usize);
    for lane in 0..len {
        let mut lane_args = Vec::with_capacity(args.len());
        for a in args {
            let at = cur.ty(*a);
            lane_args.push(if is_vector(cur.m, at) {
                cur.extract_element(*a, lane)
            } else {
                *a
            });
        }
        let v = lower_scalar_call(cur, decls, low, elem, &lane_args)?;
        lanes.push(v.unwrap_or_else(|| cur.m.consts.undef(elem)));
    }
    Ok(Some(cur.build_vector(ret_ty, &lanes)))
}

fn op_call(
    cur: &mut FuncCursor,
    decls: &mut OpDeclarations,
    low: OpLowering,
    overload: Option<Type>,
    args: Vec<Value>,
) -> Result<Value, LowerError> {
    let OpLowering { opcode, site, .. } = low;
    let f = decls.declare(cur.m, opcode, overload).map_err(|e| {
        let mut err: LowerError = e.into();
        if let LowerError::Unsupported { site: s, .. } | LowerError::Invalid { site: s, .. } =
            &mut err
        {
            *s = Some(site);
        }
        err
    })?;
    let code = cur.opcode(opcode);
    let mut full = vec![code];
    full.extend(args);
    Ok(cur.call(f, full))
}

fn lower_scalar_call(
    cur: &mut FuncCursor,
    decls: &mut OpDeclarations,
    low: OpLowering,
    ret_ty: Type,
    args: &[Value],
) -> Result<Option<Value>, LowerError> {
    let site = low.site;
    let void = matches!(cur.m.types.get(ret_ty), TypeData::Void);
    let result = match low.shape {
        Shape::OnResult => {
            let overload = if void { None } else { Some(ret_ty) };
            op_call(cur, decls, low, overload, args.to_vec())?
        }
        Shape::OnArg(_) | Shape::Countbits => {
            let at = match low.shape {
                Shape::OnArg(k) => usize::from(k),
                _ => 0,
            };
            let overload = args.get(at).map(|a| cur.ty(*a));
            let v = op_call(cur, decls, low, overload, args.to_vec())?;
            fit_int(cur, v, ret_ty)
        }
        Shape::Plain | Shape::PayloadArg | Shape::PayloadResult => {
            op_call(cur, decls, low, None, args.to_vec())?
        }
        Shape::OnStoreValue => {
            let overload = args.last().map(|a| cur.ty(*a));
            op_call(cur, decls, low, overload, args.to_vec())?
        }
        Shape::WaveOp(kind, unsigned) => {
            let value = *args.first().ok_or_else(|| LowerError::Invalid {
                msg: "wave operation without an operand".into(),
                site: Some(site),
            })?;
            let k = const_int(cur.m, 8, i64::from(kind));
            let u = const_int(cur.m, 8, i64::from(unsigned));
            op_call(cur, decls, low, Some(ret_ty), vec![value, k, u])?
        }
        Shape::WithKind(kind) => {
            let mut a = args.to_vec();
            a.push(const_int(cur.m, 8, i64::from(kind)));
            op_call(cur, decls, low, Some(ret_ty), a)?
        }
        Shape::Barrier(mode) => {
            let mode = const_int(cur.m, 32, i64::from(mode));
            op_call(cur, decls, low, None, vec![mode])?
        }
        Shape::Ballot => {
            let s = op_call(cur, decls, low, None, args.to_vec())?;
            if !is_vector(cur.m, ret_ty) {
                // An older form of the intrinsic returns `%dx.types.fouri32` itself.
                return Ok(Some(s));
            }
            let lanes: Vec<Value> = (0..4).map(|i| cur.extract_value(s, i)).collect();
            return Ok(Some(cur.build_vector(ret_ty, &lanes)));
        }
        Shape::SplitDouble => {
            let s = op_call(cur, decls, low, None, args.to_vec())?;
            let lo = cur.extract_value(s, 0);
            let hi = cur.extract_value(s, 1);
            let mut agg = cur.m.consts.undef(ret_ty);
            for (i, v) in [lo, hi].into_iter().enumerate() {
                agg = cur.insert(
                    ret_ty,
                    InstKind::InsertValue {
                        agg,
                        val: v,
                        indices: vec![i as u32],
                    },
                );
            }
            return Ok(Some(agg));
        }
        Shape::Dot2AddHalf => {
            if let [acc, a0, a1, b0, b1] = args {
                let ops = vec![*acc, *a0, *a1, *b0, *b1];
                return Ok(Some(op_call(cur, decls, low, Some(ret_ty), ops)?));
            }
            let [acc, a, b] = args else {
                return Err(LowerError::Invalid {
                    msg: "dot2add takes three operands".into(),
                    site: Some(site),
                });
            };
            let (a0, a1) = (cur.extract_element(*a, 0), cur.extract_element(*a, 1));
            let (b0, b1) = (cur.extract_element(*b, 0), cur.extract_element(*b, 1));
            op_call(cur, decls, low, Some(ret_ty), vec![*acc, a0, a1, b0, b1])?
        }
    };
    Ok((!void).then_some(result))
}

/// Lowers a scalar `ctpop` to `Countbits` (which returns `i32`). Where the count is
/// not an `i32`, users that only cast it to `i32` (`zext`/`sext` of a 16-bit count,
/// `trunc` of a 64-bit one) take the op's result directly; any other user gets one
/// cast of it back to the count's type.
fn lower_countbits(
    cur: &mut FuncCursor,
    decls: &mut OpDeclarations,
    inst: Inst,
    low: OpLowering,
    ret_ty: Type,
    args: &[Value],
) -> Result<Option<Value>, LowerError> {
    let overload = args.first().map(|a| cur.ty(*a));
    let count = op_call(cur, decls, low, overload, args.to_vec())?;
    let i32_ty = cur.ty(count);
    if ret_ty == i32_ty {
        return Ok(Some(count));
    }
    let folds: &[CastOp] = match cur.m.types.int_bits(ret_ty) {
        Some(bits) if bits < 32 => &[CastOp::ZExt, CastOp::SExt],
        _ => &[CastOp::Trunc],
    };
    let mut other_users = false;
    for u in cur.users_of(Value::Inst(inst)) {
        match cur.body.insts[u].kind {
            InstKind::Cast { op, .. } if folds.contains(&op) && cur.body.insts[u].ty == i32_ty => {
                cur.replace_uses(Value::Inst(u), count);
                cur.erase(u);
            }
            _ => other_users = true,
        }
    }
    Ok(other_users.then(|| fit_int(cur, count, ret_ty)))
}

/// `v` (an integer) converted to the integer type `want` (`ctpop` of an `i64` returns
/// `i64`, `Countbits` an `i32`).
fn fit_int(cur: &mut FuncCursor, v: Value, want: Type) -> Value {
    let have = cur.ty(v);
    match (cur.m.types.int_bits(have), cur.m.types.int_bits(want)) {
        (Some(h), Some(w)) if h < w => cur.cast(CastOp::ZExt, v, want),
        (Some(h), Some(w)) if h > w => cur.cast(CastOp::Trunc, v, want),
        _ => v,
    }
}
