//! The `PSV0` part: pipeline state validation data the D3D12 runtime checks when it builds
//! a pipeline state.
//!
//! Layout: runtime info size and runtime info; resource count and, when non-zero, binding
//! size and bindings; then, from version 1: string table size and table, semantic index
//! count and table, and when any signature has elements, element size and the input, output
//! and patch-constant elements; then the dependency tables.

mod dependencies;
mod element;
mod layout;
mod resource;
mod runtime_info;
mod tables;

pub use dependencies::Dependencies;
pub use element::{InterpolationMode, PsvSignatureElement, SemanticKind};
pub use layout::Psv0Layout;
pub use resource::{binding_size, ResourceBinding, ResourceFlags, ResourceKind, ResourceType};
pub use runtime_info::{RuntimeInfo, StageInfo, RUNTIME_INFO_SIZES};

use crate::byte_reader::ByteReader;
use crate::byte_writer::{put_len, put_u32};
use crate::{Encode, ReadError, ShaderKind};
pub use element::ELEMENT_SIZE;
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
        let layout = Psv0Layout::read(body, base, stage_hint)?;
        let (runtime_info, _, entry_name_offset) = layout.info;
        let mut psv = PipelineStateValidation {
            version: layout.version,
            runtime_info,
            ..PipelineStateValidation::default()
        };
        for i in 0..layout.resources.len() {
            let binding =
                ResourceBinding::decode(&mut layout.resource_reader(i), layout.strides.0)?;
            psv.resources.push(binding);
        }
        if layout.version == 0 {
            return Self::expect_end(psv, &layout.rest_reader());
        }
        let strings = layout.string_reader();
        let mut lists = [Vec::new(), Vec::new(), Vec::new()];
        for (l, list) in lists.iter_mut().enumerate() {
            for i in 0..layout.elements[l].len() {
                list.push(PsvSignatureElement::decode(
                    &mut layout.element_reader(l, i),
                    layout.strides.1,
                    &strings,
                    &layout.indices,
                )?);
            }
        }
        [
            psv.input_elements,
            psv.output_elements,
            psv.patch_const_or_prim_elements,
        ] = lists;
        if let Some(offset) = entry_name_offset {
            psv.entry_name = strings
                .c_string_lossy_at(offset as usize, "entry name")
                .map_err(|error| ReadError::new(error.message().to_owned(), layout.at[0] + 48))?;
        }
        let mut rest = layout.rest_reader();
        psv.dependencies = Dependencies::decode(&mut rest, &psv.runtime_info)?;
        Self::expect_end(psv, &rest)
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
