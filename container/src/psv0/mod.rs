//! The `PSV0` part: pipeline state validation data the D3D12 runtime checks when it builds
//! a pipeline state.
//!
//! Layout: runtime info size and runtime info; resource count and, when non-zero, binding
//! size and bindings; then, from version 1: string table size and table, semantic index
//! count and table, and when any signature has elements, element size and the input, output
//! and patch-constant elements; then the dependency tables.

mod dependencies;
mod element;
mod resource;
mod runtime_info;
mod tables;

pub use dependencies::Dependencies;
pub use element::{InterpolationMode, PsvSignatureElement, SemanticKind};
pub use resource::{ResourceBinding, ResourceFlags, ResourceKind, ResourceType};
pub use runtime_info::{RuntimeInfo, StageInfo, RUNTIME_INFO_SIZES};

use crate::byte_reader::ByteReader;
use crate::byte_writer::{put_len, put_u32};
use crate::{Encode, ReadError, ShaderKind};
use element::ELEMENT_SIZE;
use resource::binding_size;
use runtime_info::ElementCounts;
use tables::{SemanticIndexTable, StringTable};

/// The newest PSV version this crate reads and writes.
pub const MAX_PSV_VERSION: u8 = 4;

/// The PSV version DXC writes for a module whose validator version is `major.minor`:
/// below 1.1 → 0, below 1.6 → 1, below 1.8 → 2, below 1.10 → 3, else 4.
pub fn psv_version_for_validator(major: u32, minor: u32) -> u8 {
    match (major, minor) {
        (0, _) | (1, 0) => 0,
        (1, 1..=5) => 1,
        (1, 6..=7) => 2,
        (1, 8..=9) => 3,
        _ => 4,
    }
}

/// A decoded or to-be-written `PSV0` part.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PipelineStateValidation {
    /// PSV version (0-4); decides every record size.
    pub version: u8,
    /// Runtime information.
    pub runtime_info: RuntimeInfo,
    /// Resource bindings.
    pub resources: Vec<ResourceBinding>,
    /// Input signature elements (version 1+).
    pub input_elements: Vec<PsvSignatureElement>,
    /// Output signature elements (version 1+).
    pub output_elements: Vec<PsvSignatureElement>,
    /// Patch constant or primitive signature elements (version 1+).
    pub patch_const_or_prim_elements: Vec<PsvSignatureElement>,
    /// Entry function name (version 3+).
    pub entry_name: String,
    /// ViewID and input-to-output dependency tables (version 1+).
    pub dependencies: Dependencies,
}

fn count_u8(len: usize) -> u8 {
    u8::try_from(len).unwrap_or(u8::MAX)
}

impl PipelineStateValidation {
    /// The version clamped to what this crate writes.
    fn effective_version(&self) -> u8 {
        self.version.min(MAX_PSV_VERSION)
    }

    fn element_lists(&self) -> [&[PsvSignatureElement]; 3] {
        [
            &self.input_elements,
            &self.output_elements,
            &self.patch_const_or_prim_elements,
        ]
    }

