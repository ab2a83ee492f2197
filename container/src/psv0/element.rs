//! PSV0 signature elements: 16-byte records pointing into the string and semantic index
//! tables.

use crate::byte_reader::ByteReader;
use crate::byte_writer::put_u32;
use crate::ReadError;

open_enum! {
    /// Semantic kind of a PSV signature element (DXIL::SemanticKind, one byte).
    pub enum SemanticKind: u8 {
        Arbitrary = 0 => "Arbitrary",
        VertexID = 1 => "VertexID",
        InstanceID = 2 => "InstanceID",
        Position = 3 => "Position",
        RenderTargetArrayIndex = 4 => "RenderTargetArrayIndex",
        ViewPortArrayIndex = 5 => "ViewPortArrayIndex",
        ClipDistance = 6 => "ClipDistance",
        CullDistance = 7 => "CullDistance",
        OutputControlPointID = 8 => "OutputControlPointID",
        DomainLocation = 9 => "DomainLocation",
        PrimitiveID = 10 => "PrimitiveID",
        GSInstanceID = 11 => "GSInstanceID",
        SampleIndex = 12 => "SampleIndex",
        IsFrontFace = 13 => "IsFrontFace",
        Coverage = 14 => "Coverage",
        InnerCoverage = 15 => "InnerCoverage",
        Target = 16 => "Target",
        Depth = 17 => "Depth",
        DepthLessEqual = 18 => "DepthLessEqual",
        DepthGreaterEqual = 19 => "DepthGreaterEqual",
        StencilRef = 20 => "StencilRef",
        DispatchThreadID = 21 => "DispatchThreadID",
        GroupID = 22 => "GroupID",
        GroupIndex = 23 => "GroupIndex",
        GroupThreadID = 24 => "GroupThreadID",
        TessFactor = 25 => "TessFactor",
        InsideTessFactor = 26 => "InsideTessFactor",
        ViewID = 27 => "ViewID",
        Barycentrics = 28 => "Barycentrics",
        ShadingRate = 29 => "ShadingRate",
        CullPrimitive = 30 => "CullPrimitive",
    }
}

open_enum! {
    /// Interpolation mode of a PSV signature element (DXIL::InterpolationMode).
    pub enum InterpolationMode: u8 {
        Undefined = 0 => "Undefined",
        Constant = 1 => "Constant",
        Linear = 2 => "Linear",
        LinearCentroid = 3 => "LinearCentroid",
        LinearNoperspective = 4 => "LinearNoperspective",
        LinearNoperspectiveCentroid = 5 => "LinearNoperspectiveCentroid",
        LinearSample = 6 => "LinearSample",
        LinearNoperspectiveSample = 7 => "LinearNoperspectiveSample",
        Invalid = 8 => "Invalid",
    }
}

/// One PSV signature element (a whole, possibly multi-row, signature element).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PsvSignatureElement {
    /// Semantic name; DXC leaves it empty for system values (non-`Arbitrary` kinds).
    pub name: String,
    /// Semantic index of each row (the number of rows is the length).
    pub semantic_indices: Vec<u32>,
    /// First row, when allocated.
    pub start_row: u8,
    /// Number of columns (1-4).
    pub cols: u8,
    /// First column, when allocated (0-3).
    pub start_col: u8,
    /// Whether the element has a packing location.
    pub allocated: bool,
    /// Semantic kind.
    pub semantic_kind: SemanticKind,
    /// Component type (same values as the signature part's, one byte).
    pub component_type: u8,
    /// Interpolation mode.
    pub interpolation_mode: InterpolationMode,
    /// Components indexed dynamically (4 bits).
    pub dynamic_mask: u8,
    /// Geometry shader output stream (0-3).
    pub output_stream: u8,
}

/// Size of an encoded element.
pub const ELEMENT_SIZE: usize = 16;

impl PsvSignatureElement {
    /// Writes the record with the given table offsets.
    pub(crate) fn encode(&self, name_offset: u32, indices_offset: u32, sink: &mut Vec<u8>) {
        put_u32(sink, name_offset);
        put_u32(sink, indices_offset);
        sink.push(u8::try_from(self.semantic_indices.len()).unwrap_or(u8::MAX));
        sink.push(self.start_row);
        sink.push(
            (self.cols & 0xf) | ((self.start_col & 0x3) << 4) | (u8::from(self.allocated) << 6),
        );
        sink.push(self.semantic_kind.raw());
        sink.push(self.component_type);
        sink.push(self.interpolation_mode.raw());
        sink.push((self.dynamic_mask & 0xf) | ((self.output_stream & 0x3) << 4));
        sink.push(0);
    }

    /// Reads one record of `stride` bytes, resolving the name and indices in the tables.
    pub(crate) fn decode(
        reader: &mut ByteReader<'_>,
        stride: usize,
        strings: &ByteReader<'_>,
        indices: &[u32],
    ) -> Result<PsvSignatureElement, ReadError> {
        let record_at = reader.position();
        let record = reader.bytes(stride, "PSV signature element")?;
        let mut r = ByteReader::new(record, record_at);
        let name_offset = r.u32("element name offset")? as usize;
        let indices_offset = r.u32("element semantic index offset")? as usize;
        let rows = usize::from(r.u8("element rows")?);
        let start_row = r.u8("element start row")?;
        let cols_and_start = r.u8("element columns")?;
        let semantic_kind = SemanticKind::from_raw(r.u8("semantic kind")?);
        let component_type = r.u8("component type")?;
        let interpolation_mode = InterpolationMode::from_raw(r.u8("interpolation mode")?);
        let mask_and_stream = r.u8("dynamic mask and stream")?;
        let name = strings
            .c_string_lossy_at(name_offset, "PSV semantic name")
            .map_err(|error| ReadError::new(error.message().to_owned(), record_at))?;
        let semantic_indices = indices
            .get(indices_offset..)
            .and_then(|rest| rest.get(..rows))
            .ok_or_else(|| {
                ReadError::new(
                    format!(
                        "semantic indices {indices_offset}..+{rows} are past the {}-entry table",
                        indices.len()
                    ),
                    record_at + 4,
                )
            })?
            .to_vec();
        Ok(PsvSignatureElement {
            name,
            semantic_indices,
            start_row,
            cols: cols_and_start & 0xf,
            start_col: (cols_and_start >> 4) & 0x3,
            allocated: cols_and_start & 0x40 != 0,
            semantic_kind,
            component_type,
            interpolation_mode,
            dynamic_mask: mask_and_stream & 0xf,
            output_stream: (mask_and_stream >> 4) & 0x3,
        })
    }
}
