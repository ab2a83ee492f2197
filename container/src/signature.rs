//! The program signature parts `ISG1` (inputs), `OSG1` (outputs) and `PSG1` (patch constants
//! or mesh primitives).
//!
//! Layout: element count, offset of the first element (8), 32-byte elements, then the
//! semantic names as NUL-terminated strings, padded to 4 bytes. Name offsets count from the
//! start of the part body. DXC (validator 1.7+) gives each distinct name one string, in
//! declaration order, and writes the elements sorted by (stream, register, name offset).
//! Before 1.7, DXC wrote a name string for each signature element (the rows of one element
//! share it; two elements of one name each have their own; system values, named from one
//! table, still share by name) and did not pad the part: [`NameLayout::PerElement`],
//! which the reader recognises and the writer reproduces.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::byte_reader::ByteReader;
use crate::byte_writer::{pad_to_4, put_len, put_u16, put_u32, put_u8};
use crate::{Encode, ReadError};

open_enum! {
    /// System value of a signature element (D3D_NAME).
    pub enum SystemValue: u32 {
        Undefined = 0 => "Undefined",
        Position = 1 => "Position",
        ClipDistance = 2 => "ClipDistance",
        CullDistance = 3 => "CullDistance",
        RenderTargetArrayIndex = 4 => "RenderTargetArrayIndex",
        ViewPortArrayIndex = 5 => "ViewPortArrayIndex",
        VertexID = 6 => "VertexID",
        PrimitiveID = 7 => "PrimitiveID",
        InstanceID = 8 => "InstanceID",
        IsFrontFace = 9 => "IsFrontFace",
        SampleIndex = 10 => "SampleIndex",
        FinalQuadEdgeTessfactor = 11 => "FinalQuadEdgeTessfactor",
        FinalQuadInsideTessfactor = 12 => "FinalQuadInsideTessfactor",
        FinalTriEdgeTessfactor = 13 => "FinalTriEdgeTessfactor",
        FinalTriInsideTessfactor = 14 => "FinalTriInsideTessfactor",
        FinalLineDetailTessfactor = 15 => "FinalLineDetailTessfactor",
        FinalLineDensityTessfactor = 16 => "FinalLineDensityTessfactor",
        Barycentrics = 23 => "Barycentrics",
        ShadingRate = 24 => "ShadingRate",
        CullPrimitive = 25 => "CullPrimitive",
        Target = 64 => "Target",
        Depth = 65 => "Depth",
        Coverage = 66 => "Coverage",
        DepthGE = 67 => "DepthGE",
        DepthLE = 68 => "DepthLE",
        StencilRef = 69 => "StencilRef",
        InnerCoverage = 70 => "InnerCoverage",
    }
}

open_enum! {
    /// Component type of a signature element (also PSV0's component type, one byte there).
    pub enum ComponentType: u32 {
        Unspecified = 0 => "Unknown",
        UInt32 = 1 => "UInt32",
        SInt32 = 2 => "SInt32",
        Float32 = 3 => "Float32",
        UInt16 = 4 => "UInt16",
        SInt16 = 5 => "SInt16",
        Float16 = 6 => "Float16",
        UInt64 = 7 => "UInt64",
        SInt64 = 8 => "SInt64",
        Float64 = 9 => "Float64",
    }
}

open_enum! {
    /// Minimum precision of a signature element.
    pub enum MinPrecision: u32 {
        Default = 0 => "Default",
        Float16 = 1 => "Float16",
        Float2_8 = 2 => "Float2_8",
        Reserved = 3 => "Reserved",
        SInt16 = 4 => "SInt16",
        UInt16 = 5 => "UInt16",
        Any16 = 0xf0 => "Any16",
        Any10 = 0xf1 => "Any10",
    }
}

/// One row of a signature (an element spanning several rows appears once per row).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SignatureElement {
    /// Geometry shader output stream (0-3).
    pub stream: u32,
    /// Semantic name (e.g. `TEXCOORD`, `SV_Position`).
    pub name: String,
    /// Semantic index.
    pub semantic_index: u32,
    /// System value.
    pub system_value: SystemValue,
    /// Component type.
    pub component_type: ComponentType,
    /// Register (row).
    pub register: u32,
    /// Columns used, one bit per component.
    pub mask: u8,
    /// For outputs: components never written; for inputs: components always read.
    pub rw_mask: u8,
    /// Minimum precision.
    pub min_precision: MinPrecision,
    /// Which signature element (of the module's, in declaration order) the row belongs
    /// to: rows of one element share a name string in [`NameLayout::PerElement`].
    pub element: u32,
}

/// How a signature part lays out its semantic names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum NameLayout {
    /// DXC's from validator 1.7: each distinct name once, the part padded to 4 bytes.
    #[default]
    Shared,
    /// DXC's before validator 1.7: a name string per signature element (system values
    /// share theirs by name), the part not padded.
    PerElement,
}

/// Size of one encoded element.
pub const SIGNATURE_ELEMENT_SIZE: usize = 32;

/// A signature part: its elements in declaration order.
///
/// Encoding gives names string-table offsets in declaration order, then writes the elements
/// sorted (stably) by stream, register and name offset, as DXC does. Decoding returns the
/// elements ordered by name offset (stable), an order that encodes back to the same bytes;
/// [`Signature::sorted_elements`] gives the order in the part.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Signature {
    /// The elements, in declaration order.
    pub elements: Vec<SignatureElement>,
    /// How the names are laid out (by the validator version the part is for).
    pub layout: NameLayout,
}

