//! Where the tables of a `PSV0` body lie, read without decoding their records: what
//! [`super::PipelineStateValidation::decode`] decodes, and what a validator compares
//! record by record and table entry by table entry, as DXC's does.

use super::element::ELEMENT_SIZE;
use super::runtime_info::{ElementCounts, RUNTIME_INFO_SIZES};
use super::RuntimeInfo;
use crate::byte_reader::ByteReader;
use crate::{ReadError, ShaderKind};

/// A `PSV0` body cut into its tables.
#[derive(Debug, Clone)]
pub struct Psv0Layout<'a> {
    /// PSV version (0-4), from the runtime information's size.
    pub version: u8,
    /// The runtime information's bytes.
    pub runtime_info: &'a [u8],
    /// Each resource binding's record.
    pub resources: Vec<&'a [u8]>,
    /// The string table's bytes (version 1+; empty before).
    pub strings: &'a [u8],
    /// The semantic index table (version 1+).
    pub indices: Vec<u32>,
    /// The bytes of each signature element record: input, output, patch constant or
    /// primitive.
    pub elements: [Vec<&'a [u8]>; 3],
    /// The dependency tables and whatever follows them.
    pub rest: &'a [u8],
    /// The record sizes the body declares: resource bindings, signature elements (0
    /// where it declares none).
    pub strides: (usize, usize),
    /// The runtime information decoded, its element counts and entry name offset.
    pub(crate) info: (RuntimeInfo, ElementCounts, Option<u32>),
    /// Absolute offsets: runtime information, first resource record, string table,
    /// first element record, the rest.
    pub(crate) at: [usize; 5],
}

impl<'a> Psv0Layout<'a> {
    /// Cuts the `PSV0` body that starts at absolute offset `base` (`stage_hint`: the
    /// shader kind, which version 0 does not record).
    ///
    /// # Errors
    /// A size the body does not back, a runtime information size of no PSV version, a
    /// record size below the smallest.
    pub fn read(
        body: &'a [u8],
        base: usize,
        stage_hint: Option<ShaderKind>,
    ) -> Result<Psv0Layout<'a>, ReadError> {
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
        let runtime_info = reader.bytes(info_size, "runtime info")?;
        let info = RuntimeInfo::decode(
            &mut ByteReader::new(runtime_info, size_at + 4),
            version,
            stage_hint,
        )?;
        let mut layout = Psv0Layout {
            version,
            runtime_info,
            resources: Vec::new(),
            strings: &[],
            indices: Vec::new(),
            elements: [Vec::new(), Vec::new(), Vec::new()],
            rest: &[],
            strides: (0, 0),
            info,
            at: [size_at + 4, 0, 0, 0, 0],
        };
        let resource_count = reader.u32("resource count")? as usize;
        if resource_count > 0 {
            let stride = stride(&mut reader, "resource binding size", 16)?;
            reader.check_records(resource_count, stride, "resource bindings")?;
            layout.strides.0 = stride;
            layout.at[1] = reader.position();
            for _ in 0..resource_count {
                layout
                    .resources
                    .push(reader.bytes(stride, "resource binding")?);
            }
        }
        if version >= 1 {
            let strings_at = reader.position();
            let strings_size = reader.u32("string table size")? as usize;
            if !strings_size.is_multiple_of(4) {
                return Err(ReadError::new(
                    format!("string table size {strings_size} is not a multiple of 4"),
                    strings_at,
                ));
            }
            layout.at[2] = reader.position();
            layout.strings = reader.bytes(strings_size, "string table")?;
            let index_count = reader.u32("semantic index count")? as usize;
            reader.check_records(index_count, 4, "semantic index table")?;
            layout.indices = (0..index_count)
                .map(|_| reader.u32("semantic index"))
                .collect::<Result<Vec<u32>, ReadError>>()?;
            let counts = info.1;
            let counts = [counts.input, counts.output, counts.patch_const_or_prim].map(usize::from);
            let total: usize = counts.iter().sum();
            if total > 0 {
                let stride = stride(&mut reader, "signature element size", ELEMENT_SIZE)?;
                reader.check_records(total, stride, "PSV signature elements")?;
                layout.strides.1 = stride;
                layout.at[3] = reader.position();
                for (list, count) in layout.elements.iter_mut().zip(counts) {
                    for _ in 0..count {
                        list.push(reader.bytes(stride, "PSV signature element")?);
                    }
                }
            }
        }
        layout.at[4] = reader.position();
        layout.rest = reader.bytes(reader.remaining(), "dependency tables")?;
        Ok(layout)
    }

    /// The NUL-terminated string at `offset` of the string table (bytes that are not
    /// UTF-8 replaced), if the table holds one there.
    pub fn string_at(&self, offset: usize) -> Option<String> {
        self.string_reader()
            .c_string_lossy_at(offset, "PSV string")
            .ok()
    }

    /// A reader over the string table.
    pub(crate) fn string_reader(&self) -> ByteReader<'a> {
        ByteReader::new(self.strings, self.at[2])
    }

    /// A reader over resource record `i`.
    pub(crate) fn resource_reader(&self, i: usize) -> ByteReader<'a> {
        ByteReader::new(self.resources[i], self.at[1] + i * self.strides.0)
    }

    /// A reader over element record `i` of all three lists in order.
    pub(crate) fn element_reader(&self, list: usize, i: usize) -> ByteReader<'a> {
        let before: usize = self.elements[..list].iter().map(Vec::len).sum();
        ByteReader::new(
            self.elements[list][i],
            self.at[3] + (before + i) * self.strides.1,
        )
    }

    /// A reader over the dependency tables and what follows them.
    pub(crate) fn rest_reader(&self) -> ByteReader<'a> {
        ByteReader::new(self.rest, self.at[4])
    }
}

/// A declared record size of at least `least` bytes.
fn stride(reader: &mut ByteReader<'_>, what: &str, least: usize) -> Result<usize, ReadError> {
    let at = reader.position();
    let stride = reader.u32(what)? as usize;
    if stride < least {
        return Err(ReadError::new(
            format!("{what} {stride} is below {least}"),
            at,
        ));
    }
    Ok(stride)
}
