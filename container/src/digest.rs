//! The container digest in the header: the validator's "retail" hash, or a sentinel.
//!
//! The retail hash (hlsl-specs INF-0004, appendix 1) is MD5's compression function over the
//! container bytes from offset 20 (after magic and digest) to the end, with a different
//! final block: the bit length goes in the first word, the message tail and the `0x80`
//! padding follow, and the last word holds `1 | byte_count << 1`. When the tail does not
//! leave room (56 bytes or more), the tail and `0x80` fill one block and the length words go
//! in an extra block of zeros.

use md5::block_api::compress;

use crate::header::DIGEST_COVERAGE_START;

/// What to put in the container digest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DigestMode {
    /// `BYPASS` sentinel (16 bytes of `0x01`): the runtime runs the shader without checking
    /// the hash (AgilitySDK runtimes following INF-0004).
    #[default]
    Bypass,
    /// The validator's retail hash, as a signed DXC container carries.
    Retail,
    /// All zero: what DXC leaves with validation disabled (`-Vd`).
    Zero,
}

/// The `BYPASS` sentinel digest.
pub const BYPASS_DIGEST: [u8; 16] = [0x01; 16];
/// The `PREVIEW` sentinel digest (pre-release shader models).
pub const PREVIEW_DIGEST: [u8; 16] = [0x02; 16];

/// What a container's stored digest turned out to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DigestStatus {
    /// All zero (not validated).
    Zero,
    /// The `BYPASS` sentinel.
    Bypass,
    /// The `PREVIEW` sentinel.
    Preview,
    /// A retail hash matching the contents.
    Retail,
    /// Neither a sentinel nor the retail hash of the contents.
    Mismatch {
        /// The retail hash of the contents.
        expected: [u8; 16],
    },
}

const MD5_INITIAL_STATE: [u32; 4] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];

/// The validator's retail hash of `data` (already stripped of magic and digest).
pub fn retail_hash(data: &[u8]) -> [u8; 16] {
    let mut state = MD5_INITIAL_STATE;
    let (blocks, tail) = data.as_chunks::<64>();
    compress(&mut state, blocks);
    // The format's byte count is a 32-bit UINT; the shifts wrap like the reference.
    let byte_count = data.len() as u32;
    let bit_count = byte_count.wrapping_shl(3).to_le_bytes();
    let last_word = (1 | byte_count.wrapping_shl(1)).to_le_bytes();
    let mut block = [0u8; 64];
    if tail.len() < 56 {
        block[..4].copy_from_slice(&bit_count);
        block[4..4 + tail.len()].copy_from_slice(tail);
        block[4 + tail.len()] = 0x80;
        block[60..].copy_from_slice(&last_word);
        compress(&mut state, &[block]);
    } else {
        block[..tail.len()].copy_from_slice(tail);
        block[tail.len()] = 0x80;
        let mut lengths = [0u8; 64];
        lengths[..4].copy_from_slice(&bit_count);
        lengths[60..].copy_from_slice(&last_word);
        compress(&mut state, &[block, lengths]);
    }
    let mut out = [0u8; 16];
    for (chunk, word) in out.chunks_exact_mut(4).zip(state) {
        chunk.copy_from_slice(&word.to_le_bytes());
    }
    out
}

/// The retail digest of a whole container (hashes bytes 20.. of `container`).
pub fn retail_digest(container: &[u8]) -> [u8; 16] {
    retail_hash(container.get(DIGEST_COVERAGE_START..).unwrap_or(&[]))
}

/// The digest `mode` asks for, for `container`.
pub fn digest_for(mode: DigestMode, container: &[u8]) -> [u8; 16] {
    match mode {
        DigestMode::Bypass => BYPASS_DIGEST,
        DigestMode::Retail => retail_digest(container),
        DigestMode::Zero => [0; 16],
    }
}

/// Classifies the digest stored in `container` (bytes 4..20).
pub fn check_digest(container: &[u8]) -> DigestStatus {
    let mut stored = [0u8; 16];
    if let Some(bytes) = container.get(4..DIGEST_COVERAGE_START) {
        stored.copy_from_slice(bytes);
    }
    let expected = retail_digest(container);
    if stored == expected {
        DigestStatus::Retail
    } else if stored == [0; 16] {
        DigestStatus::Zero
    } else if stored == BYPASS_DIGEST {
        DigestStatus::Bypass
    } else if stored == PREVIEW_DIGEST {
        DigestStatus::Preview
    } else {
        DigestStatus::Mismatch { expected }
    }
}
