//! The `HASH` part: a plain MD5 of the DXIL part's bitcode.
//!
//! DXC hashes exactly the `BitcodeSize` bytes of the program in the `DXIL` part (no program
//! header, no padding), with flags 0. With `-Zss` it hashes the bitcode that still carries
//! debug information and sets flag 1 ([`ShaderHash::INCLUDES_SOURCE`]). The part is written
//! only for validator 1.5 and later.

use md5::{Digest, Md5};

use crate::byte_reader::ByteReader;
use crate::byte_writer::put_u32;
use crate::{Encode, ReadError};

/// The shader hash: flags and a 16-byte MD5 digest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShaderHash {
    /// 0, or [`ShaderHash::INCLUDES_SOURCE`].
    pub flags: u32,
    /// MD5 digest.
    pub digest: [u8; 16],
}

impl ShaderHash {
    /// Flag: the digest covers the bitcode with debug information (source-dependent).
    pub const INCLUDES_SOURCE: u32 = 1;

    /// The hash DXC writes for a program whose `DXIL` part holds `bitcode`.
    pub fn of_bitcode(bitcode: &[u8]) -> ShaderHash {
        ShaderHash {
            flags: 0,
            digest: Md5::digest(bitcode).into(),
        }
    }

    /// Whether [`ShaderHash::INCLUDES_SOURCE`] is set.
    pub fn includes_source(&self) -> bool {
        self.flags & Self::INCLUDES_SOURCE != 0
    }

    /// Decodes a `HASH` body (exactly 20 bytes) that starts at absolute offset `base`.
    pub fn decode(body: &[u8], base: usize) -> Result<ShaderHash, ReadError> {
        if body.len() != 20 {
            return Err(ReadError::new(
                format!("HASH part must be 20 bytes, not {}", body.len()),
                base,
            ));
        }
        let mut reader = ByteReader::new(body, base);
        Ok(ShaderHash {
            flags: reader.u32("hash flags")?,
            digest: reader.array("hash digest")?,
        })
    }
}

impl Encode for ShaderHash {
    fn encode(&self, sink: &mut Vec<u8>) {
        put_u32(sink, self.flags);
        sink.extend_from_slice(&self.digest);
    }
}
