//! The container builder: parts in, container bytes out, digest applied last.

use crate::byte_writer::put_len;
use crate::digest::{digest_for, DigestMode};
use crate::header::{encode_part_header, ContainerHeader, CONTAINER_HEADER_SIZE, PART_HEADER_SIZE};
use crate::{Encode, FourCC, WriteError};

/// A container under construction: an ordered list of parts and a digest mode.
///
/// DXC's part order for a shader is SFI0, ISG1, OSG1, PSG1 (if any), PSV0, RTS0 (if any),
/// STAT (reflection, optional), HASH (validator 1.5+), DXIL. Parts follow each other with no
/// padding between them; every encoder in this crate writes a multiple of 4 bytes.
#[derive(Debug, Clone, Default)]
pub struct Container {
    parts: Vec<(FourCC, Vec<u8>)>,
    /// The digest to write in the header.
    pub digest: DigestMode,
}

impl Container {
    /// An empty container that will carry the `digest` given.
    pub fn new(digest: DigestMode) -> Self {
        Container {
            parts: Vec::new(),
            digest,
        }
    }

    /// Appends a part encoded from `part`.
    pub fn push(&mut self, fourcc: FourCC, part: &impl Encode) -> &mut Self {
        let mut body = Vec::new();
        part.encode(&mut body);
        self.push_raw(fourcc, body)
    }

    /// Appends a part whose body is already encoded.
    pub fn push_raw(&mut self, fourcc: FourCC, body: impl Into<Vec<u8>>) -> &mut Self {
        self.parts.push((fourcc, body.into()));
        self
    }

    /// The parts so far.
    pub fn parts(&self) -> &[(FourCC, Vec<u8>)] {
        &self.parts
    }

    /// The container bytes: header, part offsets, parts, then the digest.
    pub fn to_bytes(&self) -> Result<Vec<u8>, WriteError> {
        let table_end = CONTAINER_HEADER_SIZE + 4 * self.parts.len();
        let total = self.parts.iter().fold(table_end, |size, (_, body)| {
            size + PART_HEADER_SIZE + body.len()
        });
        let file_size = u32::try_from(total).map_err(|_| WriteError::TooLarge(total))?;
        let part_count =
            u32::try_from(self.parts.len()).map_err(|_| WriteError::TooLarge(total))?;
        let mut out = Vec::with_capacity(total);
        ContainerHeader {
            digest: [0; 16],
            major_version: 1,
            minor_version: 0,
            file_size,
            part_count,
        }
        .encode(&mut out);
        let mut offset = table_end;
        for (_, body) in &self.parts {
            put_len(&mut out, offset);
            offset += PART_HEADER_SIZE + body.len();
        }
        for (fourcc, body) in &self.parts {
            let size = u32::try_from(body.len()).map_err(|_| WriteError::TooLarge(total))?;
            encode_part_header(&mut out, *fourcc, size);
            out.extend_from_slice(body);
        }
        let digest = digest_for(self.digest, &out);
        out[4..20].copy_from_slice(&digest);
        Ok(out)
    }
}
