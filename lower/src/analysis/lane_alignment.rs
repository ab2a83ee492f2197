//! The alignment one lane of a vector access keeps when the access is split by lane.

use dxil_ir::{Module, Type, TypeData};

/// The alignment of lane `k` of a vector access aligned to `align`.
pub fn lane_align(align: Option<u64>, m: &Module, elem: Type, k: u32) -> Option<u64> {
    let size = match m.types.get(elem) {
        TypeData::Int(b) => u64::from(*b).div_ceil(8),
        TypeData::Float(f) => u64::from(f.bits() / 8),
        _ => return align,
    };
    align.map(|a| {
        let off = size * u64::from(k);
        if off == 0 {
            a
        } else {
            // The largest power of two dividing both.
            let g = a | off;
            g & g.wrapping_neg()
        }
    })
}
