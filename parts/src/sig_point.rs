//! Which signature elements the signature parts (ISG1/OSG1/PSG1) list: the semantic
//! interpretation table lives in the DXIL model (`dxil_model::semantic_interpretation`), shared with
//! the signature packing.

pub(crate) use dxil_model::semantic_interpretation::{
    effective_kind, in_signature_part, system_value_name, SigKind, SigPoint,
};
