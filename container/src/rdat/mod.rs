//! The `RDAT` part (runtime data of a DXIL library): a header with part offsets, then
//! parts. The string buffer, the index arrays and the raw bytes are pools the tables
//! point into; every other part is a table of fixed-size records whose fields
//! [`schema`] describes. [`RuntimeDataBuilder`] makes the pools and tables as DXC does
//! (pool entries shared, parts in DXC's order, empty parts left out).
//!
//! Layout: `u32 version` (0x10), `u32 part count`, one `u32` offset per part (from the
//! start of the part body), then per part `u32 type`, `u32 size` and `size` bytes (a
//! multiple of 4). A table is `u32 record count`, `u32 record stride`, then the records.

mod builder;
pub(crate) mod print;
pub mod schema;

pub use builder::{RecordBytes, RuntimeDataBuilder, NONE};

use crate::byte_reader::ByteReader;
use crate::byte_writer::{pad_to_4, patch_u32, put_len, put_u32};
use crate::{Encode, ReadError};

/// The RDAT version DXC writes (and the only one defined).
pub const RDAT_VERSION: u32 = 0x10;

open_enum! {
    /// What an RDAT part holds (`RuntimeDataPartType`).
    pub enum RdatPartKind: u32 {
        Invalid = 0 => "Invalid",
        StringBuffer = 1 => "StringBuffer",
        IndexArrays = 2 => "IndexArrays",
        ResourceTable = 3 => "ResourceTable",
        FunctionTable = 4 => "FunctionTable",
        RawBytes = 5 => "RawBytes",
        SubobjectTable = 6 => "SubobjectTable",
        NodeIdTable = 7 => "NodeIDTable",
        NodeShaderIoAttribTable = 8 => "NodeShaderIOAttribTable",
        NodeShaderFuncAttribTable = 9 => "NodeShaderFuncAttribTable",
        IoNodeTable = 10 => "IONodeTable",
        NodeShaderInfoTable = 11 => "NodeShaderInfoTable",
        SignatureElementTable = 12 => "SignatureElementTable",
        VsInfoTable = 13 => "VSInfoTable",
        PsInfoTable = 14 => "PSInfoTable",
        HsInfoTable = 15 => "HSInfoTable",
        DsInfoTable = 16 => "DSInfoTable",
        GsInfoTable = 17 => "GSInfoTable",
        CsInfoTable = 18 => "CSInfoTable",
        MsInfoTable = 19 => "MSInfoTable",
        AsInfoTable = 20 => "ASInfoTable",
    }
}

impl RdatPartKind {
    /// Whether the part is a table of records (not one of the three pools).
    pub fn is_table(self) -> bool {
        !matches!(
            self,
            RdatPartKind::StringBuffer | RdatPartKind::IndexArrays | RdatPartKind::RawBytes
        )
    }
}

/// A table: records of `stride` bytes each.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RdatTable {
    /// Bytes per record.
    pub stride: u32,
    /// The records, `stride` bytes each, one after another.
    pub records: Vec<u8>,
}

impl RdatTable {
    /// The number of records.
    pub fn len(&self) -> usize {
        match self.stride {
            0 => 0,
            stride => self.records.len() / stride as usize,
        }
    }

    /// Whether the table has no records.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Record `index`, if there is one.
    pub fn record(&self, index: usize) -> Option<&[u8]> {
        let stride = self.stride as usize;
        self.records.get(index * stride..(index + 1) * stride)
    }
}

/// The contents of one RDAT part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RdatContents {
    /// NUL-terminated strings (with the padding that follows them).
    Strings(Vec<u8>),
    /// Index arrays: each a count followed by that many `u32`s.
    IndexArrays(Vec<u32>),
    /// Raw bytes records point into (with their padding).
    RawBytes(Vec<u8>),
    /// A table of records.
    Table(RdatTable),
}

/// One part of the RDAT part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RdatPart {
    /// Its type.
    pub kind: RdatPartKind,
    /// What it holds.
    pub contents: RdatContents,
}

/// The decoded `RDAT` part: its parts in stored order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RuntimeData {
    /// The parts.
    pub parts: Vec<RdatPart>,
}

impl RuntimeData {
    /// The part of `kind`, if present.
    pub fn part(&self, kind: RdatPartKind) -> Option<&RdatContents> {
        self.parts
            .iter()
            .find(|part| part.kind == kind)
            .map(|part| &part.contents)
    }

    /// The table of `kind`, if present.
    pub fn table(&self, kind: RdatPartKind) -> Option<&RdatTable> {
        match self.part(kind)? {
            RdatContents::Table(table) => Some(table),
            _ => None,
        }
    }

    /// The string at byte `offset` of the string buffer.
    pub fn string(&self, offset: u32) -> Option<&str> {
        let RdatContents::Strings(bytes) = self.part(RdatPartKind::StringBuffer)? else {
            return None;
        };
        let rest = bytes.get(offset as usize..)?;
        let end = rest.iter().position(|&b| b == 0)?;
        std::str::from_utf8(&rest[..end]).ok()
    }

