//! `!dx.subobjects`: the state-object subobjects a library declares (root signatures,
//! configurations, hit groups, export associations), one node each: name, kind, then
//! the kind's operands.

use super::Reader;
use crate::error::ModelError;
use dxil_ir::{ConstData, Md, Value};

/// What a subobject holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubobjectData {
    /// `StateObjectConfig` (kind 0): flags.
    StateObjectConfig(u32),
    /// `GlobalRootSignature` (1) or `LocalRootSignature` (2): the serialized root
    /// signature.
    RootSignature {
        /// Whether it is local.
        local: bool,
        /// The RTS0 bytes.
        data: Vec<u8>,
    },
    /// `SubobjectToExportsAssociation` (8).
    Association {
        /// The subobject associated.
        subobject: String,
        /// The exports it is associated with.
        exports: Vec<String>,
    },
    /// `RaytracingShaderConfig` (9).
    ShaderConfig {
        /// Maximum payload bytes.
        max_payload_size: u32,
        /// Maximum attribute bytes.
        max_attribute_size: u32,
    },
    /// `RaytracingPipelineConfig` (10): maximum trace recursion depth.
    PipelineConfig(u32),
    /// `HitGroup` (11).
    HitGroup {
        /// Triangle (0) or procedural primitive (1).
        ty: u32,
        /// Any-hit export.
        any_hit: String,
        /// Closest-hit export.
        closest_hit: String,
        /// Intersection export.
        intersection: String,
    },
    /// `RaytracingPipelineConfig1` (12).
    PipelineConfig1 {
        /// Maximum trace recursion depth.
        max_trace_recursion_depth: u32,
        /// Pipeline flags.
        flags: u32,
    },
}

/// One subobject.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subobject {
    /// Its name.
    pub name: String,
    /// Its contents.
    pub data: SubobjectData,
}

impl SubobjectData {
    /// The kind number (`D3D12_STATE_SUBOBJECT_TYPE`).
    pub fn kind(&self) -> u32 {
        match self {
            SubobjectData::StateObjectConfig(_) => 0,
            SubobjectData::RootSignature { local: false, .. } => 1,
            SubobjectData::RootSignature { local: true, .. } => 2,
            SubobjectData::Association { .. } => 8,
            SubobjectData::ShaderConfig { .. } => 9,
            SubobjectData::PipelineConfig(_) => 10,
            SubobjectData::HitGroup { .. } => 11,
            SubobjectData::PipelineConfig1 { .. } => 12,
        }
    }
}

impl Reader<'_> {
    /// The subobjects of `!dx.subobjects`, in order.
    pub(super) fn subobjects(&self) -> Result<Vec<Subobject>, ModelError> {
        let Some(nodes) = self.m.named_metadata.get("dx.subobjects") else {
            return Ok(Vec::new());
        };
        nodes.iter().map(|&node| self.subobject(node)).collect()
    }

    fn subobject(&self, node: Md) -> Result<Subobject, ModelError> {
        let what = "!dx.subobjects entry";
        let ops = self.node(node, what)?;
        let name = self.string_op(ops, 0, what)?;
        let kind = self.u32_op(ops, 1, what)?;
        let int = |i| self.u32_op(ops, i, what);
        let string = |i| self.string_op(ops, i, what);
        let data = match kind {
            0 => SubobjectData::StateObjectConfig(int(2)?),
            1 | 2 => SubobjectData::RootSignature {
                local: kind == 2,
                data: self.byte_array(self.op(ops, 2, what)?, &name)?,
            },
            8 => SubobjectData::Association {
                subobject: string(2)?,
                exports: {
                    let list = self.node(self.op(ops, 3, what)?, what)?;
                    (0..list.len())
                        .map(|i| self.string_op(list, i, what))
                        .collect::<Result<_, _>>()?
                },
            },
            9 => SubobjectData::ShaderConfig {
                max_payload_size: int(2)?,
                max_attribute_size: int(3)?,
            },
            10 => SubobjectData::PipelineConfig(int(2)?),
            11 => SubobjectData::HitGroup {
                ty: int(2)?,
                intersection: string(3)?,
                any_hit: string(4)?,
                closest_hit: string(5)?,
            },
            12 => SubobjectData::PipelineConfig1 {
                max_trace_recursion_depth: int(2)?,
                flags: int(3)?,
            },
            other => {
                return Err(ModelError::invalid(format!(
                    "subobject '{name}': unknown kind {other}"
                )))
            }
        };
        Ok(Subobject { name, data })
    }

    /// The bytes of `!{[N x i8] c"..."}`.
    fn byte_array(&self, md: Md, name: &str) -> Result<Vec<u8>, ModelError> {
        let wrapper = self.node(md, "root signature subobject")?;
        let value = wrapper
            .first()
            .copied()
            .flatten()
            .and_then(|md| self.value(md));
        match value {
            Some((_, Value::Const(c))) => match self.m.consts.get(c) {
                ConstData::Bytes { data, .. } => Ok(data.clone()),
                ConstData::Zero(ty) => Ok(vec![
                    0;
                    crate::layout::alloc_size(&self.m.types, *ty)
                        as usize
                ]),
                _ => Err(ModelError::invalid(format!(
                    "subobject '{name}': root signature is not a byte array"
                ))),
            },
            _ => Err(ModelError::invalid(format!(
                "subobject '{name}': root signature is not a byte array"
            ))),
        }
    }
}
