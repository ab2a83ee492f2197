//! The container header and the part headers.

use crate::byte_reader::ByteReader;
use crate::byte_writer::{put_u16, put_u32};
use crate::{FourCC, ReadError};

/// Size of the container header without the part offset table.
pub const CONTAINER_HEADER_SIZE: usize = 32;
/// Size of a part header (fourcc + body size).
pub const PART_HEADER_SIZE: usize = 8;
/// Offset of the first byte covered by the container digest (after magic and digest).
pub const DIGEST_COVERAGE_START: usize = 20;

/// The fixed fields at the start of every container.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContainerHeader {
    /// The 16-byte container digest (see [`crate::digest`]).
    pub digest: [u8; 16],
    /// Format major version (1).
    pub major_version: u16,
    /// Format minor version (0).
    pub minor_version: u16,
    /// Size of the whole container in bytes.
    pub file_size: u32,
    /// Number of parts.
    pub part_count: u32,
}

impl ContainerHeader {
    /// Writes the 32 header bytes (not the offset table).
    pub fn encode(&self, sink: &mut Vec<u8>) {
        sink.extend_from_slice(b"DXBC");
        sink.extend_from_slice(&self.digest);
        put_u16(sink, self.major_version);
        put_u16(sink, self.minor_version);
        put_u32(sink, self.file_size);
        put_u32(sink, self.part_count);
    }

    /// Reads the 32 header bytes at the start of `bytes`.
    pub fn decode(bytes: &[u8]) -> Result<ContainerHeader, ReadError> {
        let mut reader = ByteReader::new(bytes, 0);
        let magic = reader.array::<4>("container magic")?;
        if &magic != b"DXBC" {
            return Err(ReadError::new("container magic is not 'DXBC'", 0));
        }
        Ok(ContainerHeader {
            digest: reader.array("container digest")?,
            major_version: reader.u16("container major version")?,
            minor_version: reader.u16("container minor version")?,
            file_size: reader.u32("container size")?,
            part_count: reader.u32("part count")?,
        })
    }
}

/// Writes a part header.
pub(crate) fn encode_part_header(sink: &mut Vec<u8>, fourcc: FourCC, size: u32) {
    sink.extend_from_slice(&fourcc.0);
    put_u32(sink, size);
}
