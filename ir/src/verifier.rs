//! The verifier: checks that a [`Module`] is well formed, rule by rule, and names the
//! [`Site`] of every problem so callers can point at `file:line:col` through a
//! [`SourceMap`].
//!
//! What it checks:
//! - every handle names something (types, constants, globals, functions, blocks,
//!   instructions, arguments), and the type and constant tables are well formed;
//! - block structure: blocks non-empty, one terminator each and last, the entry block
//!   without predecessors, phis first in their block with one entry per predecessor;
//! - SSA dominance: every use is dominated by its definition (a phi's use at the end of
//!   the incoming block), on a dominator tree computed here; as in LLVM, uses in blocks
//!   unreachable from the entry are not constrained, and only phis may use themselves;
//! - the operand and result types of every instruction, for opaque and typed pointers;
//! - calls against their function type and callee, and the signatures of the
//!   `llvm.dx.*` intrinsics of `DXILResources.rst` (and the thread-id ones);
//! - global initializers and constants against their types.
//!
//! The verifier never panics, whatever the module holds, and runs in time roughly
//! linear in the module's size.

mod aggregates;
mod body;
mod calls;
mod casts;
mod cfg;
mod constants;
mod dominance;
mod env;
mod instructions;
mod intrinsics;
mod memory;
mod ssa;

use crate::function::FuncId;
use crate::module::Module;
use crate::source_map::{Loc, Site, SourceMap};

/// A rule of well-formedness the verifier checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// A handle names nothing (type, constant, global, function, block, instruction or
    /// argument), or the type table is malformed.
    InvalidHandle,
    /// An instruction sits in two blocks, a block is laid out twice, or a used
    /// instruction is in no block of the function.
    Placement,
    /// A function definition has no blocks.
    EmptyBody,
    /// A block has no instructions.
    EmptyBlock,
    /// A block does not end in exactly one terminator.
    Terminator,
    /// The entry block has predecessors.
    EntryPredecessor,
    /// A phi follows a non-phi instruction in its block.
    PhiPlacement,
    /// A phi does not have exactly one entry per predecessor edge.
    PhiIncoming,
    /// A use is not dominated by its definition.
    Dominance,
    /// Operands or result of a binary operator or `fneg` do not fit.
    BinaryOperands,
    /// Operands or result of `icmp` / `fcmp` do not fit.
    Compare,
    /// Operands or result of `select` do not fit.
    Select,
    /// A cast's source and destination kinds or widths do not fit.
    Cast,
    /// A `load` or `store` pointer or value type does not fit.
    LoadStore,
    /// An `alloca`'s type, count or result does not fit.
    Alloca,
    /// A `getelementptr`'s base, source type, indices or result do not fit.
    Gep,
    /// An `extractvalue` / `insertvalue` index path or type does not fit.
    Aggregate,
    /// An `extractelement` / `insertelement` operand does not fit.
    VectorElement,
    /// A `shufflevector`'s operands or mask do not fit.
    ShuffleMask,
    /// A phi's incoming value types differ from its type.
    PhiType,
    /// A `ret` does not match its function's return type.
    Return,
    /// A branch condition or switch value or case does not fit.
    Branch,
    /// An atomic operation's type or ordering does not fit.
    Atomic,
    /// A call's arguments or result do not match its function type.
    CallSignature,
    /// A call's callee does not have the call's function type.
    CalleeType,
    /// An `llvm.dx.*` intrinsic is declared with the wrong signature.
    Intrinsic,
    /// An instruction has the wrong result type (e.g. a non-void `store`).
    ResultType,
    /// A function's type is not a valid function type.
    FunctionType,
    /// A global's value type or initializer does not fit.
    GlobalType,
    /// A constant's elements or operands do not fit its type.
    Constant,
}

impl Rule {
    /// A short kebab-case name for messages.
    pub fn name(self) -> &'static str {
        match self {
            Rule::InvalidHandle => "invalid-handle",
            Rule::Placement => "placement",
            Rule::EmptyBody => "empty-body",
            Rule::EmptyBlock => "empty-block",
            Rule::Terminator => "terminator",
            Rule::EntryPredecessor => "entry-predecessor",
            Rule::PhiPlacement => "phi-placement",
            Rule::PhiIncoming => "phi-incoming",
            Rule::Dominance => "dominance",
            Rule::BinaryOperands => "binary-operands",
            Rule::Compare => "compare",
            Rule::Select => "select",
            Rule::Cast => "cast",
            Rule::LoadStore => "load-store",
            Rule::Alloca => "alloca",
            Rule::Gep => "gep",
            Rule::Aggregate => "aggregate",
            Rule::VectorElement => "vector-element",
            Rule::ShuffleMask => "shuffle-mask",
            Rule::PhiType => "phi-type",
            Rule::Return => "return",
            Rule::Branch => "branch",
            Rule::Atomic => "atomic",
            Rule::CallSignature => "call-signature",
            Rule::CalleeType => "callee-type",
            Rule::Intrinsic => "intrinsic",
            Rule::ResultType => "result-type",
            Rule::FunctionType => "function-type",
            Rule::GlobalType => "global-type",
            Rule::Constant => "constant",
        }
    }
}

