//! Building an `RDAT` part as DXC does: strings, index arrays and raw bytes are pooled
//! (each distinct entry stored once, in first-use order; the string buffer starts with
//! the empty string), tables keep their records in insertion order, and the parts come
//! in DXC's order, the empty ones left out.

use super::{RdatContents, RdatPart, RdatPartKind, RdatTable, RuntimeData};
use rustc_hash::FxHashMap;

/// The order DXC writes the parts in.
const PART_ORDER: &[RdatPartKind] = &[
    RdatPartKind::StringBuffer,
    RdatPartKind::ResourceTable,
    RdatPartKind::FunctionTable,
    RdatPartKind::IndexArrays,
    RdatPartKind::RawBytes,
    RdatPartKind::SubobjectTable,
    RdatPartKind::NodeIdTable,
    RdatPartKind::NodeShaderFuncAttribTable,
    RdatPartKind::NodeShaderIoAttribTable,
    RdatPartKind::IoNodeTable,
    RdatPartKind::NodeShaderInfoTable,
    RdatPartKind::SignatureElementTable,
    RdatPartKind::VsInfoTable,
    RdatPartKind::PsInfoTable,
    RdatPartKind::HsInfoTable,
    RdatPartKind::DsInfoTable,
    RdatPartKind::GsInfoTable,
    RdatPartKind::CsInfoTable,
    RdatPartKind::MsInfoTable,
    RdatPartKind::AsInfoTable,
];

/// "No array" / "no record" in a reference field.
pub const NONE: u32 = u32::MAX;

/// An `RDAT` part under construction.
#[derive(Debug, Clone)]
pub struct RuntimeDataBuilder {
    strings: Vec<u8>,
    string_offsets: FxHashMap<String, u32>,
    index_arrays: Vec<u32>,
    index_offsets: FxHashMap<Vec<u32>, u32>,
    raw: Vec<u8>,
    raw_offsets: FxHashMap<Vec<u8>, u32>,
    tables: FxHashMap<RdatPartKind, RdatTable>,
    /// The first index of each record of each table (padded to its stride), so that
    /// [`RuntimeDataBuilder::record_once`] finds an equal one without a walk.
    record_indices: FxHashMap<(RdatPartKind, Vec<u8>), u32>,
}

impl Default for RuntimeDataBuilder {
    fn default() -> Self {
        let mut builder = RuntimeDataBuilder {
            strings: Vec::new(),
            string_offsets: FxHashMap::default(),
            index_arrays: Vec::new(),
            index_offsets: FxHashMap::default(),
            raw: Vec::new(),
            raw_offsets: FxHashMap::default(),
            tables: FxHashMap::default(),
            record_indices: FxHashMap::default(),
        };
        builder.string("");
        builder
    }
}

impl RuntimeDataBuilder {
    /// An empty builder.
    pub fn new() -> Self {
        Self::default()
    }

    /// The offset of `s` in the string buffer, added if new.
    pub fn string(&mut self, s: &str) -> u32 {
        if let Some(&offset) = self.string_offsets.get(s) {
            return offset;
        }
        let offset = self.strings.len() as u32;
        self.strings.extend_from_slice(s.as_bytes());
        self.strings.push(0);
        self.string_offsets.insert(s.to_owned(), offset);
        offset
    }

    /// The offset of the index array `values` (count, then values), added if new.
    pub fn index_array(&mut self, values: &[u32]) -> u32 {
        if let Some(&offset) = self.index_offsets.get(values) {
            return offset;
        }
        let offset = self.index_arrays.len() as u32;
        self.index_arrays.push(values.len() as u32);
        self.index_arrays.extend_from_slice(values);
        self.index_offsets.insert(values.to_vec(), offset);
        offset
    }

    /// The index array of `values`, or [`NONE`] when there are none.
    pub fn index_array_or_none(&mut self, values: &[u32]) -> u32 {
        if values.is_empty() {
            NONE
        } else {
            self.index_array(values)
        }
    }

    /// The offset of `bytes` in the raw bytes, added if new.
    pub fn raw_bytes(&mut self, bytes: &[u8]) -> u32 {
        if let Some(&offset) = self.raw_offsets.get(bytes) {
            return offset;
        }
        let offset = self.raw.len() as u32;
        self.raw.extend_from_slice(bytes);
        self.raw_offsets.insert(bytes.to_vec(), offset);
        offset
    }

    /// Appends `record` to table `kind`, whose records are `stride` bytes (a record
    /// shorter than the stride is padded with zeros), and returns its index.
    pub fn push_record(&mut self, kind: RdatPartKind, stride: u32, record: &[u8]) -> u32 {
        let table = self.tables.entry(kind).or_insert_with(|| RdatTable {
            stride,
            records: Vec::new(),
        });
        let index = table.len() as u32;
        let mut bytes = record.to_vec();
        bytes.resize(stride as usize, 0);
        table.records.extend_from_slice(&bytes);
        self.record_indices.entry((kind, bytes)).or_insert(index);
        index
    }

    /// The index of a record of table `kind` equal to `record`, appended if there is none.
    pub fn record_once(&mut self, kind: RdatPartKind, stride: u32, record: &[u8]) -> u32 {
        let mut bytes = record.to_vec();
        bytes.resize(stride as usize, 0);
        if let Some(&found) = self.record_indices.get(&(kind, bytes.clone())) {
            return found;
        }
        self.push_record(kind, stride, &bytes)
    }

    /// The number of records in table `kind` so far.
    pub fn record_count(&self, kind: RdatPartKind) -> u32 {
        self.tables.get(&kind).map_or(0, |t| t.len() as u32)
    }

    /// The finished part, in DXC's part order without empty parts.
    pub fn finish(mut self) -> RuntimeData {
        for pool in [&mut self.strings, &mut self.raw] {
            pool.resize(pool.len().next_multiple_of(4), 0);
        }
        let mut parts = Vec::new();
        for &kind in PART_ORDER {
            let contents = match kind {
                // The string buffer always holds at least the empty string.
                RdatPartKind::StringBuffer => {
                    RdatContents::Strings(std::mem::take(&mut self.strings))
                }
                RdatPartKind::IndexArrays if !self.index_arrays.is_empty() => {
                    RdatContents::IndexArrays(std::mem::take(&mut self.index_arrays))
                }
                RdatPartKind::RawBytes if !self.raw.is_empty() => {
                    RdatContents::RawBytes(std::mem::take(&mut self.raw))
                }
                kind if kind.is_table() => match self.tables.remove(&kind) {
                    Some(table) if !table.is_empty() => RdatContents::Table(table),
                    _ => continue,
                },
                _ => continue,
            };
            parts.push(RdatPart { kind, contents });
        }
        RuntimeData { parts }
    }
}

/// Little-endian record bytes, field by field.
#[derive(Debug, Clone, Default)]
pub struct RecordBytes(pub Vec<u8>);

impl RecordBytes {
    /// Appends a `u32`.
    pub fn u32(mut self, value: u32) -> Self {
        self.0.extend_from_slice(&value.to_le_bytes());
        self
    }

    /// Appends a `u16`.
    pub fn u16(mut self, value: u16) -> Self {
        self.0.extend_from_slice(&value.to_le_bytes());
        self
    }

    /// Appends a byte.
    pub fn u8(mut self, value: u8) -> Self {
        self.0.push(value);
        self
    }
}