    /// The index array at `offset` (in `u32`s) of the index arrays.
    pub fn index_array(&self, offset: u32) -> Option<&[u32]> {
        let RdatContents::IndexArrays(words) = self.part(RdatPartKind::IndexArrays)? else {
            return None;
        };
        let count = *words.get(offset as usize)? as usize;
        let start = offset as usize + 1;
        words.get(start..start.checked_add(count)?)
    }

    /// `size` raw bytes at `offset`.
    pub fn raw_bytes(&self, offset: u32, size: u32) -> Option<&[u8]> {
        let RdatContents::RawBytes(bytes) = self.part(RdatPartKind::RawBytes)? else {
            return None;
        };
        bytes.get(offset as usize..(offset as usize).checked_add(size as usize)?)
    }

    /// Decodes an `RDAT` body that starts at absolute offset `base`. Every reference a
    /// record holds into the pools or into another table must lie inside it.
    pub fn decode(body: &[u8], base: usize) -> Result<RuntimeData, ReadError> {
        let mut r = ByteReader::new(body, base);
        let version = r.u32("RDAT version")?;
        if version != RDAT_VERSION {
            return Err(ReadError::new(
                format!("RDAT version {version:#x} is not {RDAT_VERSION:#x}"),
                base,
            ));
        }
        let count = r.u32("RDAT part count")? as usize;
        r.check_records(count, 4, "RDAT part offsets")?;
        let mut parts = Vec::with_capacity(count);
        for index in 0..count {
            let offset = r.u32("RDAT part offset")? as usize;
            let mut part = r.at(offset, "RDAT part").map_err(|_| {
                ReadError::new(
                    format!("RDAT part {index} offset {offset:#x} is past the end"),
                    base + 8 + 4 * index,
                )
            })?;
            let at = part.position();
            let kind = RdatPartKind::from_raw(part.u32("RDAT part type")?);
            let size = part.u32("RDAT part size")? as usize;
            let data = part.bytes(size, "RDAT part data")?;
            if parts.iter().any(|p: &RdatPart| p.kind == kind) {
                return Err(ReadError::new(format!("RDAT part {kind:?} repeats"), at));
            }
            let contents = decode_contents(kind, data, at + 8)?;
            parts.push(RdatPart { kind, contents });
        }
        let data = RuntimeData { parts };
        schema::check_references(&data, base)?;
        Ok(data)
    }
}

fn decode_contents(kind: RdatPartKind, data: &[u8], at: usize) -> Result<RdatContents, ReadError> {
    Ok(match kind {
        RdatPartKind::StringBuffer => RdatContents::Strings(data.to_vec()),
        RdatPartKind::RawBytes => RdatContents::RawBytes(data.to_vec()),
        RdatPartKind::IndexArrays => {
            if !data.len().is_multiple_of(4) {
                return Err(ReadError::new("RDAT index arrays are not whole u32s", at));
            }
            let words: Vec<u32> = data
                .chunks_exact(4)
                .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                .collect();
            RdatContents::IndexArrays(words)
        }
        _ => {
            let mut r = ByteReader::new(data, at);
            let count = r.u32("RDAT record count")? as usize;
            let stride = r.u32("RDAT record stride")?;
            if stride == 0 && count > 0 {
                return Err(r.error(format!("RDAT {kind:?}: {count} records of 0 bytes")));
            }
            r.check_records(count, stride as usize, "RDAT table")?;
            let records = r.bytes(count * stride as usize, "RDAT records")?.to_vec();
            if r.remaining() != 0 {
                return Err(r.error(format!(
                    "RDAT {kind:?}: {} bytes after the records",
                    r.remaining()
                )));
            }
            RdatContents::Table(RdatTable { stride, records })
        }
    })
}

impl Encode for RuntimeData {
    fn encode(&self, sink: &mut Vec<u8>) {
        let start = sink.len();
        put_u32(sink, RDAT_VERSION);
        put_len(sink, self.parts.len());
        let offsets_at = sink.len();
        for _ in &self.parts {
            put_u32(sink, 0);
        }
        for (index, part) in self.parts.iter().enumerate() {
            let offset = (sink.len() - start) as u32;
            patch_u32(sink, offsets_at + 4 * index, offset);
            put_u32(sink, part.kind.raw());
            let size_at = sink.len();
            put_u32(sink, 0);
            let data_start = sink.len();
            match &part.contents {
                RdatContents::Strings(bytes) | RdatContents::RawBytes(bytes) => {
                    sink.extend_from_slice(bytes)
                }
                RdatContents::IndexArrays(words) => {
                    for &word in words {
                        put_u32(sink, word);
                    }
                }
                RdatContents::Table(table) => {
                    put_len(sink, table.len());
                    put_u32(sink, table.stride);
                    sink.extend_from_slice(&table.records);
                }
            }
            pad_to_4(sink, data_start);
            let size = (sink.len() - data_start) as u32;
            patch_u32(sink, size_at, size);
        }
    }
}
