//! Little-endian writing helpers shared by the part encoders.

pub(crate) fn put_u8(sink: &mut Vec<u8>, value: u8) {
    sink.push(value);
}

pub(crate) fn put_u16(sink: &mut Vec<u8>, value: u16) {
    sink.extend_from_slice(&value.to_le_bytes());
}

pub(crate) fn put_u32(sink: &mut Vec<u8>, value: u32) {
    sink.extend_from_slice(&value.to_le_bytes());
}

pub(crate) fn put_u64(sink: &mut Vec<u8>, value: u64) {
    sink.extend_from_slice(&value.to_le_bytes());
}

pub(crate) fn put_f32(sink: &mut Vec<u8>, value: f32) {
    sink.extend_from_slice(&value.to_le_bytes());
}

/// Writes a length or offset field; lengths beyond `u32::MAX` cannot occur in a container
/// the writer accepts (see [`crate::WriteError::TooLarge`]), so they saturate.
pub(crate) fn put_len(sink: &mut Vec<u8>, value: usize) {
    put_u32(sink, u32::try_from(value).unwrap_or(u32::MAX));
}

/// Overwrites the little-endian `u32` at `at` (used for offsets known only later).
pub(crate) fn patch_u32(sink: &mut [u8], at: usize, value: u32) {
    if let Some(slot) = sink.get_mut(at..at + 4) {
        slot.copy_from_slice(&value.to_le_bytes());
    }
}

/// Pads `sink` with zero bytes until what was written since `start` is a multiple of 4.
pub(crate) fn pad_to_4(sink: &mut Vec<u8>, start: usize) {
    while !(sink.len() - start).is_multiple_of(4) {
        sink.push(0);
    }
}
