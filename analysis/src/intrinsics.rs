//! Intrinsic calls: recognising which intrinsic a call instruction calls, and walking
//! the calls of the intrinsics a pass rewrites. The names themselves (LLVM's
//! overload-suffix mangling) live in `dxil_ir::intrinsic_name`.

use crate::error::AnalysisError;
use dxil_ir::{Body, FuncId, Inst, InstKind, Module, Site, Type, TypeData, Value};

pub use dxil_ir::intrinsic_name::{is_intrinsic, overloaded_name};

/// If `inst` calls a function directly, that function's name and the arguments.
pub fn called<'a>(m: &'a Module, body: &'a Body, inst: Inst) -> Option<(&'a str, &'a [Value])> {
    match &body.insts.get(inst)?.kind {
        InstKind::Call {
            callee: Value::Function(f),
            args,
            ..
        } => Some((&m.functions.get(*f)?.name, args)),
        _ => None,
    }
}

/// Operand `i` of a call of intrinsic `base` with `args` at `site`; an error naming
/// the intrinsic when the call has fewer operands.
pub fn operand(base: &str, args: &[Value], i: usize, site: Site) -> Result<Value, AnalysisError> {
    args.get(i).copied().ok_or_else(|| AnalysisError::Invalid {
        msg: format!("@{base} is missing operand {i}"),
        site: Some(site),
    })
}

/// The entry of `table` whose intrinsic base (`base_of`) `name` is, or is an overload
/// of, preferring the longest base (`llvm.dx.group.memory.barrier.with.group.sync`
/// over `llvm.dx.group.memory.barrier`).
pub fn longest_base<'t, T>(
    name: &str,
    table: &'t [T],
    base_of: impl Fn(&T) -> &str,
) -> Option<&'t T> {
    table
        .iter()
        .filter(|e| is_intrinsic(name, base_of(e)))
        .max_by_key(|e| base_of(e).len())
}

/// The functions of a module that a test on their names picks, by handle. A pass that
/// looks for calls of a few functions asks it whether an instruction calls one of them
/// without comparing names at every call, and skips its walk over the code when the
/// module declares none of them.
pub struct PickedFunctions {
    picked: Vec<bool>,
    any: bool,
}

impl PickedFunctions {
    /// The functions of `m` whose names `pick` accepts.
    pub fn new(m: &Module, pick: impl Fn(&str) -> bool) -> Self {
        let picked: Vec<bool> = m.functions.iter().map(|(_, f)| pick(&f.name)).collect();
        let any = picked.contains(&true);
        PickedFunctions { picked, any }
    }

    /// Whether no function was picked (so no instruction calls one).
    pub fn is_empty(&self) -> bool {
        !self.any
    }

    /// Whether `f` was picked.
    pub fn contains(&self, f: FuncId) -> bool {
        self.picked.get(f.index()).copied().unwrap_or(false)
    }

    /// The callee and arguments of `inst`, if it calls a picked function directly.
    pub fn call<'a>(&self, body: &'a Body, inst: Inst) -> Option<(FuncId, &'a [Value])> {
        match &body.insts.get(inst)?.kind {
            InstKind::Call {
                callee: Value::Function(f),
                args,
                ..
            } if self.contains(*f) => Some((*f, args)),
            _ => None,
        }
    }
}

/// The named struct a `llvm.dx.get.mesh.payload.<suffix>` intrinsic's overload suffix
/// names.
pub fn mesh_payload_type(m: &Module, name: &str) -> Option<Type> {
    let suffix = name.strip_prefix("llvm.dx.get.mesh.payload.")?;
    m.types.named.keys().find_map(|n| {
        let t = m.types.lookup(&TypeData::Named(n.clone()))?;
        (dxil_ir::intrinsic_name::mangle_type(&m.types, t) == suffix).then_some(t)
    })
}
