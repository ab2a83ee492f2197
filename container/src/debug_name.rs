//! The `ILDN` part: the name of the external debug file (PDB).

use crate::byte_reader::ByteReader;
use crate::byte_writer::{pad_to_4, put_u16};
use crate::{Encode, ReadError};

/// A debug name: reserved flags (0) and a UTF-8 file name.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DebugName {
    /// Reserved, 0.
    pub flags: u16,
    /// The debug file name, e.g. `<hash>.pdb`.
    pub name: String,
}

impl Encode for DebugName {
    /// Flags, name length, name, a NUL, then zeros to a multiple of 4.
    fn encode(&self, sink: &mut Vec<u8>) {
        let start = sink.len();
        put_u16(sink, self.flags);
        put_u16(sink, u16::try_from(self.name.len()).unwrap_or(u16::MAX));
        sink.extend_from_slice(self.name.as_bytes());
        sink.push(0);
        pad_to_4(sink, start);
    }
}

impl DebugName {
    /// Decodes an `ILDN` body that starts at absolute offset `base`.
    pub fn decode(body: &[u8], base: usize) -> Result<DebugName, ReadError> {
        let mut reader = ByteReader::new(body, base);
        let flags = reader.u16("debug name flags")?;
        let length = usize::from(reader.u16("debug name length")?);
        let bytes = reader.bytes(length, "debug name")?;
        let name = String::from_utf8(bytes.to_vec())
            .map_err(|_| ReadError::new("debug name is not UTF-8", base + 4))?;
        if reader.u8("debug name terminator")? != 0 {
            return Err(ReadError::new(
                "debug name is not NUL-terminated",
                reader.position() - 1,
            ));
        }
        Ok(DebugName { flags, name })
    }
}
