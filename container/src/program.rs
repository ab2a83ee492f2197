//! The DXIL program part (`DXIL`, and the same layout in `ILDB` and `STAT`): program header,
//! bitcode header, then the LLVM bitcode padded to 4 bytes.

use crate::byte_reader::ByteReader;
use crate::byte_writer::{pad_to_4, put_len, put_u32};
use crate::{Encode, ReadError};

open_enum! {
    /// The pipeline stage or kind of a shader (DXIL::ShaderKind); also PSV0's shader stage.
    pub enum ShaderKind: u16 {
        Pixel = 0 => "Pixel",
        Vertex = 1 => "Vertex",
        Geometry = 2 => "Geometry",
        Hull = 3 => "Hull",
        Domain = 4 => "Domain",
        Compute = 5 => "Compute",
        Library = 6 => "Library",
        RayGeneration = 7 => "RayGeneration",
        Intersection = 8 => "Intersection",
        AnyHit = 9 => "AnyHit",
        ClosestHit = 10 => "ClosestHit",
        Miss = 11 => "Miss",
        Callable = 12 => "Callable",
        Mesh = 13 => "Mesh",
        Amplification = 14 => "Amplification",
        Node = 15 => "Node",
        Invalid = 16 => "Invalid",
    }
}

/// `'DXIL'` read as a little-endian `u32`.
pub const DXIL_MAGIC: u32 = u32::from_le_bytes(*b"DXIL");
/// Size of the program header plus bitcode header.
pub const PROGRAM_HEADER_SIZE: usize = 24;
/// Bitcode offset DXC and LLVM write: right after the 16-byte bitcode header.
pub const BITCODE_OFFSET: u32 = 16;

/// A DXIL program: the shader model it targets, its DXIL version and its bitcode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program<'a> {
    /// Shader kind (high 16 bits of the program version).
    pub shader_kind: ShaderKind,
    /// Shader model major version (4 bits).
    pub major: u8,
    /// Shader model minor version (4 bits).
    pub minor: u8,
    /// DXIL major version.
    pub dxil_major: u8,
    /// DXIL minor version.
    pub dxil_minor: u8,
    /// The LLVM bitcode (starting with `BC\xC0\xDE`).
    pub bitcode: &'a [u8],
}

impl Program<'_> {
    /// `kind << 16 | major << 4 | minor`, as stored in the program header.
    pub fn program_version(&self) -> u32 {
        (u32::from(self.shader_kind.raw()) << 16)
            | (u32::from(self.major & 0xf) << 4)
            | u32::from(self.minor & 0xf)
    }

    /// `major << 8 | minor`, as stored in the bitcode header.
    pub fn dxil_version(&self) -> u32 {
        (u32::from(self.dxil_major) << 8) | u32::from(self.dxil_minor)
    }

    /// Size of the encoded part body: headers plus bitcode padded to 4 bytes.
    pub fn encoded_size(&self) -> usize {
        PROGRAM_HEADER_SIZE + self.bitcode.len().div_ceil(4) * 4
    }
}

impl Encode for Program<'_> {
    fn encode(&self, sink: &mut Vec<u8>) {
        let start = sink.len();
        put_u32(sink, self.program_version());
        put_len(sink, self.encoded_size() / 4);
        put_u32(sink, DXIL_MAGIC);
        put_u32(sink, self.dxil_version());
        put_u32(sink, BITCODE_OFFSET);
        put_len(sink, self.bitcode.len());
        sink.extend_from_slice(self.bitcode);
        pad_to_4(sink, start);
    }
}

impl<'a> Program<'a> {
    /// Decodes a program part body that starts at absolute offset `base`.
    pub fn decode(body: &'a [u8], base: usize) -> Result<Program<'a>, ReadError> {
        let mut reader = ByteReader::new(body, base);
        let version = reader.u32("program version")?;
        let size_in_words = reader.u32("program size")?;
        let words_end = usize::try_from(size_in_words)
            .ok()
            .and_then(|words| words.checked_mul(4));
        if words_end.is_none_or(|end| end > body.len()) {
            return Err(ReadError::new(
                format!(
                    "program size of {size_in_words} words is larger than the {}-byte part",
                    body.len()
                ),
                base + 4,
            ));
        }
        let magic_at = reader.relative_position();
        if reader.u32("DXIL magic")? != DXIL_MAGIC {
            return Err(ReadError::new(
                "bitcode header magic is not 'DXIL'",
                base + magic_at,
            ));
        }
        let dxil_version = reader.u32("DXIL version")?;
        let offset_at = reader.position();
        let bitcode_offset = reader.u32("bitcode offset")? as usize;
        let bitcode_size = reader.u32("bitcode size")? as usize;
        if bitcode_offset < 16 {
            return Err(ReadError::new(
                format!("bitcode offset {bitcode_offset} overlaps the bitcode header"),
                offset_at,
            ));
        }
        let bitcode = reader
            .at(magic_at + bitcode_offset, "bitcode")
            .and_then(|mut at| at.bytes(bitcode_size, "bitcode"))
            .map_err(|_| {
                ReadError::new(
                    format!(
                        "bitcode ({bitcode_size} bytes at {bitcode_offset:#x}) runs past the end of the part"
                    ),
                    offset_at,
                )
            })?;
        Ok(Program {
            shader_kind: ShaderKind::from_raw((version >> 16) as u16),
            major: ((version >> 4) & 0xf) as u8,
            minor: (version & 0xf) as u8,
            dxil_major: ((dxil_version >> 8) & 0xff) as u8,
            dxil_minor: (dxil_version & 0xff) as u8,
            bitcode,
        })
    }
}
