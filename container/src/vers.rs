//! The `VERS` part: which compiler wrote a library container (DXC's
//! `DxilCompilerVersion`): version numbers, then a list of one or two NUL-terminated
//! strings (a commit id and a free-form version), padded to 4 bytes.

use crate::byte_reader::ByteReader;
use crate::byte_writer::{pad_to_4, put_len, put_u16, put_u32};
use crate::{Encode, ReadError};

/// The compiler that wrote the container.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CompilerVersion {
    /// Major version.
    pub major: u16,
    /// Minor version.
    pub minor: u16,
    /// `DxcVersionInfoFlags` (1: debug build, 2: internal).
    pub flags: u32,
    /// Commits since the version's base.
    pub commit_count: u32,
    /// The commit id (may be empty).
    pub commit_sha: String,
    /// A free-form version string (may be empty).
    pub custom: String,
}

impl Encode for CompilerVersion {
    fn encode(&self, sink: &mut Vec<u8>) {
        let start = sink.len();
        put_u16(sink, self.major);
        put_u16(sink, self.minor);
        put_u32(sink, self.flags);
        put_u32(sink, self.commit_count);
        put_len(sink, self.commit_sha.len() + 1 + self.custom.len() + 1);
        for s in [&self.commit_sha, &self.custom] {
            sink.extend_from_slice(s.as_bytes());
            sink.push(0);
        }
        pad_to_4(sink, start);
    }
}

impl CompilerVersion {
    /// Decodes a `VERS` body that starts at absolute offset `base`: 16 bytes of
    /// numbers, then the string list its size field gives (one or two strings, the
    /// second optional), then zero padding to a multiple of 4.
    pub fn decode(body: &[u8], base: usize) -> Result<CompilerVersion, ReadError> {
        let mut r = ByteReader::new(body, base);
        let mut v = CompilerVersion {
            major: r.u16("VERS major")?,
            minor: r.u16("VERS minor")?,
            flags: r.u32("VERS flags")?,
            commit_count: r.u32("VERS commit count")?,
            ..CompilerVersion::default()
        };
        let list_size = r.u32("VERS string list size")? as usize;
        let list = r.bytes(list_size, "VERS string list")?;
        if list_size > 0 && list.last() != Some(&0) {
            return Err(ReadError::new(
                "VERS string list does not end with NUL",
                base + 16 + list_size - 1,
            ));
        }
        let mut strings = list.split(|&b| b == 0);
        let mut next = |what| {
            String::from_utf8(strings.next().unwrap_or_default().to_vec())
                .map_err(|_| ReadError::new(format!("VERS {what} is not UTF-8"), base + 16))
        };
        v.commit_sha = next("commit id")?;
        v.custom = next("version string")?;
        let padding = r.bytes(r.remaining(), "VERS padding")?;
        if padding.len() >= 4 || padding.iter().any(|&b| b != 0) {
            return Err(ReadError::new(
                "VERS has bytes after its string list",
                base + 16 + list_size,
            ));
        }
        Ok(v)
    }
}
