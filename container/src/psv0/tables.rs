//! Builders of the PSV0 string table and semantic index table, following DXC's rules: the
//! string table starts with an empty string; each non-empty element name is appended
//! without deduplication, then the entry name (version 3+); the table is padded to 4 bytes.
//! A semantic index sequence reuses the first place the table already holds it, else is
//! appended.

/// The string table under construction.
#[derive(Debug)]
pub(crate) struct StringTable {
    bytes: Vec<u8>,
}

impl StringTable {
    pub(crate) fn new() -> Self {
        StringTable { bytes: vec![0] }
    }

    /// Offset of `name`: 0 for the empty string, else a fresh copy at the end.
    pub(crate) fn add_element_name(&mut self, name: &str) -> u32 {
        if name.is_empty() {
            0
        } else {
            self.append(name)
        }
    }

    /// Appends `text` and its NUL; returns its offset.
    pub(crate) fn append(&mut self, text: &str) -> u32 {
        let offset = u32::try_from(self.bytes.len()).unwrap_or(u32::MAX);
        self.bytes.extend_from_slice(text.as_bytes());
        self.bytes.push(0);
        offset
    }

    /// The table padded to 4 bytes.
    pub(crate) fn finish(mut self) -> Vec<u8> {
        let start = 0;
        crate::byte_writer::pad_to_4(&mut self.bytes, start);
        self.bytes
    }
}

/// The semantic index table under construction.
#[derive(Debug, Default)]
pub(crate) struct SemanticIndexTable {
    entries: Vec<u32>,
}

impl SemanticIndexTable {
    /// Offset (in entries) of `indices`, reusing an existing occurrence.
    pub(crate) fn add(&mut self, indices: &[u32]) -> u32 {
        let found = if indices.is_empty() {
            Some(0)
        } else {
            self.entries
                .windows(indices.len())
                .position(|window| window == indices)
        };
        let offset = found.unwrap_or_else(|| {
            let at = self.entries.len();
            self.entries.extend_from_slice(indices);
            at
        });
        u32::try_from(offset).unwrap_or(u32::MAX)
    }

    pub(crate) fn finish(self) -> Vec<u32> {
        self.entries
    }
}
