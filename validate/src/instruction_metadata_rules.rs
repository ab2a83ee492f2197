//! Rules on the metadata DXC attaches to instructions (`!dx.controlflow.hints`,
//! `!dx.nonuniform`, `!dx.precise`) beyond the hints' values (`instruction_rules`).
//!
//! - `META.CONTROLFLOWHINTNOTONCONTROLFLOW`: control flow hints sit on terminators.
//! - `!dx.nonuniform` marks a GEP of a library (`META.USED` elsewhere, `META.WELLFORMED`
//!   on another instruction or with other than one operand) and is 1
//!   (`META.VALUERANGE`).
//! - With minimum precision (the module's flag 0x20): `!dx.precise` is 0 or 1
//!   (`META.VALUERANGE`), and a precise instruction reads no 16-bit value
//!   (`INSTR.MINPRECISIONNOTPRECISE`).

use super::Validation;
use dxil_ir::{Body, InstKind, MdData, Module, TypeData};

/// What the checks need of the module besides the instruction.
pub(super) struct MetadataContext<'a> {
    /// The module.
    pub m: &'a Module,
    /// Whether it is a library.
    pub library: bool,
    /// Whether its flags enable minimum precision (0x20).
    pub min_precision: bool,
}

impl MetadataContext<'_> {
    /// Checks the metadata `kind` = `md` attached to instruction `inst` of `body`;
    /// `at` says where it is.
    pub(super) fn check(
        &self,
        body: &Body,
        inst: dxil_ir::Inst,
        kind: &str,
        md: dxil_ir::Md,
        at: &dyn Fn() -> String,
        v: &mut Validation,
    ) {
        let ikind = &body.insts[inst].kind;
        match kind {
            "dx.controlflow.hints" if !ikind.is_terminator() => v.push(
                "META.CONTROLFLOWHINTNOTONCONTROLFLOW",
                "Control flow hint only works on control flow inst.".into(),
                at(),
            ),
            "dx.nonuniform" => {
                if !self.library {
                    v.push(
                        "META.USED",
                        "All metadata must be used by dxil: !dx.nonuniform outside a library"
                            .into(),
                        at(),
                    );
                }
                let (count, value) = self.single_int(md);
                if !matches!(ikind, InstKind::Gep { .. }) || count != 1 || value.is_none() {
                    v.push(
                        "META.WELLFORMED",
                        "!dx.nonuniform marks a getelementptr with one integer".into(),
                        at(),
                    );
                }
                if value != Some(1) {
                    v.push(
                        "META.VALUERANGE",
                        "Metadata value must be within range: !dx.nonuniform is 1".into(),
                        at(),
                    );
                }
            }
            "dx.precise" if self.min_precision => {
                let (count, value) = self.single_int(md);
                if count != 1 || value.is_none() {
                    v.push(
                        "META.WELLFORMED",
                        "!dx.precise holds one integer".into(),
                        at(),
                    );
                    return;
                }
                match value {
                    Some(1) => {
                        let mut reads_16_bits = false;
                        ikind.for_each_operand(|o| {
                            reads_16_bits |= self.is_16_bit(body, o);
                        });
                        if reads_16_bits {
                            v.push(
                                "INSTR.MINPRECISIONNOTPRECISE",
                                "Instructions marked precise may not refer to minprecision \
                                 values."
                                    .into(),
                                at(),
                            );
                        }
                    }
                    Some(0) => {}
                    _ => v.push(
                        "META.VALUERANGE",
                        "Metadata value must be within range: !dx.precise is 0 or 1".into(),
                        at(),
                    ),
                }
            }
            _ => {}
        }
    }

    /// How many operands node `md` has, and its first as an integer.
    fn single_int(&self, md: dxil_ir::Md) -> (usize, Option<i128>) {
        let Some(MdData::Node { ops, .. }) = self.m.metadata.get(md) else {
            return (0, None);
        };
        let first = ops
            .first()
            .copied()
            .flatten()
            .and_then(|o| match self.m.metadata.get(o) {
                Some(MdData::Value { value, .. }) => self.m.const_int(*value),
                _ => None,
            });
        (ops.len(), first)
    }

    /// Whether `v` is an `i16` or a `half`.
    fn is_16_bit(&self, body: &Body, v: dxil_ir::Value) -> bool {
        super::value_origins::value_type(self.m, body, v).is_some_and(|t| {
            matches!(
                self.m.types.get(t),
                TypeData::Int(16) | TypeData::Float(dxil_ir::FloatKind::Half)
            )
        })
    }
}