impl Signature {
    /// The key rows sharing a name string share: the name, or (before 1.7) the element,
    /// except that system values, whose names came from one table, share by name then
    /// too.
    fn name_key<'a>(&self, element: &'a SignatureElement) -> (&'a str, u32) {
        match self.layout {
            NameLayout::PerElement if element.system_value == SystemValue::Undefined => {
                ("", element.element)
            }
            _ => (element.name.as_str(), u32::MAX),
        }
    }

    /// Each name string in first-use order: its key, text and offset from the part start.
    fn name_offsets(&self) -> Vec<((&str, u32), &str, usize)> {
        let mut next = 8 + self.elements.len() * SIGNATURE_ELEMENT_SIZE;
        let mut seen = FxHashSet::default();
        let mut names = Vec::new();
        for element in &self.elements {
            let key = self.name_key(element);
            if seen.insert(key) {
                names.push((key, element.name.as_str(), next));
                next += element.name.len() + 1;
            }
        }
        names
    }

    /// The elements in the order the part stores them, each with its name offset.
    fn ordered(&self) -> Vec<(&SignatureElement, usize)> {
        let offsets: FxHashMap<(&str, u32), usize> = self
            .name_offsets()
            .into_iter()
            .map(|(key, _, offset)| (key, offset))
            .collect();
        let mut ordered: Vec<_> = self
            .elements
            .iter()
            .map(|element| {
                let key = self.name_key(element);
                (element, offsets.get(&key).copied().unwrap_or(0))
            })
            .collect();
        ordered.sort_by_key(|(element, offset)| (element.stream, element.register, *offset));
        ordered
    }

    /// The elements in the order the encoded part stores them.
    pub fn sorted_elements(&self) -> Vec<&SignatureElement> {
        self.ordered()
            .into_iter()
            .map(|(element, _)| element)
            .collect()
    }

    /// Decodes a signature body that starts at absolute offset `base`.
    pub fn decode(body: &[u8], base: usize) -> Result<Signature, ReadError> {
        let mut reader = ByteReader::new(body, base);
        let count = reader.u32("signature element count")? as usize;
        let first = reader.u32("signature element offset")? as usize;
        let mut elements_reader = reader.at(first, "signature elements")?;
        elements_reader.check_records(count, SIGNATURE_ELEMENT_SIZE, "signature elements")?;
        let mut decoded = Vec::with_capacity(count);
        for _ in 0..count {
            let stream = elements_reader.u32("element stream")?;
            let name_at = elements_reader.position();
            let name_offset = elements_reader.u32("element name offset")? as usize;
            let name = if name_offset == 0 {
                String::new()
            } else {
                reader
                    .c_string_at(name_offset, "semantic name")
                    .map_err(|error| ReadError::new(error.message().to_owned(), name_at))?
            };
            let element = SignatureElement {
                stream,
                name,
                semantic_index: elements_reader.u32("semantic index")?,
                system_value: SystemValue::from_raw(elements_reader.u32("system value")?),
                component_type: ComponentType::from_raw(elements_reader.u32("component type")?),
                register: elements_reader.u32("register")?,
                mask: elements_reader.u8("mask")?,
                rw_mask: elements_reader.u8("rw mask")?,
                min_precision: {
                    elements_reader.u16("element padding")?;
                    MinPrecision::from_raw(elements_reader.u32("min precision")?)
                },
                element: 0,
            };
            decoded.push((name_offset, element));
        }
        decoded.sort_by_key(|(offset, _)| *offset);
        // Before validator 1.7 a name was written once per element and the part was not
        // padded: either sign says so (a part with neither reads the same either way).
        let mut offset_of_name: FxHashMap<&str, usize> = FxHashMap::default();
        let repeated = decoded.iter().any(|(offset, element)| {
            *offset_of_name
                .entry(element.name.as_str())
                .or_insert(*offset)
                != *offset
        });
        let layout = if repeated || !body.len().is_multiple_of(4) {
            NameLayout::PerElement
        } else {
            NameLayout::Shared
        };
        // Rows sharing a name string are one element's (numbered only where it matters).
        let per_element = layout == NameLayout::PerElement;
        let mut group = 0;
        let mut last = None;
        let elements = decoded
            .into_iter()
            .map(|(offset, mut element)| {
                if last.is_some_and(|l| l != offset) {
                    group += 1;
                }
                last = Some(offset);
                element.element = if per_element { group } else { 0 };
                element
            })
            .collect();
        Ok(Signature { elements, layout })
    }
}

impl Encode for Signature {
    fn encode(&self, sink: &mut Vec<u8>) {
        let start = sink.len();
        let names = self.name_offsets();
        put_len(sink, self.elements.len());
        put_u32(sink, 8);
        for (element, name_offset) in self.ordered() {
            put_u32(sink, element.stream);
            put_len(sink, name_offset);
            put_u32(sink, element.semantic_index);
            put_u32(sink, element.system_value.raw());
            put_u32(sink, element.component_type.raw());
            put_u32(sink, element.register);
            put_u8(sink, element.mask);
            put_u8(sink, element.rw_mask);
            put_u16(sink, 0);
            put_u32(sink, element.min_precision.raw());
        }
        for (_, name, _) in names {
            sink.extend_from_slice(name.as_bytes());
            sink.push(0);
        }
        if self.layout == NameLayout::Shared {
            pad_to_4(sink, start);
        }
    }
}
