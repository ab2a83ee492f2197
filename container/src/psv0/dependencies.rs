//! PSV0 dependency tables (version 1+): which outputs depend on SV_ViewID, and which
//! outputs each input component contributes to. Each mask has one bit per output component
//! (4 per vector), rounded up to whole `u32`s; a table has one mask per input component.

use crate::byte_reader::ByteReader;
use crate::byte_writer::put_u32;
use crate::{ReadError, ShaderKind};

use super::RuntimeInfo;

/// The dependency tables. Absent tables are empty; the encoder writes each table at the
/// length the runtime information implies, padding with zeros or cutting as needed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Dependencies {
    /// Per GS stream (only stream 0 for other stages): outputs that depend on the view ID.
    pub view_id_output_masks: [Vec<u32>; 4],
    /// HS patch constant or MS primitive outputs that depend on the view ID.
    pub view_id_patch_const_or_prim_mask: Vec<u32>,
    /// Per GS stream (only stream 0 for other stages): outputs each input contributes to.
    pub input_to_output: [Vec<u32>; 4],
    /// HS: patch constant outputs each input contributes to.
    pub input_to_patch_const: Vec<u32>,
    /// DS: outputs each patch constant input contributes to.
    pub patch_const_to_output: Vec<u32>,
}

/// Number of `u32`s of each table, derived from the runtime information.
#[derive(Debug, Clone, Copy, Default)]
struct DependencyLayout {
    view_id_outputs: [usize; 4],
    view_id_patch_const: usize,
    input_to_output: [usize; 4],
    input_to_patch_const: usize,
    patch_const_to_output: usize,
}

fn mask_dwords(vectors: u8) -> usize {
    (usize::from(vectors) + 7) >> 3
}

fn table_dwords(input_vectors: u8, output_vectors: u8) -> usize {
    mask_dwords(output_vectors) * usize::from(input_vectors) * 4
}

impl DependencyLayout {
    fn of(info: &RuntimeInfo) -> DependencyLayout {
        let stage = info.shader_stage;
        let streams = if stage == ShaderKind::Geometry { 4 } else { 1 };
        let inputs = info.sig_input_vectors;
        let outputs = info.sig_output_vectors;
        let patch_const = info.sig_patch_const_or_prim_vectors;
        let hull_or_mesh = matches!(stage, ShaderKind::Hull | ShaderKind::Mesh);
        let mut layout = DependencyLayout::default();
        let per_stream = layout
            .view_id_outputs
            .iter_mut()
            .zip(layout.input_to_output.iter_mut())
            .zip(outputs)
            .take(streams);
        for ((view_id_mask, table), output_vectors) in per_stream {
            if info.uses_view_id {
                *view_id_mask = mask_dwords(output_vectors);
            }
            if stage != ShaderKind::Mesh && inputs > 0 {
                *table = table_dwords(inputs, output_vectors);
            }
        }
        if info.uses_view_id && hull_or_mesh {
            layout.view_id_patch_const = mask_dwords(patch_const);
        }
        if stage == ShaderKind::Hull {
            layout.input_to_patch_const = table_dwords(inputs, patch_const);
        }
        if stage == ShaderKind::Domain {
            layout.patch_const_to_output = table_dwords(patch_const, outputs[0]);
        }
        layout
    }
}

fn put_table(table: &[u32], dwords: usize, sink: &mut Vec<u8>) {
    for index in 0..dwords {
        put_u32(sink, table.get(index).copied().unwrap_or(0));
    }
}

fn read_table(
    reader: &mut ByteReader<'_>,
    dwords: usize,
    what: &str,
) -> Result<Vec<u32>, ReadError> {
    reader.check_records(dwords, 4, what)?;
    (0..dwords).map(|_| reader.u32(what)).collect()
}

impl Dependencies {
    pub(crate) fn encode(&self, info: &RuntimeInfo, sink: &mut Vec<u8>) {
        let layout = DependencyLayout::of(info);
        for (table, dwords) in self.view_id_output_masks.iter().zip(layout.view_id_outputs) {
            put_table(table, dwords, sink);
        }
        put_table(
            &self.view_id_patch_const_or_prim_mask,
            layout.view_id_patch_const,
            sink,
        );
        for (table, dwords) in self.input_to_output.iter().zip(layout.input_to_output) {
            put_table(table, dwords, sink);
        }
        put_table(
            &self.input_to_patch_const,
            layout.input_to_patch_const,
            sink,
        );
        put_table(
            &self.patch_const_to_output,
            layout.patch_const_to_output,
            sink,
        );
    }

    pub(crate) fn decode(
        reader: &mut ByteReader<'_>,
        info: &RuntimeInfo,
    ) -> Result<Dependencies, ReadError> {
        let layout = DependencyLayout::of(info);
        let mut dependencies = Dependencies::default();
        for (table, dwords) in dependencies
            .view_id_output_masks
            .iter_mut()
            .zip(layout.view_id_outputs)
        {
            *table = read_table(reader, dwords, "view ID output mask")?;
        }
        dependencies.view_id_patch_const_or_prim_mask = read_table(
            reader,
            layout.view_id_patch_const,
            "view ID patch constant mask",
        )?;
        for (table, dwords) in dependencies
            .input_to_output
            .iter_mut()
            .zip(layout.input_to_output)
        {
            *table = read_table(reader, dwords, "input to output table")?;
        }
        dependencies.input_to_patch_const = read_table(
            reader,
            layout.input_to_patch_const,
            "input to patch constant table",
        )?;
        dependencies.patch_const_to_output = read_table(
            reader,
            layout.patch_const_to_output,
            "patch constant to output table",
        )?;
        Ok(dependencies)
    }
}
