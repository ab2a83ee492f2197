//! The subobject table: one record per `!dx.subobjects` entry, in order; root
//! signatures go to the raw bytes, names and exports to the string buffer.

use super::Tables;
use dxil_container::rdat::{RdatPartKind, RecordBytes};
use dxil_model::metadata::{Subobject, SubobjectData};

/// `RuntimeDataSubobjectInfo`: kind, name, a 16-byte union.
const STRIDE: u32 = 24;

/// Writes the subobject records.
pub(super) fn subobject_table(t: &mut Tables, subobjects: &[Subobject]) {
    for subobject in subobjects {
        let name = t.b.string(&subobject.name);
        let record = RecordBytes::default().u32(subobject.data.kind()).u32(name);
        let record = match &subobject.data {
            SubobjectData::StateObjectConfig(flags) => record.u32(*flags),
            SubobjectData::RootSignature { data, .. } => {
                let offset = t.b.raw_bytes(data);
                record.u32(offset).u32(data.len() as u32)
            }
            SubobjectData::Association { subobject, exports } => {
                let subobject = t.b.string(subobject);
                let exports: Vec<u32> = exports.iter().map(|e| t.b.string(e)).collect();
                let exports = t.b.index_array(&exports);
                record.u32(subobject).u32(exports)
            }
            SubobjectData::ShaderConfig {
                max_payload_size,
                max_attribute_size,
            } => record.u32(*max_payload_size).u32(*max_attribute_size),
            SubobjectData::PipelineConfig(depth) => record.u32(*depth),
            SubobjectData::HitGroup {
                ty,
                any_hit,
                closest_hit,
                intersection,
            } => {
                let any_hit = t.b.string(any_hit);
                let closest_hit = t.b.string(closest_hit);
                let intersection = t.b.string(intersection);
                record
                    .u32(*ty)
                    .u32(any_hit)
                    .u32(closest_hit)
                    .u32(intersection)
            }
            SubobjectData::PipelineConfig1 {
                max_trace_recursion_depth,
                flags,
            } => record.u32(*max_trace_recursion_depth).u32(*flags),
        };
        t.record(RdatPartKind::SubobjectTable, STRIDE, record);
    }
}