impl std::fmt::Display for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A broken rule: which, where, and a description.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{rule}: {message}")]
pub struct VerifyError {
    /// The rule broken.
    pub rule: Rule,
    /// Where: a global, a function, or an instruction of a function. `None` for
    /// problems of the module's type or constant tables, which have no place.
    pub site: Option<Site>,
    /// What is wrong, naming the values and types involved.
    pub message: String,
}

impl VerifyError {
    /// Where the error's site was written, if `map` knows it.
    pub fn loc(&self, map: &SourceMap) -> Option<Loc> {
        self.site.and_then(|s| map.get(s))
    }

    /// The function the error is in, if any.
    pub fn function(&self) -> Option<FuncId> {
        match self.site? {
            Site::Function(f) | Site::Inst(f, _) => Some(f),
            Site::Global(_) => None,
        }
    }
}

/// Collects errors as the checks find them.
#[derive(Default)]
pub(crate) struct Sink {
    errors: Vec<VerifyError>,
}

impl Sink {
    /// Records that `rule` is broken at `site`.
    pub(crate) fn report(&mut self, rule: Rule, site: Option<Site>, message: String) {
        self.errors.push(VerifyError {
            rule,
            site,
            message,
        });
    }

    /// How many errors are recorded.
    pub(crate) fn len(&self) -> usize {
        self.errors.len()
    }

    /// Adds the problems `other` recorded, after those recorded here.
    pub(crate) fn append(&mut self, other: Sink) {
        self.errors.extend(other.errors);
    }
}

/// Checks every rule on `m`.
///
/// # Errors
/// Every problem found, in module order (globals, then functions in order, each
/// function's problems roughly in layout order).
pub fn verify(m: &Module) -> Result<(), Vec<VerifyError>> {
    let mut sink = Sink::default();
    if let Some(env) = env::Env::new(m, &mut sink) {
        constants::check_constants(&env, &mut sink);
        constants::check_globals(&env, &mut sink);
        for (fid, f) in m.functions.iter() {
            body::check_function(&env, fid, f, &mut sink);
        }
    }
    if sink.errors.is_empty() {
        Ok(())
    } else {
        Err(sink.errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::function::{Body, Function};
    use crate::instruction::{BinOp, InstKind, WrapFlags};
    use crate::value::Value;

    /// A chain of `blocks` diamonds (block, side block, join with a phi), with `adds`
    /// additions per block: a deep dominator tree and many uses.
    fn chain(blocks: usize, adds: usize) -> Module {
        let mut m = Module::new();
        let i32t = m.types.int(32);
        let i1 = m.types.int(1);
        let fn_ty = m.types.function(i32t, vec![i32t, i1], false);
        let mut body = Body::default();
        let labels: Vec<_> = (0..=blocks).map(|_| body.add_block(None)).collect();
        let sides: Vec<_> = (0..blocks).map(|_| body.add_block(None)).collect();
        let mut prev = Value::Arg(0);
        for k in 0..blocks {
            let b = labels[k];
            if k > 0 {
                let phi = InstKind::Phi {
                    incoming: vec![(prev, labels[k - 1]), (prev, sides[k - 1])],
                };
                prev = Value::Inst(body.append(b, i32t, phi));
            }
            for _ in 0..adds {
                let add = InstKind::Binary {
                    op: BinOp::Add,
                    flags: WrapFlags::default(),
                    lhs: prev,
                    rhs: Value::Arg(0),
                };
                prev = Value::Inst(body.append(b, i32t, add));
            }
            let void = m.types.void();
            let br = InstKind::CondBr {
                cond: Value::Arg(1),
                then_dest: labels[k + 1],
                else_dest: sides[k],
            };
            body.append(b, void, br);
            body.append(
                sides[k],
                void,
                InstKind::Br {
                    dest: labels[k + 1],
                },
            );
        }
        let void = m.types.void();
        body.append(labels[blocks], void, InstKind::Ret { val: Some(prev) });
        m.functions.alloc(Function {
            name: "f".into(),
            ty: fn_ty,
            cc: 0,
            props: Default::default(),
            addrspace: 0,
            attrs: Default::default(),
            param_names: vec![None, None],
            body: Some(body),
        });
        m
    }

    #[test]
    fn large_functions_verify_in_linear_time() {
        let small = chain(2_000, 48);
        let large = chain(20_000, 48);
        let time = |m: &Module| {
            let t = std::time::Instant::now();
            assert_eq!(verify(m), Ok(()));
            t.elapsed()
        };
        let (a, b) = (time(&small), time(&large));
        // Ten times the instructions; allow generous noise but not quadratic growth.
        assert!(
            b < a * 40 + std::time::Duration::from_millis(200),
            "{a:?} then {b:?}"
        );
    }

    #[test]
    fn a_use_across_the_chain_without_its_phi_is_caught() {
        let mut m = chain(50, 2);
        let (_, f) = m.functions.iter_mut().next().expect("function");
        let body = f.body.as_mut().expect("body");
        // Make the last add of the first block use a value of the side block's join.
        let late = body.blocks[body.layout[40]].insts[1];
        let first = body.blocks[body.layout[0]].insts[1];
        if let InstKind::Binary { rhs, .. } = &mut body.insts[first].kind {
            *rhs = Value::Inst(late);
        }
        let errors = verify(&m).expect_err("late use");
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].rule, Rule::Dominance);
        assert!(matches!(errors[0].site, Some(Site::Inst(_, i)) if i == first));
    }
}
