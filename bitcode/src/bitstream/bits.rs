//! Raw bit fields: fixed-width and VBR values, little-endian bit order, 32-bit alignment.

use crate::error::{ReadError, ReadErrorKind, WriteError};

/// Appends bit fields to a byte buffer, least significant bit first.
///
/// Fields gather in a 64-bit word that is stored whole when full, so writing a field
/// costs a shift and an or, not a byte at a time.
#[derive(Debug, Clone, Default)]
pub struct BitWriter {
    /// The bytes stored so far.
    bytes: Vec<u8>,
    /// Bits not stored yet, the first in the lowest bit.
    pending: u64,
    /// How many bits `pending` holds (below 64).
    pending_len: u32,
    /// Bits of the last byte of `bytes` already used when [`BitWriter::as_bytes`] stored
    /// a partial byte (0: the last byte is full or there is none).
    used: u32,
}

impl BitWriter {
    /// An empty writer.
    pub fn new() -> Self {
        Self::default()
    }

    /// The number of bits written so far.
    pub fn bit_len(&self) -> u64 {
        let stored = self.bytes.len() as u64 * 8;
        let stored = if self.used == 0 {
            stored
        } else {
            stored - 8 + u64::from(self.used)
        };
        stored + u64::from(self.pending_len)
    }

    /// Writes the low `width` bits of `value` (`width` 0..=64); fails if `value` has other bits.
    pub fn write_fixed(&mut self, value: u64, width: u32) -> Result<(), WriteError> {
        if width > 64 {
            return Err(WriteError::InvalidWidth(width));
        }
        if width < 64 && value >> width != 0 {
            return Err(WriteError::ValueTooWide { value, width });
        }
        self.put(value, width);
        Ok(())
    }

    /// Writes `value` as VBR with `width`-bit chunks (`width` 2..=32).
    pub fn write_vbr(&mut self, value: u64, width: u32) -> Result<(), WriteError> {
        if !(2..=32).contains(&width) {
            return Err(WriteError::InvalidWidth(width));
        }
        let data_bits = width - 1;
        let high = 1u64 << data_bits;
        let mut v = value;
        while v >= high {
            self.put((v & (high - 1)) | high, width);
            v >>= data_bits;
        }
        self.put(v, width);
        Ok(())
    }

    /// Pads with zero bits up to the next multiple of 32 bits.
    pub fn align32(&mut self) {
        self.store_pending();
        self.used = 0;
        let rem = self.bytes.len() % 4;
        if rem != 0 {
            self.bytes.resize(self.bytes.len() + 4 - rem, 0);
        }
    }

    /// Appends whole bytes; the writer must be byte aligned (it is after [`BitWriter::align32`]).
    pub fn write_aligned_bytes(&mut self, data: &[u8]) {
        self.store_pending();
        debug_assert_eq!(self.used, 0);
        self.used = 0;
        self.bytes.extend_from_slice(data);
    }

    /// Overwrites the 32-bit little-endian word at byte offset `at` (used for block
    /// lengths; the word must be stored, as everything before an alignment is).
    pub(crate) fn patch_u32(&mut self, at: usize, value: u32) {
        if let Some(slot) = self.bytes.get_mut(at..at + 4) {
            slot.copy_from_slice(&value.to_le_bytes());
        }
    }

    /// The number of whole bytes written (the current byte counts if partly used).
    pub fn byte_len(&self) -> usize {
        self.bit_len().div_ceil(8) as usize
    }

    /// The bytes written, the last one zero-padded.
    pub fn into_bytes(mut self) -> Vec<u8> {
        self.store_pending();
        self.bytes
    }

    /// The bytes written so far, the last one zero-padded.
    pub fn as_bytes(&mut self) -> &[u8] {
        self.store_pending();
        &self.bytes
    }

    /// Stores the pending bits in `bytes`, a partial last byte included.
    fn store_pending(&mut self) {
        if self.pending_len == 0 {
            return;
        }
        let bits = self.pending_len;
        let len = bits.div_ceil(8) as usize;
        self.bytes
            .extend_from_slice(&self.pending.to_le_bytes()[..len]);
        self.used = bits % 8;
        self.pending = 0;
        self.pending_len = 0;
    }

