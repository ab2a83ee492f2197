//! `dxil-signature-io`: splits vector `llvm.dx.load.input` / `llvm.dx.store.output`
//! calls into one scalar call per component, so `dxil-op-lower` can make them
//! `dx.op.loadInput` / `dx.op.storeOutput` (DXIL reads and writes signature elements
//! one component at a time).
//!
//! The calls have the form of llvm/docs/DirectX/SemanticSignatures.md: `load.input(i32
//! element id, i32 row, i8 column, i32 vertex index)` and `store.output(i32 element id,
//! i32 row, i8 column, value)`, the row and column relative to the element. Component
//! `k` of a vector call becomes column `column + k`; the loads are rebuilt into the
//! vector with `insertelement` and the stored vector is taken apart with
//! `extractelement`, which the scalarizer then folds away.

use crate::error::LowerError;
use crate::intrinsics::PickedFunctions;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{callee_name, const_int, FuncCursor};
use dxil_ir::{Body, FuncId, Inst, InstKind, Module, Site, TypeData, Value};

/// Name prefix of the input load intrinsic.
pub const LOAD_INPUT: &str = "llvm.dx.load.input";
/// Name prefix of the output store intrinsic.
pub const STORE_OUTPUT: &str = "llvm.dx.store.output";

/// Whether a signature access reads an input or writes an output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IoKind {
    /// `llvm.dx.load.input`.
    Load,
    /// `llvm.dx.store.output`.
    Store,
}

/// One signature access in a function body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IoCall {
    /// The call.
    pub inst: Inst,
    /// Load or store.
    pub kind: IoKind,
    /// Its arguments.
    pub args: Vec<Value>,
}

/// The signature accesses of `func`, in block and instruction order.
pub fn io_calls(m: &Module, func: FuncId) -> Vec<IoCall> {
    let Some(body) = &m.functions[func].body else {
        return Vec::new();
    };
    let io_functions = PickedFunctions::new(m, |n| io_kind(n).is_some());
    if io_functions.is_empty() {
        return Vec::new();
    }
    body.placed_insts()
        .filter_map(|(_, inst)| io_call_at(m, body, inst))
        .collect()
}

/// Whether a function named `name` loads an input or stores an output.
fn io_kind(name: &str) -> Option<IoKind> {
    if is_intrinsic(name, LOAD_INPUT) {
        Some(IoKind::Load)
    } else if is_intrinsic(name, STORE_OUTPUT) {
        Some(IoKind::Store)
    } else {
        None
    }
}

/// `inst` as a signature access, if it is one (with its operands as they are now).
fn io_call_at(m: &Module, body: &Body, inst: Inst) -> Option<IoCall> {
    let kind = &body.insts[inst].kind;
    let io = io_kind(callee_name(m, kind)?)?;
    match kind {
        InstKind::Call { args, .. } => Some(IoCall {
            inst,
            kind: io,
            args: args.clone(),
        }),
        _ => None,
    }
}

/// Whether `name` is intrinsic `base` with an overload suffix.
fn is_intrinsic(name: &str, base: &str) -> bool {
    name.strip_prefix(base)
        .is_some_and(|rest| rest.starts_with('.'))
}

/// The `dxil-signature-io` pass.
pub struct SignatureIo;

impl Pass for SignatureIo {
    fn name(&self) -> &'static str {
        "dxil-signature-io"
    }

    fn run(&self, m: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        let funcs: Vec<FuncId> = m.functions.handles().collect();
        for f in funcs {
            // Re-read each call's operands: splitting a load rewrites its uses, which
            // may be a later store's value.
            // (Through the replacements deferred so far: the body is edited once for
            // all the calls.)
            let insts: Vec<Inst> = io_calls(m, f).iter().map(|c| c.inst).collect();
            if insts.is_empty() {
                continue;
            }
            let Some(mut cur) = FuncCursor::open(m, f) else {
                continue;
            };
            cur.defer_replacements();
            let mut result = Ok(());
            for inst in insts {
                let Some(mut call) = io_call_at(cur.m, &cur.body, inst) else {
                    continue;
                };
                for a in &mut call.args {
                    *a = cur.resolved(*a);
                }
                result = split_call(&mut cur, &call);
                if result.is_err() {
                    break;
                }
            }
            cur.finish();
            result?;
        }
        Ok(())
    }
}

/// The column operand of a 4-operand access, as a constant.
fn column_of(m: &Module, f: FuncId, call: &IoCall) -> Result<i64, LowerError> {
    let site = Some(Site::Inst(f, call.inst));
    if call.args.len() != 4 {
        return Err(LowerError::Invalid {
            msg: format!(
                "signature access with {} operands (expected element id, row, column and {})",
                call.args.len(),
                if call.kind == IoKind::Load {
                    "vertex index"
                } else {
                    "value"
                }
            ),
            site,
        });
    }
    m.const_int(call.args[2])
        .map(|c| c as i64)
        .ok_or(LowerError::Invalid {
            msg: "signature access with a non-constant column".into(),
            site,
        })
}

fn split_call(cur: &mut FuncCursor, call: &IoCall) -> Result<(), LowerError> {
    let col = column_of(cur.m, cur.func, call)?;
    let vector_ty = match call.kind {
        IoKind::Load => cur.body.insts[call.inst].ty,
        IoKind::Store => cur.ty(call.args[3]),
    };
    let (elem, len) = match cur.m.types.get(vector_ty) {
        TypeData::Vector { elem, len, .. } => (*elem, *len),
        _ => return Ok(()),
    };
    cur.before(call.inst);
    let mut scalars = Vec::new();
    for k in 0..len {
        let c = const_int(cur.m, 8, col + i64::from(k));
        let mut args = call.args.clone();
        args[2] = c;
        match call.kind {
            IoKind::Load => {
                scalars.push(cur.call_intrinsic(LOAD_INPUT, &[elem], elem, args));
            }
            IoKind::Store => {
                args[3] = cur.extract_element(call.args[3], k);
                let void = cur.m.types.void();
                cur.call_intrinsic(STORE_OUTPUT, &[elem], void, args);
            }
        }
    }
    if call.kind == IoKind::Load {
        let v = cur.build_vector(vector_ty, &scalars);
        cur.replace_uses(Value::Inst(call.inst), v);
    }
    cur.erase(call.inst);
    Ok(())
}