    /// Decodes a `PSV0` body that starts at absolute offset `base`. `stage_hint` gives the
    /// shader kind for version 0, whose runtime information does not record it (the
    /// container reader passes the `DXIL` part's kind).
    pub fn decode(
        body: &[u8],
        base: usize,
        stage_hint: Option<ShaderKind>,
    ) -> Result<PipelineStateValidation, ReadError> {
        let mut reader = ByteReader::new(body, base);
        let size_at = reader.position();
        let info_size = reader.u32("runtime info size")? as usize;
        let version = RUNTIME_INFO_SIZES
            .iter()
            .position(|&size| size == info_size)
            .ok_or_else(|| {
                ReadError::new(
                    format!("unsupported PSV runtime info size {info_size}"),
                    size_at,
                )
            })? as u8;
        let mut info_reader =
            ByteReader::new(reader.bytes(info_size, "runtime info")?, size_at + 4);
        let (runtime_info, counts, entry_name_offset) =
            RuntimeInfo::decode(&mut info_reader, version, stage_hint)?;
        let mut psv = PipelineStateValidation {
            version,
            runtime_info,
            ..PipelineStateValidation::default()
        };

        let resource_count = reader.u32("resource count")? as usize;
        if resource_count > 0 {
            let stride_at = reader.position();
            let stride = reader.u32("resource binding size")? as usize;
            if stride < 16 {
                return Err(ReadError::new(
                    format!("resource binding size {stride} is below 16"),
                    stride_at,
                ));
            }
            reader.check_records(resource_count, stride, "resource bindings")?;
            for _ in 0..resource_count {
                psv.resources
                    .push(ResourceBinding::decode(&mut reader, stride)?);
            }
        }
        if version == 0 {
            return Self::expect_end(psv, &reader);
        }

        let strings_at = reader.position();
        let strings_size = reader.u32("string table size")? as usize;
        if !strings_size.is_multiple_of(4) {
            return Err(ReadError::new(
                format!("string table size {strings_size} is not a multiple of 4"),
                strings_at,
            ));
        }
        let strings = ByteReader::new(reader.bytes(strings_size, "string table")?, strings_at + 4);
        let index_count = reader.u32("semantic index count")? as usize;
        reader.check_records(index_count, 4, "semantic index table")?;
        let indices = (0..index_count)
            .map(|_| reader.u32("semantic index"))
            .collect::<Result<Vec<u32>, ReadError>>()?;

        let total_elements = usize::from(counts.input)
            + usize::from(counts.output)
            + usize::from(counts.patch_const_or_prim);
        if total_elements > 0 {
            let stride_at = reader.position();
            let stride = reader.u32("signature element size")? as usize;
            if stride < ELEMENT_SIZE {
                return Err(ReadError::new(
                    format!("signature element size {stride} is below {ELEMENT_SIZE}"),
                    stride_at,
                ));
            }
            reader.check_records(total_elements, stride, "PSV signature elements")?;
            let mut read_elements = |count: u8| {
                (0..count)
                    .map(|_| PsvSignatureElement::decode(&mut reader, stride, &strings, &indices))
                    .collect::<Result<Vec<_>, ReadError>>()
            };
            psv.input_elements = read_elements(counts.input)?;
            psv.output_elements = read_elements(counts.output)?;
            psv.patch_const_or_prim_elements = read_elements(counts.patch_const_or_prim)?;
        }
        if let Some(offset) = entry_name_offset {
            psv.entry_name = strings
                .c_string_at(offset as usize, "entry name")
                .map_err(|error| ReadError::new(error.message().to_owned(), size_at + 4 + 48))?;
        }
        psv.dependencies = Dependencies::decode(&mut reader, &psv.runtime_info)?;
        Self::expect_end(psv, &reader)
    }

    fn expect_end(
        psv: PipelineStateValidation,
        reader: &ByteReader<'_>,
    ) -> Result<PipelineStateValidation, ReadError> {
        // Declared part sizes may round up with zeros (LLVM's yaml2obj does); anything
        // else after the data is an error.
        let mut rest = reader.clone();
        let trailing = rest.bytes(rest.remaining(), "trailing bytes")?;
        if let Some(at) = trailing.iter().position(|&byte| byte != 0) {
            return Err(ReadError::new(
                format!("{} unexpected bytes after the PSV data", trailing.len()),
                reader.position() + at,
            ));
        }
        Ok(psv)
    }
}

impl Encode for PipelineStateValidation {
    fn encode(&self, sink: &mut Vec<u8>) {
        let version = self.effective_version();
        let mut strings = StringTable::new();
        let mut indices = SemanticIndexTable::default();
        let mut records = Vec::new();
        for list in self.element_lists() {
            for element in list {
                let name = strings.add_element_name(&element.name);
                let index = indices.add(&element.semantic_indices);
                element.encode(name, index, &mut records);
            }
        }
        let entry_name = if version >= 3 {
            strings.append(&self.entry_name)
        } else {
            0
        };
        let counts = ElementCounts {
            input: count_u8(self.input_elements.len()),
            output: count_u8(self.output_elements.len()),
            patch_const_or_prim: count_u8(self.patch_const_or_prim_elements.len()),
        };

        put_len(sink, RUNTIME_INFO_SIZES[usize::from(version)]);
        self.runtime_info.encode(version, counts, entry_name, sink);
        put_len(sink, self.resources.len());
        if !self.resources.is_empty() {
            put_len(sink, binding_size(version));
            for binding in &self.resources {
                binding.encode(version, sink);
            }
        }
        if version == 0 {
            return;
        }
        let strings = strings.finish();
        put_len(sink, strings.len());
        sink.extend_from_slice(&strings);
        let indices = indices.finish();
        put_len(sink, indices.len());
        for index in indices {
            put_u32(sink, index);
        }
        if !records.is_empty() {
            put_len(sink, ELEMENT_SIZE);
            sink.extend_from_slice(&records);
        }
        self.dependencies.encode(&self.runtime_info, sink);
    }
}
