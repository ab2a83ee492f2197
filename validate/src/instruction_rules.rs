//! Rules on LLVM instructions (the DXIL operation calls are [`super::op_rules`]'s).
//!
//! - `INSTR.ALLOWED`: only the instructions DXIL has (no `fence` or `insertvalue`,
//!   `unreachable` only after a `noreturn` call; vector element operations from DXIL
//!   1.9 and in libraries).
//! - `INSTR.NOIDIVBYZERO`, `INSTR.NOUDIVBYZERO`: no integer division by a constant 0.
//! - `INSTR.INBOUNDSACCESS`: a GEP of constant indices stays inside the memory its
//!   pointer points to.
//! - `INSTR.PTRBITCAST`, `INSTR.STRUCTBITCAST`, `INSTR.MINPRECISONBITCAST`: pointer
//!   bitcasts keep the pointee's size, cast to or from a struct (an array's elements
//!   judged) only in a library, nor min-precision types; from shader model 6.6 a cast
//!   to `i8*` is left alone (lifetime markers take them).
//! - `INSTR.FAILTORESLOVETGSMPOINTER`: groupshared pointers come from one global.
//! - `INSTR.DXILSTRUCTUSER`: DXIL's struct values (`%dx.types.ResRet.f32`, ...) are
//!   only read by `extractvalue`; `INSTR.EXTRACTVALUE`: and `extractvalue` reads only
//!   those (and a `cmpxchg`'s result), never an array or another struct.
//! - `INSTR.NOREADINGUNINITIALIZED`: no instruction reads `undef` (or a constant
//!   expression made of one), but a `phi`, the vector `insertelement` fills, the second
//!   vector of `shufflevector` and the value of a `store`; calls to declared functions
//!   (DXIL operations have their own rules) are left alone, as DXC's validator does.
//! - `META.USED`: instruction metadata of known kinds only; `META.FORCECASEONSWITCH`,
//!   `META.INVALIDCONTROLFLOWHINT`, `META.BRANCHFLATTEN`: control-flow hints.

use super::instruction_metadata_rules::MetadataContext;
use super::Validation;
use dxil_ir::{BinOp, Body, CastOp, Function, InstKind, MdData, Module, TypeData, Value};
use dxil_model::layout::DataLayout;

/// The instruction metadata kinds DXC adds to LLVM 3.7's.
const DXC_KINDS: [&str; 3] = ["dx.controlflow.hints", "dx.precise", "dx.nonuniform"];

/// dxv's words for `INSTR.NOREADINGUNINITIALIZED`, from LLVM instructions and
/// operations alike.
pub(crate) const UNINITIALIZED_READ: &str = "Instructions should not read uninitialized value.";

/// Checks the LLVM instructions of every defined function into `v`; `library` for a
/// library (which may cast pointers to structs), `vectors_allowed` for libraries and
/// DXIL 1.9, `min_precision` when 16-bit types are min precision,
/// `lifetimes_allowed` from shader model 6.6 (any cast to `i8*` is then left alone, as
/// lifetime markers take them); `metadata` checks their metadata.
pub(super) fn check_llvm_instructions(
    m: &Module,
    library: bool,
    vectors_allowed: bool,
    min_precision: bool,
    lifetimes_allowed: bool,
    metadata: &MetadataContext<'_>,
    v: &mut Validation,
) {
    let layout = DataLayout::of_dxc_module(m);
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut after_noreturn = false;
        for (_, i) in body.placed_insts() {
            let inst = &body.insts[i];
            let cx = Cx {
                m,
                f,
                body,
                layout: &layout,
                inst: i,
            };
            cx.check_allowed(&inst.kind, vectors_allowed, after_noreturn, v);
            after_noreturn = matches!(&inst.kind, InstKind::Call { callee: Value::Function(c), .. }
                if m.functions[*c].attrs.func.has_flag("noreturn"));
            cx.check_division(&inst.kind, v);
            cx.check_extract_value(&inst.kind, v);
            cx.check_inbounds(&inst.kind, v);
            cx.check_defined_operands(&inst.kind, v);
            if let InstKind::Cast {
                op: CastOp::BitCast,
                val,
                ..
            } = &inst.kind
            {
                let to_bytes = matches!(m.types.get(inst.ty),
                    TypeData::TypedPtr { pointee, addrspace: 0 } if m.types.int_bits(*pointee) == Some(8));
                if !(lifetimes_allowed && to_bytes) {
                    cx.check_bitcast(*val, inst.ty, library, min_precision, v);
                }
            }
            cx.check_dx_struct_users(&inst.kind, v);
            cx.check_groupshared_pointer(&inst.kind, inst.ty, v);
            for (kind, md) in inst.metadata.iter() {
                if !dxil_ir::metadata::is_llvm37_kind(kind) && !DXC_KINDS.contains(&&**kind) {
                    v.push(
                        "META.USED",
                        format!("All metadata must be used by dxil: unknown !{kind}"),
                        cx.at(),
                    );
                } else if &**kind == "dx.controlflow.hints" {
                    cx.check_hints(&inst.kind, *md, v);
                }
                metadata.check(body, i, kind, *md, &|| cx.at(), v);
            }
        }
    }
}

