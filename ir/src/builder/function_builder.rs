//! [`FunctionBuilder`]: blocks and instructions appended to a function's body.

use super::ModuleBuilder;
use crate::function::{Block, Body, FuncId, InstData};
use crate::instruction::{
    AtomicOrdering, BinOp, CastOp, FastMathFlags, FloatPredicate, GepFlags, InstKind, IntPredicate,
    RmwOp, SyncScope, TailKind, WrapFlags,
};
use crate::metadata::Md;
use crate::types::{Type, TypeData};
use crate::value::Value;

/// Appends instructions to the body of one function, at the end of its current block.
///
/// Each instruction method returns the instruction as a [`Value`] (its result, the
/// operand of later instructions; for `store` and terminators, only a handle to set its
/// metadata with). Result types follow from the operands as LLVM defines them; an
/// instruction whose operands do not fit is built anyway and reported by
/// [`ModuleBuilder::finish`]'s verifier, never by a panic.
#[derive(Debug)]
pub struct FunctionBuilder<'b> {
    b: &'b mut ModuleBuilder,
    func: FuncId,
    block: Option<Block>,
}

impl<'b> FunctionBuilder<'b> {
    pub(super) fn new(b: &'b mut ModuleBuilder, func: FuncId) -> Self {
        let m = b.module_mut();
        let f = &mut m.functions[func];
        let block = f
            .body
            .get_or_insert_with(Body::default)
            .layout
            .last()
            .copied();
        FunctionBuilder { b, func, block }
    }

    /// The module builder, for the types and constants instructions take.
    pub fn module(&mut self) -> &mut ModuleBuilder {
        self.b
    }

    /// The function's `n`-th parameter.
    pub fn arg(&self, n: u32) -> Value {
        Value::Arg(n)
    }

    /// A new block at the end of the function (the first one made is the entry).
    /// Instructions go on in the current block until [`FunctionBuilder::switch_to`].
    pub fn block(&mut self) -> Block {
        self.body().add_block(None)
    }

    /// Appends later instructions to `block`.
    pub fn switch_to(&mut self, block: Block) {
        self.block = Some(block);
    }

    /// The block instructions are appended to, if any was made yet.
    pub fn current_block(&self) -> Option<Block> {
        self.block
    }

    /// The instruction `value` names, to set what no method sets (its name, tail
    /// marker, call-site attributes); `None` when `value` is not an instruction of this
    /// function.
    pub fn inst_mut(&mut self, value: Value) -> Option<&mut InstData> {
        let i = value.as_inst()?;
        self.body().insts.get_mut(i)
    }

    /// Sets the fast-math flags of a floating-point instruction or call
    /// (`FastMathFlags(FastMathFlags::FAST)` for `fast`).
    pub fn set_fast_math(&mut self, value: Value, flags: FastMathFlags) {
        if let Some(i) = self.inst_mut(value) {
            i.fmf = flags;
        }
    }

    /// Attaches metadata `!kind !md` to an instruction (`!tbaa`, `!dx.controlflow.hints`).
    pub fn attach_metadata(&mut self, value: Value, kind: &str, md: Md) {
        if let Some(i) = self.inst_mut(value) {
            i.metadata.push((kind.into(), md));
        }
    }

    /// The type of a value as an operand here.
    pub fn type_of(&mut self, value: Value) -> Type {
        self.b.operand_type(Some(self.func), value)
    }

    /// Appends any instruction of result type `ty`.
    pub fn push(&mut self, ty: Type, kind: InstKind) -> Value {
        let block = match self.block {
            Some(b) => b,
            None => {
                let b = self.block();
                self.block = Some(b);
                b
            }
        };
        Value::Inst(self.body().append(block, ty, kind))
    }

    fn body(&mut self) -> &mut Body {
        self.b.module_mut().functions[self.func]
            .body
            .get_or_insert_with(Body::default)
    }

    fn void(&mut self) -> Type {
        self.b.void_type()
    }

    // --- arithmetic and comparison ---------------------------------------------

