//! A bounds-checked little-endian cursor over input bytes; every failure is a [`ReadError`]
//! carrying the absolute byte offset.

use crate::ReadError;

/// Reads little-endian values from a slice that sits at `base` in the whole input.
#[derive(Debug, Clone)]
pub(crate) struct ByteReader<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> ByteReader<'a> {
    /// A reader over `data`, which starts at absolute offset `base`.
    pub(crate) fn new(data: &'a [u8], base: usize) -> Self {
        ByteReader { data, pos: 0, base }
    }

    /// Absolute offset of the next byte.
    pub(crate) fn position(&self) -> usize {
        self.base + self.pos
    }

    /// Offset of the next byte relative to the start of this reader.
    pub(crate) fn relative_position(&self) -> usize {
        self.pos
    }

    /// Bytes not read yet.
    pub(crate) fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// An error at the current position.
    pub(crate) fn error(&self, message: impl Into<std::borrow::Cow<'static, str>>) -> ReadError {
        ReadError::new(message, self.position())
    }

    /// The next `len` bytes.
    pub(crate) fn bytes(&mut self, len: usize, what: &str) -> Result<&'a [u8], ReadError> {
        match self.data.get(self.pos..).and_then(|rest| rest.get(..len)) {
            Some(slice) => {
                self.pos += len;
                Ok(slice)
            }
            None => Err(self.error(format!(
                "{what}: needs {len} bytes but only {} remain",
                self.remaining()
            ))),
        }
    }

    /// The next `N` bytes as an array.
    pub(crate) fn array<const N: usize>(&mut self, what: &str) -> Result<[u8; N], ReadError> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.bytes(N, what)?);
        Ok(out)
    }

    pub(crate) fn u8(&mut self, what: &str) -> Result<u8, ReadError> {
        Ok(self.array::<1>(what)?[0])
    }

    pub(crate) fn u16(&mut self, what: &str) -> Result<u16, ReadError> {
        Ok(u16::from_le_bytes(self.array(what)?))
    }

    pub(crate) fn u32(&mut self, what: &str) -> Result<u32, ReadError> {
        Ok(u32::from_le_bytes(self.array(what)?))
    }

    pub(crate) fn u64(&mut self, what: &str) -> Result<u64, ReadError> {
        Ok(u64::from_le_bytes(self.array(what)?))
    }

    pub(crate) fn f32(&mut self, what: &str) -> Result<f32, ReadError> {
        Ok(f32::from_le_bytes(self.array(what)?))
    }

    /// Moves to `offset` bytes from the start of this reader.
    pub(crate) fn seek(&mut self, offset: usize, what: &str) -> Result<(), ReadError> {
        if offset > self.data.len() {
            return Err(ReadError::new(
                format!(
                    "{what}: offset {offset:#x} is past the end ({:#x} bytes)",
                    self.data.len()
                ),
                self.base,
            ));
        }
        self.pos = offset;
        Ok(())
    }

    /// A new reader positioned at `offset` (relative to the start of this reader).
    pub(crate) fn at(&self, offset: usize, what: &str) -> Result<ByteReader<'a>, ReadError> {
        let mut reader = self.clone();
        reader.seek(offset, what)?;
        Ok(reader)
    }

    /// Fails unless `count` records of `stride` bytes fit in what remains, so that no
    /// allocation follows a count the input cannot back.
    pub(crate) fn check_records(
        &self,
        count: usize,
        stride: usize,
        what: &str,
    ) -> Result<(), ReadError> {
        match count.checked_mul(stride) {
            Some(total) if total <= self.remaining() => Ok(()),
            _ => Err(self.error(format!(
                "{what}: {count} records of {stride} bytes do not fit in the {} bytes left",
                self.remaining()
            ))),
        }
    }

    /// A NUL-terminated UTF-8 string starting at `offset` (relative to this reader).
    pub(crate) fn c_string_at(&self, offset: usize, what: &str) -> Result<String, ReadError> {
        let bytes = self.c_bytes_at(offset, what)?;
        String::from_utf8(bytes.to_vec())
            .map_err(|_| ReadError::new(format!("{what}: string is not UTF-8"), self.base + offset))
    }

    /// A NUL-terminated string starting at `offset`, bytes that are not UTF-8 replaced
    /// (names D3D only compares as bytes, such as PSV0's).
    pub(crate) fn c_string_lossy_at(&self, offset: usize, what: &str) -> Result<String, ReadError> {
        let bytes = self.c_bytes_at(offset, what)?;
        Ok(String::from_utf8_lossy(bytes).into_owned())
    }

    /// The bytes of the NUL-terminated string starting at `offset`, without the NUL.
    fn c_bytes_at(&self, offset: usize, what: &str) -> Result<&'a [u8], ReadError> {
        let rest = match self.data.get(offset..) {
            Some(rest) => rest,
            None => {
                return Err(ReadError::new(
                    format!("{what}: string offset {offset:#x} is out of range"),
                    self.base,
                ))
            }
        };
        let len = rest.iter().position(|&b| b == 0).ok_or_else(|| {
            ReadError::new(
                format!("{what}: string is not NUL-terminated"),
                self.base + offset,
            )
        })?;
        Ok(&rest[..len])
    }
}