struct Cx<'a> {
    m: &'a Module,
    f: &'a Function,
    body: &'a Body,
    layout: &'a DataLayout,
    inst: dxil_ir::Inst,
}

impl Cx<'_> {
    /// Where the instruction is (worked out only for a diagnostic).
    fn at(&self) -> String {
        super::instruction_location(self.m, self.f, self.inst)
    }

    /// `after_noreturn`: the instruction follows a call to a `noreturn` function (as
    /// `unreachable` does after `IgnoreHit`).
    fn check_allowed(
        &self,
        kind: &InstKind,
        vectors_allowed: bool,
        after_noreturn: bool,
        v: &mut Validation,
    ) {
        let allowed = match kind {
            InstKind::ExtractElement { .. }
            | InstKind::InsertElement { .. }
            | InstKind::ShuffleVector { .. } => vectors_allowed,
            InstKind::Unreachable => after_noreturn,
            InstKind::Fence { .. }
            | InstKind::Freeze { .. }
            | InstKind::FNeg { .. }
            | InstKind::InsertValue { .. } => false,
            _ => true,
        };
        if !allowed {
            v.push(
                "INSTR.ALLOWED",
                format!(
                    "Instructions must be of an allowed type: {} is not a DXIL instruction here",
                    kind.opcode_name()
                ),
                self.at(),
            );
        }
    }

    /// The instruction reads no undefined value where DXC's validator forbids one.
    fn check_defined_operands(&self, kind: &InstKind, v: &mut Validation) {
        // The operand that may be undefined, as the one `for_each_operand` visits first
        // or second; `None` for none.
        let may_be_undef: Option<usize> = match kind {
            InstKind::Phi { .. } => return,
            InstKind::Call {
                callee: Value::Function(c),
                ..
            } if !self.m.functions[*c].is_definition() => return,
            InstKind::Call { callee, .. } if !matches!(callee, Value::Function(_)) => return,
            InstKind::InsertElement { .. } | InstKind::Store { .. } => Some(0),
            InstKind::ShuffleVector { mask, .. } => {
                if !mask.is_empty() && mask.iter().all(|&lane| lane < 0) {
                    self.push_uninitialized(v);
                    return;
                }
                Some(1)
            }
            _ => None,
        };
        let mut reads_undef = false;
        let mut index = 0;
        kind.for_each_operand(|op| {
            if Some(index) != may_be_undef && self.is_undefined(op) {
                reads_undef = true;
            }
            index += 1;
        });
        if reads_undef {
            self.push_uninitialized(v);
        }
    }

    /// `undef`, or a constant expression with an `undef` operand.
    fn is_undefined(&self, value: Value) -> bool {
        if self.m.is_undef_or_poison(value) {
            return true;
        }
        let Some(c) = value.as_const() else {
            return false;
        };
        matches!(self.m.consts.get(c), dxil_ir::ConstData::Expr { op, .. }
            if op.any_operand(|o| self.m.is_undef_or_poison(o)))
    }

    fn push_uninitialized(&self, v: &mut Validation) {
        v.push(
            "INSTR.NOREADINGUNINITIALIZED",
            UNINITIALIZED_READ.into(),
            self.at(),
        );
    }

    fn check_division(&self, kind: &InstKind, v: &mut Validation) {
        let InstKind::Binary { op, rhs, .. } = kind else {
            return;
        };
        let rule = match op {
            BinOp::SDiv | BinOp::SRem => "INSTR.NOIDIVBYZERO",
            BinOp::UDiv | BinOp::URem => "INSTR.NOUDIVBYZERO",
            _ => return,
        };
        if self.m.const_int(*rhs) == Some(0) {
            v.push(
                rule,
                format!("{} by a constant zero", op.keyword()),
                self.at(),
            );
        }
    }

    fn check_bitcast(
        &self,
        val: Value,
        to: dxil_ir::Type,
        library: bool,
        min_precision: bool,
        v: &mut Validation,
    ) {
        let types = &self.m.types;
        let Some(from) = self.m.type_of(Some(self.f), val) else {
            return;
        };
        let (mut from, mut to) = (from, to);
        if let (TypeData::TypedPtr { pointee: pf, .. }, TypeData::TypedPtr { pointee: pt, .. }) =
            (types.get(from), types.get(to))
        {
            let (pf, pt) = (*pf, *pt);
            let sizes = (
                self.layout.alloc_size(types, pf),
                self.layout.alloc_size(types, pt),
            );
            if sizes.0 != sizes.1 {
                v.push(
                    "INSTR.PTRBITCAST",
                    format!(
                        "Pointer type bitcast must be have same size ({} and {} bytes)",
                        sizes.0, sizes.1
                    ),
                    self.at(),
                );
                return;
            }
            // Arrays are judged by their elements.
            from = types.innermost_element(pf);
            to = types.innermost_element(pt);
        }
        // Only a library may cast a pointer to or from a struct.
        let is_struct = |t| matches!(types.get(t), TypeData::Struct { .. } | TypeData::Named(_));
        if (is_struct(from) || is_struct(to)) && !library {
            v.push(
                "INSTR.STRUCTBITCAST",
                "Bitcast on struct types is not allowed".into(),
                self.at(),
            );
            return;
        }
        // Narrower than 32 bits as DXC lays types out (`i8`, `i16`, `half`; a vector of
        // halves takes 4 bytes an element under `f16:32`).
        let narrow = |t| (1..4).contains(&self.layout.store_size(types, t));
        if min_precision && (narrow(from) || narrow(to)) {
            v.push(
                "INSTR.MINPRECISONBITCAST",
                "Bitcast on minprecison types is not allowed".into(),
                self.at(),
            );
        }
    }

    /// Whether `t` is one of the structs DXIL operations return.
    fn is_return_struct(&self, t: dxil_ir::Type) -> bool {
        let TypeData::Named(n) = self.m.types.get(t) else {
            return false;
        };
        ["dx.types.ResRet", "dx.types.CBufRet", "dx.types.Dimensions"]
            .iter()
            .any(|p| n.starts_with(p))
            || matches!(&**n, "dx.types.SamplePos" | "dx.types.splitdouble")
    }

    /// A GEP whose indices are all constants addresses bytes inside its source type.
    fn check_inbounds(&self, kind: &InstKind, v: &mut Validation) {
        let InstKind::Gep {
            source, indices, ..
        } = kind
        else {
            return;
        };
        let types = &self.m.types;
        let Some(ints) = indices
            .iter()
            .map(|&i| self.m.const_int(i))
            .collect::<Option<Vec<i128>>>()
        else {
            return;
        };
        let size = |t| i128::from(self.layout.alloc_size(types, t));
        let Some((&first, rest)) = ints.split_first() else {
            return;
        };
        let mut offset = first.saturating_mul(size(*source));
        let mut cur = *source;
        for &k in rest {
            let (step, next) = match types.get(cur) {
                TypeData::Array { elem, .. } => (k.saturating_mul(size(*elem)), *elem),
                TypeData::Vector { elem, .. } => (
                    k.saturating_mul(i128::from(self.layout.store_size(types, *elem))),
                    *elem,
                ),
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let (offsets, _) = self.layout.struct_layout(types, cur);
                    let field = usize::try_from(k).ok();
                    let (Some(at), Some(next)) = (
                        field.and_then(|f| offsets.get(f)),
                        u64::try_from(k)
                            .ok()
                            .and_then(|f| types.aggregate_element(cur, f)),
                    ) else {
                        return;
                    };
                    (i128::from(*at), next)
                }
                _ => return,
            };
            offset = offset.saturating_add(step);
            cur = next;
        }
        if offset < 0 || offset.saturating_add(size(cur)) > size(*source) {
            v.push(
                "INSTR.INBOUNDSACCESS",
                "Access to out-of-bounds memory is disallowed.".into(),
                self.at(),
            );
        }
    }

    /// `extractvalue` reads a DXIL struct (`%dx.types.*`) or a `cmpxchg`'s result.
    fn check_extract_value(&self, kind: &InstKind, v: &mut Validation) {
        let InstKind::ExtractValue { agg, .. } = kind else {
            return;
        };
        let from_cmpxchg = matches!(agg, Value::Inst(d)
            if matches!(self.body.insts[*d].kind, InstKind::CmpXchg { .. }));
        let Some(ty) = self.m.type_of(Some(self.f), *agg) else {
            return;
        };
        let allowed = match self.m.types.get(ty) {
            TypeData::Named(n) => n.starts_with("dx.types.") || from_cmpxchg,
            TypeData::Struct { .. } => from_cmpxchg,
            _ => false,
        };
        if !allowed {
            v.push(
                "INSTR.EXTRACTVALUE",
                "ExtractValue should only be used on dxil struct types and cmpxchg.".into(),
                self.at(),
            );
        }
    }

    /// DXIL's struct values are read only by `extractvalue` (nor kept in memory).
    fn check_dx_struct_users(&self, kind: &InstKind, v: &mut Validation) {
        if matches!(kind, InstKind::ExtractValue { .. }) {
            return;
        }
        let mut bad = matches!(kind, InstKind::Alloca { allocated, .. }
            if self.is_return_struct(self.m.types.innermost_element(*allocated)));
        kind.for_each_operand(|o| {
            if let Value::Inst(def) = o {
                bad |= self.is_return_struct(self.body.insts[def].ty);
            }
        });
        if bad {
            v.push(
                "INSTR.DXILSTRUCTUSER",
                format!(
                    "Dxil struct types should only be used by ExtractValue, not {}",
                    kind.opcode_name()
                ),
                self.at(),
            );
        }
    }

    /// A groupshared pointer comes from its global through GEPs and bitcasts only: a
    /// `phi` or `select` of such pointers leaves the global ambiguous.
    fn check_groupshared_pointer(&self, kind: &InstKind, ty: dxil_ir::Type, v: &mut Validation) {
        let groupshared = matches!(
            self.m.types.get(ty),
            TypeData::TypedPtr { addrspace: 3, .. } | TypeData::Ptr { addrspace: 3 }
        );
        if groupshared && matches!(kind, InstKind::Phi { .. } | InstKind::Select { .. }) {
            v.push(
                "INSTR.FAILTORESLOVETGSMPOINTER",
                format!(
                    "TGSM pointers must originate from an unambiguous TGSM global variable, \
                     not a {}.",
                    kind.opcode_name()
                ),
                self.at(),
            );
        }
    }

    /// `!dx.controlflow.hints`: 1 branch, 2 flatten, 5 forcecase (on a switch).
    fn check_hints(&self, kind: &InstKind, md: dxil_ir::Md, v: &mut Validation) {
        let Some(MdData::Node { ops, .. }) = self.m.metadata.get(md) else {
            return;
        };
        let (mut branch, mut flatten) = (false, false);
        for op in ops.iter().skip(2).flatten() {
            let hint = match self.m.metadata.get(*op) {
                Some(MdData::Value { value, .. }) => self.m.const_int(*value),
                _ => None,
            };
            match hint {
                Some(1) => branch = true,
                Some(2) => flatten = true,
                Some(5) if matches!(kind, InstKind::Switch { .. }) => {}
                Some(5) => v.push(
                    "META.FORCECASEONSWITCH",
                    "Attribute forcecase only works for switch".into(),
                    self.at(),
                ),
                _ => v.push(
                    "META.INVALIDCONTROLFLOWHINT",
                    format!("Invalid control flow hint {hint:?}"),
                    self.at(),
                ),
            }
        }
        if branch && flatten {
            v.push(
                "META.BRANCHFLATTEN",
                "Can't use branch and flatten attributes together.".into(),
                self.at(),
            );
        }
    }
}
