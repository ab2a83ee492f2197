//! Calls of clang's graphics input and output intrinsics (`llvm.dx.load.input`,
//! `llvm.dx.store.output` and the stage-specific ones): which they are, what they
//! read or write, found per function.

use crate::intrinsics::PickedFunctions;
use dxil_ir::edit::callee_name;
use dxil_ir::{Body, FuncId, Inst, InstKind, Module, Value};
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
pub fn io_call_at(m: &Module, body: &Body, inst: Inst) -> Option<IoCall> {
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