    /// Takes a partial last byte back into `pending` (after [`BitWriter::as_bytes`]).
    #[cold]
    fn reclaim_partial_byte(&mut self) {
        if let Some(last) = self.bytes.pop() {
            self.pending = u64::from(last);
            self.pending_len = self.used;
        }
        self.used = 0;
    }

    /// Appends the low `width` bits of `value` (the caller has checked the other bits are
    /// zero).
    #[inline]
    fn put(&mut self, value: u64, width: u32) {
        if self.used != 0 {
            self.reclaim_partial_byte();
        }
        if width == 0 {
            return;
        }
        self.pending |= value << self.pending_len;
        let total = self.pending_len + width;
        if total >= 64 {
            self.bytes.extend_from_slice(&self.pending.to_le_bytes());
            // The bits of `value` that did not fit (none if `pending` was empty).
            self.pending = value.checked_shr(64 - self.pending_len).unwrap_or(0);
            self.pending_len = total - 64;
        } else {
            self.pending_len = total;
        }
    }
}

/// Reads bit fields from a byte slice, remembering the bit offset for errors.
#[derive(Debug, Clone)]
pub struct BitCursor<'a> {
    data: &'a [u8],
    pos: u64,
}

impl<'a> BitCursor<'a> {
    /// A cursor at the start of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        BitCursor { data, pos: 0 }
    }

    /// The current bit offset.
    pub fn bit_offset(&self) -> u64 {
        self.pos
    }

    /// The total number of bits.
    pub fn bit_len(&self) -> u64 {
        self.data.len() as u64 * 8
    }

    /// The bits left to read.
    pub fn remaining_bits(&self) -> u64 {
        self.bit_len().saturating_sub(self.pos)
    }

    /// Whether every bit has been read.
    pub fn at_end(&self) -> bool {
        self.pos >= self.bit_len()
    }

    /// An error of `kind` at the current offset.
    pub fn error(&self, kind: ReadErrorKind) -> ReadError {
        ReadError::new(kind, self.pos)
    }

    /// Moves to bit offset `pos`, which must be within the data.
    pub fn seek(&mut self, pos: u64) -> Result<(), ReadError> {
        if pos > self.bit_len() {
            return Err(self.error(ReadErrorKind::UnexpectedEof));
        }
        self.pos = pos;
        Ok(())
    }

    /// Reads a `width`-bit field (`width` 0..=64).
    pub fn read_fixed(&mut self, width: u32) -> Result<u64, ReadError> {
        if width > 64 {
            return Err(self.error(ReadErrorKind::ValueOutOfRange(u64::from(width))));
        }
        if u64::from(width) > self.remaining_bits() {
            return Err(self.error(ReadErrorKind::UnexpectedEof));
        }
        // Most fields are read with one load of the eight bytes they start in: a field
        // of up to 56 bits fits in them at any bit position.
        let byte_index = (self.pos / 8) as usize;
        if width <= 56 {
            if let Some(bytes) = self.data.get(byte_index..byte_index + 8) {
                let word = u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
                let value = (word >> (self.pos % 8)) & ((1u64 << width) - 1);
                self.pos += u64::from(width);
                return Ok(value);
            }
        }
        let mut result = 0u64;
        let mut got = 0u32;
        while got < width {
            let byte_index = (self.pos / 8) as usize;
            let bit = (self.pos % 8) as u32;
            let byte = *self
                .data
                .get(byte_index)
                .ok_or_else(|| self.error(ReadErrorKind::UnexpectedEof))?;
            let take = (8 - bit).min(width - got);
            let chunk = (u64::from(byte) >> bit) & ((1u64 << take) - 1);
            result |= chunk << got;
            got += take;
            self.pos += u64::from(take);
        }
        Ok(result)
    }

    /// Reads a VBR value with `width`-bit chunks (`width` 0 reads nothing and gives 0).
    pub fn read_vbr(&mut self, width: u32) -> Result<u64, ReadError> {
        if width == 0 {
            return Ok(0);
        }
        if !(2..=32).contains(&width) {
            return Err(self.error(ReadErrorKind::ValueOutOfRange(u64::from(width))));
        }
        let start = self.pos;
        let data_bits = width - 1;
        let high = 1u64 << data_bits;
        let mut result = 0u64;
        let mut shift = 0u32;
        loop {
            let chunk = self.read_fixed(width)?;
            let data = chunk & (high - 1);
            let shifted = data << shift;
            if shifted >> shift != data {
                return Err(ReadError::new(ReadErrorKind::VbrTooLong, start));
            }
            result |= shifted;
            if chunk & high == 0 {
                return Ok(result);
            }
            shift += data_bits;
            if shift >= 64 {
                return Err(ReadError::new(ReadErrorKind::VbrTooLong, start));
            }
        }
    }

    /// Skips to the next multiple of 32 bits (fails if that is past the end).
    pub fn align32(&mut self) -> Result<(), ReadError> {
        let aligned = self.pos.div_ceil(32) * 32;
        self.seek(aligned)
    }

    /// Reads `len` whole bytes; the cursor must be byte aligned.
    pub fn read_bytes(&mut self, len: u64) -> Result<&'a [u8], ReadError> {
        if !self.pos.is_multiple_of(8) {
            return Err(self.error(ReadErrorKind::ValueOutOfRange(self.pos)));
        }
        if len.saturating_mul(8) > self.remaining_bits() {
            return Err(self.error(ReadErrorKind::CountTooLarge(len)));
        }
        let start = (self.pos / 8) as usize;
        let slice = self
            .data
            .get(start..start + len as usize)
            .ok_or_else(|| self.error(ReadErrorKind::UnexpectedEof))?;
        self.pos += len * 8;
        Ok(slice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vbr_round_trip(value: u64, width: u32) -> Vec<u8> {
        let mut w = BitWriter::new();
        w.write_vbr(value, width).unwrap();
        let bits = w.bit_len();
        w.write_fixed(0b101, 3).unwrap();
        let bytes = w.into_bytes();
        let mut r = BitCursor::new(&bytes);
        assert_eq!(
            r.read_vbr(width).unwrap(),
            value,
            "value {value} width {width}"
        );
        assert_eq!(r.bit_offset(), bits);
        assert_eq!(r.read_fixed(3).unwrap(), 0b101);
        bytes
    }

    #[test]
    fn fixed_fields_pack_lsb_first() {
        let mut w = BitWriter::new();
        w.write_fixed(1, 1).unwrap();
        w.write_fixed(0, 1).unwrap();
        w.write_fixed(0b111, 3).unwrap();
        w.write_fixed(0x3ff, 10).unwrap();
        assert_eq!(w.bit_len(), 15);
        let bytes = w.into_bytes();
        assert_eq!(bytes, vec![0b1111_1101, 0b0111_1111]);
        let mut r = BitCursor::new(&bytes);
        assert_eq!(r.read_fixed(1).unwrap(), 1);
        assert_eq!(r.read_fixed(1).unwrap(), 0);
        assert_eq!(r.read_fixed(3).unwrap(), 7);
        assert_eq!(r.read_fixed(10).unwrap(), 0x3ff);
    }

    #[test]
    fn fixed_extremes() {
        for (value, width) in [
            (0, 0),
            (0, 1),
            (1, 1),
            (u64::from(u32::MAX), 32),
            (u64::MAX, 64),
            (0x8000_0000_0000_0001, 64),
        ] {
            let mut w = BitWriter::new();
            w.write_fixed(1, 3).unwrap();
            w.write_fixed(value, width).unwrap();
            let bytes = w.into_bytes();
            let mut r = BitCursor::new(&bytes);
            assert_eq!(r.read_fixed(3).unwrap(), 1);
            assert_eq!(r.read_fixed(width).unwrap(), value);
        }
        let mut w = BitWriter::new();
        assert_eq!(
            w.write_fixed(8, 3),
            Err(WriteError::ValueTooWide { value: 8, width: 3 })
        );
        assert_eq!(
            w.write_fixed(1, 0),
            Err(WriteError::ValueTooWide { value: 1, width: 0 })
        );
        assert_eq!(w.write_fixed(0, 65), Err(WriteError::InvalidWidth(65)));
    }

    #[test]
    fn vbr_edge_values() {
        // 0 and values at chunk boundaries for vbr6 (5 data bits per chunk).
        assert_eq!(vbr_bytes(0, 6), vec![0]);
        assert_eq!(vbr_round_trip(0, 6), vec![0b0100_0000, 0b1]);
        for width in [2u32, 3, 4, 5, 6, 8, 16, 32] {
            for value in [
                0u64,
                1,
                31,
                32,
                63,
                64,
                127,
                128,
                u64::from(u32::MAX),
                u64::from(u32::MAX) + 1,
                u64::MAX - 1,
                u64::MAX,
            ] {
                vbr_round_trip(value, width);
            }
        }
        // Exact chunk counts: 31 fits one vbr6 chunk, 32 needs two.
        let mut w = BitWriter::new();
        w.write_vbr(31, 6).unwrap();
        assert_eq!(w.bit_len(), 6);
        let mut w = BitWriter::new();
        w.write_vbr(32, 6).unwrap();
        assert_eq!(w.bit_len(), 12);
        assert_eq!(w.as_bytes(), &[0b0110_0000, 0]);
        let mut w = BitWriter::new();
        w.write_vbr(u64::MAX, 6).unwrap();
        assert_eq!(w.bit_len(), 13 * 6);
        let mut w = BitWriter::new();
        w.write_vbr(u64::from(u32::MAX), 8).unwrap();
        assert_eq!(w.bit_len(), 5 * 8);
        assert_eq!(
            BitWriter::new().write_vbr(1, 1),
            Err(WriteError::InvalidWidth(1))
        );
        assert_eq!(
            BitWriter::new().write_vbr(1, 33),
            Err(WriteError::InvalidWidth(33))
        );
    }

    fn vbr_bytes(value: u64, width: u32) -> Vec<u8> {
        let mut w = BitWriter::new();
        w.write_vbr(value, width).unwrap();
        w.into_bytes()
    }

    #[test]
    fn vbr_rejects_overlong_and_overflowing() {
        // 14 continuation chunks of vbr6 cannot be a 64-bit value.
        let mut w = BitWriter::new();
        for _ in 0..14 {
            w.write_fixed(0b111111, 6).unwrap();
        }
        w.write_fixed(0, 6).unwrap();
        let bytes = w.into_bytes();
        let err = BitCursor::new(&bytes).read_vbr(6).unwrap_err();
        assert_eq!(err.kind(), &ReadErrorKind::VbrTooLong);
        assert_eq!(err.bit_offset(), 0);
        // 13 chunks whose last holds a bit beyond 64.
        let mut w = BitWriter::new();
        for _ in 0..12 {
            w.write_fixed(0b111111, 6).unwrap();
        }
        w.write_fixed(0b01_1111, 6).unwrap();
        let bytes = w.into_bytes();
        assert_eq!(
            BitCursor::new(&bytes).read_vbr(6).unwrap_err().kind(),
            &ReadErrorKind::VbrTooLong
        );
        // Truncated: continuation bit set on the last chunk of the data.
        let bytes = [0xff];
        let err = BitCursor::new(&bytes).read_vbr(6).unwrap_err();
        assert_eq!(err.kind(), &ReadErrorKind::UnexpectedEof);
        assert_eq!(err.bit_offset(), 6);
    }

    #[test]
    fn alignment_and_bytes() {
        let mut w = BitWriter::new();
        w.write_fixed(1, 1).unwrap();
        w.align32();
        assert_eq!(w.bit_len(), 32);
        w.align32();
        assert_eq!(w.bit_len(), 32);
        w.write_aligned_bytes(b"xyz");
        w.align32();
        assert_eq!(w.as_bytes(), &[1, 0, 0, 0, b'x', b'y', b'z', 0]);
        let bytes = w.into_bytes();
        let mut r = BitCursor::new(&bytes);
        r.read_fixed(1).unwrap();
        r.align32().unwrap();
        assert_eq!(r.read_bytes(3).unwrap(), b"xyz");
        r.align32().unwrap();
        assert!(r.at_end());
        assert!(r.align32().is_ok());
        let mut r = BitCursor::new(&bytes);
        assert_eq!(
            r.read_bytes(9).unwrap_err().kind(),
            &ReadErrorKind::CountTooLarge(9)
        );
        assert_eq!(
            BitCursor::new(&bytes[..5])
                .read_fixed(41)
                .unwrap_err()
                .kind(),
            &ReadErrorKind::UnexpectedEof
        );
    }
}