    /// A binary operator (`add`, `fmul`, `shl`, ...) without wrap flags.
    pub fn binary(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.type_of(lhs);
        let flags = WrapFlags::default();
        self.push(
            ty,
            InstKind::Binary {
                op,
                flags,
                lhs,
                rhs,
            },
        )
    }

    /// `fneg`.
    pub fn fneg(&mut self, val: Value) -> Value {
        let ty = self.type_of(val);
        self.push(ty, InstKind::FNeg { val })
    }

    /// `icmp`: an `i1` (or a vector of them) per lane.
    pub fn icmp(&mut self, pred: IntPredicate, lhs: Value, rhs: Value) -> Value {
        let ty = self.bool_like(lhs);
        let kind = InstKind::ICmp {
            pred,
            samesign: false,
            lhs,
            rhs,
        };
        self.push(ty, kind)
    }

    /// `fcmp`.
    pub fn fcmp(&mut self, pred: FloatPredicate, lhs: Value, rhs: Value) -> Value {
        let ty = self.bool_like(lhs);
        self.push(ty, InstKind::FCmp { pred, lhs, rhs })
    }

    /// `i1`, or `<N x i1>` for an `N`-lane vector operand.
    fn bool_like(&mut self, operand: Value) -> Type {
        let t = self.type_of(operand);
        let types = &mut self.b.module_mut().types;
        let i1 = types.int(1);
        match *types.get(t) {
            TypeData::Vector { len, .. } => types.vector(i1, len),
            _ => i1,
        }
    }

    /// `select`.
    pub fn select(&mut self, cond: Value, then_val: Value, else_val: Value) -> Value {
        let ty = self.type_of(then_val);
        let kind = InstKind::Select {
            cond,
            then_val,
            else_val,
        };
        self.push(ty, kind)
    }

    /// A cast (`zext`, `sitofp`, `bitcast`, ...) of `val` to `ty`.
    pub fn cast(&mut self, op: CastOp, val: Value, ty: Type) -> Value {
        let flags = WrapFlags::default();
        self.push(ty, InstKind::Cast { op, flags, val })
    }

    /// `phi` of type `ty` over (value, predecessor) pairs.
    pub fn phi(&mut self, ty: Type, incoming: &[(Value, Block)]) -> Value {
        let incoming = incoming.to_vec();
        self.push(ty, InstKind::Phi { incoming })
    }

    // --- memory ------------------------------------------------------------------

    /// `alloca` of one `allocated` in the default address space.
    pub fn alloca(&mut self, allocated: Type) -> Value {
        let ty = self.b.ptr_type(0);
        let kind = InstKind::Alloca {
            allocated,
            count: None,
            align: None,
            addrspace: 0,
        };
        self.push(ty, kind)
    }

    /// `load` of a `ty` from `ptr`.
    pub fn load(&mut self, ty: Type, ptr: Value, align: Option<u64>) -> Value {
        let kind = InstKind::Load {
            ptr,
            align,
            volatile: false,
            atomic: None,
        };
        self.push(ty, kind)
    }

    /// `store` of `val` to `ptr`.
    pub fn store(&mut self, val: Value, ptr: Value, align: Option<u64>) -> Value {
        let ty = self.void();
        let kind = InstKind::Store {
            val,
            ptr,
            align,
            volatile: false,
            atomic: None,
        };
        self.push(ty, kind)
    }

    /// `getelementptr` (`inbounds` when asked) of `base` as a pointer to `source`.
    pub fn gep(&mut self, source: Type, base: Value, indices: &[Value], inbounds: bool) -> Value {
        let ty = self.type_of(base);
        let flags = GepFlags {
            inbounds,
            ..GepFlags::default()
        };
        let kind = InstKind::Gep {
            source,
            flags,
            base,
            indices: indices.to_vec(),
        };
        self.push(ty, kind)
    }

    /// `atomicrmw` (sequentially consistent, as HLSL's interlocked operations).
    pub fn atomic_rmw(&mut self, op: RmwOp, ptr: Value, val: Value) -> Value {
        let ty = self.type_of(val);
        let kind = InstKind::AtomicRmw {
            op,
            ptr,
            val,
            ordering: AtomicOrdering::SeqCst,
            scope: SyncScope::System,
            volatile: false,
            align: None,
        };
        self.push(ty, kind)
    }

