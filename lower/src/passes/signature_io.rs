//! `dxil-signature-io`: splits vector signature accesses (`llvm.dx.load.input`,
//! `llvm.dx.store.output` and the other stages' forms in [`IO_INTRINSICS`]) into one
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

use crate::analysis::intrinsics::PickedFunctions;
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{callee_name, const_int, FuncCursor};
use dxil_ir::{Body, FuncId, Inst, InstKind, Module, Site, TypeData, Value};
use dxil_model::semantic_interpretation::SigKind;

/// Name prefix of the input load intrinsic.
pub const LOAD_INPUT: &str = "llvm.dx.load.input";
/// Name prefix of the output store intrinsic.
pub const STORE_OUTPUT: &str = "llvm.dx.store.output";

/// Whether a signature access reads an input or writes an output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IoKind {
    /// A load (`llvm.dx.load.input`, ...).
    Load,
    /// A store (`llvm.dx.store.output`, ...).
    Store,
}

/// An intrinsic that reads or writes a signature element: its name (without the
/// overload suffix), whether it loads or stores, the signature it accesses and its
/// operand count. Every one has the element id, row and column first; a store has its
/// value fourth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IoIntrinsic {
    /// The intrinsic's name without its overload suffix.
    pub base: &'static str,
    /// Load or store.
    pub kind: IoKind,
    /// The signature it accesses.
    pub sig: SigKind,
    /// Its operand count.
    pub arity: usize,
}

/// Every signature access intrinsic: vertex and pixel shaders' (and the vertex axis of
/// geometry, hull and domain inputs), the hull shader's patch constants and output
/// control points, the domain shader's patch constants, the mesh shader's vertices and
/// primitives.
pub const IO_INTRINSICS: &[IoIntrinsic] = &[
    io(LOAD_INPUT, IoKind::Load, SigKind::Input, 4),
    io(STORE_OUTPUT, IoKind::Store, SigKind::Output, 4),
    io(
        "llvm.dx.load.output.control.point",
        IoKind::Load,
        SigKind::Output,
        4,
    ),
    io(
        "llvm.dx.store.patch.constant",
        IoKind::Store,
        SigKind::PatchConstOrPrim,
        4,
    ),
    io(
        "llvm.dx.load.patch.constant",
        IoKind::Load,
        SigKind::PatchConstOrPrim,
        3,
    ),
    io("llvm.dx.eval.centroid", IoKind::Load, SigKind::Input, 3),
    io("llvm.dx.eval.sample.index", IoKind::Load, SigKind::Input, 4),
    io("llvm.dx.eval.snapped", IoKind::Load, SigKind::Input, 5),
    io(
        "llvm.dx.store.vertex.output",
        IoKind::Store,
        SigKind::Output,
        5,
    ),
    io(
        "llvm.dx.store.primitive.output",
        IoKind::Store,
        SigKind::PatchConstOrPrim,
        5,
    ),
];

const fn io(base: &'static str, kind: IoKind, sig: SigKind, arity: usize) -> IoIntrinsic {
    IoIntrinsic {
        base,
        kind,
        sig,
        arity,
    }
}

/// One signature access in a function body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IoCall {
    /// The call.
    pub inst: Inst,
    /// Load or store.
    pub kind: IoKind,
    /// The intrinsic called.
    pub intrinsic: IoIntrinsic,
    /// Its arguments.
    pub args: Vec<Value>,
}

/// The signature accesses of `func`, in block and instruction order.
pub fn io_calls(m: &Module, func: FuncId) -> Vec<IoCall> {
    IoFunctions::of(m).calls(m, func)
}

/// The signature access intrinsics a module declares, found once for the walks of
/// many bodies (finding them for each body would walk every function per function).
pub struct IoFunctions(PickedFunctions);

impl IoFunctions {
    /// The signature access intrinsics `m` declares.
    pub fn of(m: &Module) -> Self {
        IoFunctions(PickedFunctions::new(m, |n| io_intrinsic(n).is_some()))
    }

    /// The signature accesses of `func`'s body, in order (calls of the functions found;
    /// functions declared since are not looked at).
    pub fn calls(&self, m: &Module, func: FuncId) -> Vec<IoCall> {
        let Some(body) = &m.functions[func].body else {
            return Vec::new();
        };
        if self.0.is_empty() {
            return Vec::new();
        }
        body.placed_insts()
            .filter(|&(_, inst)| self.0.call(body, inst).is_some())
            .filter_map(|(_, inst)| io_call_at(m, body, inst))
            .collect()
    }
}

/// Instruction `inst` of `func` as a signature access, if it is one (its operands as
/// they are now).
pub fn io_call(m: &Module, func: FuncId, inst: Inst) -> Option<IoCall> {
    io_call_at(m, m.functions[func].body.as_ref()?, inst)
}

/// The signature access intrinsic a function named `name` is, if it is one.
fn io_intrinsic(name: &str) -> Option<IoIntrinsic> {
    IO_INTRINSICS
        .iter()
        .find(|i| is_intrinsic(name, i.base))
        .copied()
}

/// `inst` as a signature access, if it is one (with its operands as they are now).
fn io_call_at(m: &Module, body: &Body, inst: Inst) -> Option<IoCall> {
    let kind = &body.insts[inst].kind;
    let intrinsic = io_intrinsic(callee_name(m, kind)?)?;
    match kind {
        InstKind::Call { args, .. } => Some(IoCall {
            inst,
            kind: intrinsic.kind,
            intrinsic,
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
