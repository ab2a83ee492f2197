//! `dxil-signature-io`: splits vector signature accesses (`llvm.dx.load.input`,
//! `llvm.dx.store.output` and the other stages' forms in [`dxil_analysis::io_calls::IO_INTRINSICS`]) into one
//! scalar call per component, so `dxil-op-lower` can make them `dx.op.loadInput`,
//! `dx.op.storeOutput`, ... (DXIL reads and writes signature elements one component at
//! a time).
//!
//! The calls have the form of llvm/docs/DirectX/SemanticSignatures.md: `load.input(i32
//! element id, i32 row, i8 column, i32 vertex index)` and `store.output(i32 element id,
//! i32 row, i8 column, value)`, the row and column relative to the element; the other
//! forms follow the DXIL operation they become (docs/stages.md). Component `k` of a
//! vector call becomes column `column + k`; the loads are rebuilt into the vector with
//! `insertelement` and the stored vector is taken apart with `extractelement`, which
//! the scalarizer then folds away.

use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::FuncCursor;
use dxil_analysis::io_calls::{io_call_at, IoCall, IoFunctions, IoKind};
use dxil_ir::edit::const_int;
use dxil_ir::{FuncId, Inst, Module, Site, TypeData, Value};

/// The `dxil-signature-io` pass.
pub struct SignatureIo;

impl Pass for SignatureIo {
    fn name(&self) -> &'static str {
        "dxil-signature-io"
    }

    fn run(&self, m: &mut Module, _cx: &mut PassContext) -> Result<(), LowerError> {
        let funcs: Vec<FuncId> = m.functions.handles().collect();
        let io = IoFunctions::of(m);
        for f in funcs {
            // Re-read each call's operands: splitting a load rewrites its uses, which
            // may be a later store's value.
            // (Through the replacements deferred so far: the body is edited once for
            // all the calls.)
            let insts: Vec<Inst> = io.calls(m, f).iter().map(|c| c.inst).collect();
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

/// The column operand of an access, as a constant.
fn column_of(m: &Module, f: FuncId, call: &IoCall) -> Result<i64, LowerError> {
    let site = Some(Site::Inst(f, call.inst));
    if call.args.len() != call.intrinsic.arity {
        return Err(LowerError::Invalid {
            msg: format!(
                "@{} with {} operands (expected {})",
                call.intrinsic.base,
                call.args.len(),
                call.intrinsic.arity
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
                scalars.push(cur.call_intrinsic(call.intrinsic.base, &[elem], elem, args));
            }
            IoKind::Store => {
                args[3] = cur.extract_element(call.args[3], k);
                let void = cur.m.types.void();
                cur.call_intrinsic(call.intrinsic.base, &[elem], void, args);
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