    // --- aggregates and vectors ---------------------------------------------------

    /// `extractvalue`.
    pub fn extract_value(&mut self, agg: Value, indices: &[u32]) -> Value {
        let mut ty = self.type_of(agg);
        for &i in indices {
            let types = &mut self.b.module_mut().types;
            ty = types
                .aggregate_element(ty, u64::from(i))
                .unwrap_or_else(|| types.void());
        }
        let indices = indices.to_vec();
        self.push(ty, InstKind::ExtractValue { agg, indices })
    }

    /// `insertvalue`.
    pub fn insert_value(&mut self, agg: Value, val: Value, indices: &[u32]) -> Value {
        let ty = self.type_of(agg);
        let indices = indices.to_vec();
        self.push(ty, InstKind::InsertValue { agg, val, indices })
    }

    /// `extractelement`.
    pub fn extract_element(&mut self, vec: Value, index: Value) -> Value {
        let t = self.type_of(vec);
        let types = &self.b.module_mut().types;
        let ty = match *types.get(t) {
            TypeData::Vector { elem, .. } => elem,
            _ => t,
        };
        self.push(ty, InstKind::ExtractElement { vec, index })
    }

    /// `insertelement`.
    pub fn insert_element(&mut self, vec: Value, val: Value, index: Value) -> Value {
        let ty = self.type_of(vec);
        self.push(ty, InstKind::InsertElement { vec, val, index })
    }

    /// `shufflevector` of `a` and `b` by `mask` (-1: an undefined lane).
    pub fn shuffle_vector(&mut self, a: Value, b: Value, mask: &[i32]) -> Value {
        let t = self.type_of(a);
        let types = &mut self.b.module_mut().types;
        let ty = match *types.get(t) {
            TypeData::Vector { elem, .. } => types.vector(elem, mask.len() as u32),
            _ => t,
        };
        let mask = mask.to_vec();
        self.push(ty, InstKind::ShuffleVector { a, b, mask })
    }

    // --- calls and control flow -----------------------------------------------------

    /// `call` of the function `callee` (a `tail call`, as clang marks its intrinsic
    /// calls).
    pub fn call(&mut self, callee: FuncId, args: &[Value]) -> Value {
        let m = self.b.module_mut();
        // A handle from elsewhere gets a `void` type here and an error from the verifier.
        let fn_ty = m
            .functions
            .get(callee)
            .map_or_else(|| m.types.void(), |f| f.ty);
        let ty = match *m.types.get(fn_ty) {
            TypeData::Function { ret, .. } => ret,
            _ => m.types.void(),
        };
        let kind = InstKind::Call {
            callee: Value::Function(callee),
            fn_ty,
            args: args.to_vec(),
            tail: TailKind::Tail,
            cc: 0,
            attrs: Default::default(),
            bundles: Default::default(),
        };
        self.push(ty, kind)
    }

    /// `br label %dest`.
    pub fn br(&mut self, dest: Block) -> Value {
        let ty = self.void();
        self.push(ty, InstKind::Br { dest })
    }

    /// `br i1 %cond, label %then_dest, label %else_dest`.
    pub fn cond_br(&mut self, cond: Value, then_dest: Block, else_dest: Block) -> Value {
        let ty = self.void();
        let kind = InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        };
        self.push(ty, kind)
    }

    /// `switch` on `val` over (constant, target) cases.
    pub fn switch(&mut self, val: Value, default: Block, cases: &[(Value, Block)]) -> Value {
        let ty = self.void();
        let cases = cases.to_vec();
        self.push(
            ty,
            InstKind::Switch {
                val,
                default,
                cases,
            },
        )
    }

    /// `ret` (`ret void` for `None`).
    pub fn ret(&mut self, val: Option<Value>) -> Value {
        let ty = self.void();
        self.push(ty, InstKind::Ret { val })
    }

    /// `unreachable`.
    pub fn unreachable(&mut self) -> Value {
        let ty = self.void();
        self.push(ty, InstKind::Unreachable)
    }
}
