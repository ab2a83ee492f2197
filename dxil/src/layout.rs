//! Type sizes, alignments and struct field offsets under a module's data layout (DXIL's:
//! 32-bit pointers, little endian, natural alignment up to 64 bits).

use dxil_ir::{FloatKind, Type, TypeData, Types};

/// The alignments a data layout string gives (in bytes), for the types DXIL has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DataLayout {
    /// ABI alignment of i1, i8, i16, i32, i64.
    pub int_align: [u64; 5],
    /// ABI alignment of half, float, double.
    pub float_align: [u64; 3],
    /// Pointer size and alignment.
    pub pointer: u64,
    /// `vN:abi` entries (vector bits, ABI alignment in bytes); unused slots are (0, 0).
    /// Vectors without an entry are aligned to their size rounded up to a power of two.
    pub vector_align: [(u64, u64); 4],
    /// Vectors aligned like their element, whatever their size, and sized by their
    /// elements' allocation (DXC's DXIL modules: its validator sizes a
    /// `{ <2 x float>, <4 x float> }` payload at 24 bytes).
    pub vectors_by_element: bool,
}

impl Default for DataLayout {
    /// clang's DXIL layout: `e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64`.
    fn default() -> Self {
        DataLayout {
            int_align: [4, 1, 2, 4, 8],
            float_align: [2, 4, 8],
            pointer: 4,
            vector_align: [(48, 2), (96, 4), (192, 8), (0, 0)],
            vectors_by_element: false,
        }
    }
}

impl DataLayout {
    /// The layout DXC's validator sizes a DXIL module's types with: its layout string's
    /// alignments, and vectors aligned like their elements.
    pub fn of_dxc_module(m: &dxil_ir::Module) -> DataLayout {
        DataLayout {
            vectors_by_element: true,
            ..DataLayout::parse(m.datalayout.as_deref().unwrap_or(""))
        }
    }

    /// Reads the alignments a layout string sets (`i8:32`, `f16:32`, `p:32:32`);
    /// what it does not set keeps the default.
    pub fn parse(s: &str) -> DataLayout {
        let mut dl = DataLayout::default();
        for spec in s.split('-') {
            let mut fields = spec.split(':');
            let head = fields.next().unwrap_or("");
            let abi = fields
                .next()
                .and_then(|a| a.parse::<u64>().ok())
                .map(|bits| bits / 8);
            let (Some(kind), Some(abi)) = (head.chars().next(), abi) else {
                continue;
            };
            let width = head[1..].parse::<u32>().ok();
            match (kind, width) {
                ('i', Some(w)) => {
                    if let Some(i) = [1, 8, 16, 32, 64].iter().position(|&x| x == w) {
                        dl.int_align[i] = abi.max(1);
                    }
                }
                ('f', Some(w)) => {
                    if let Some(i) = [16, 32, 64].iter().position(|&x| x == w) {
                        dl.float_align[i] = abi.max(1);
                    }
                }
                ('p', _) => dl.pointer = abi.max(1),
                ('v', Some(w)) => {
                    let w = u64::from(w);
                    let slot = dl
                        .vector_align
                        .iter()
                        .position(|&(bits, _)| bits == w || bits == 0);
                    if let Some(i) = slot {
                        dl.vector_align[i] = (w, abi.max(1));
                    }
                }
                _ => {}
            }
        }
        dl
    }

    /// ABI alignment of `ty`, in bytes.
    pub fn align(&self, types: &Types, ty: Type) -> u64 {
        match types.get(ty) {
            TypeData::Int(w) => match w {
                1 => self.int_align[0],
                2..=8 => self.int_align[1],
                9..=16 => self.int_align[2],
                17..=32 => self.int_align[3],
                _ => self.int_align[4],
            },
            TypeData::Float(k) => match k {
                FloatKind::Half | FloatKind::BFloat => self.float_align[0],
                FloatKind::Float => self.float_align[1],
                _ => self.float_align[2],
            },
            TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => self.pointer,
            TypeData::TargetExt { name, .. } if is_handle_type(name) => self.pointer,
            TypeData::Vector { elem, .. } if self.vectors_by_element => self.align(types, *elem),
            TypeData::Vector { elem, len, .. } => {
                // A `vN:abi` entry decides (clang's `v96:32:32` aligns float3 to 4);
                // otherwise vectors are aligned to their size, rounded up to a power of two.
                let bytes = self.store_size(types, *elem) * u64::from(*len);
                self.vector_align
                    .iter()
                    .find(|&&(bits, _)| bits != 0 && bits == bytes * 8)
                    .map(|&(_, a)| a)
                    .unwrap_or_else(|| bytes.next_power_of_two().max(1))
            }
            TypeData::Array { elem, .. } => self.align(types, *elem),
            TypeData::Struct { .. } | TypeData::Named(_) => match types.struct_fields(ty) {
                Some((_, true)) => 1,
                Some((fields, false)) => fields
                    .iter()
                    .map(|f| self.align(types, *f))
                    .max()
                    .unwrap_or(1),
                None => 1,
            },
            _ => 1,
        }
    }

    /// Bytes a value of `ty` occupies, without tail padding.
    pub fn store_size(&self, types: &Types, ty: Type) -> u64 {
        match types.get(ty) {
            TypeData::Int(w) => u64::from(*w).div_ceil(8),
            TypeData::Float(k) => u64::from(k.bits()).div_ceil(8),
            TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => self.pointer,
            // DXC sizes a vector by its elements' allocation (`<4 x i8>` under `i8:32`:
            // 16 bytes).
            TypeData::Vector { elem, len, .. } if self.vectors_by_element => {
                self.alloc_size(types, *elem) * u64::from(*len)
            }
            TypeData::Vector { elem, len, .. } => self.store_size(types, *elem) * u64::from(*len),
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => {
                self.alloc_size(types, ty)
            }
            // `target("dx.Padding", N)` (cbuffer layouts) is laid out as `[N x i8]`.
            TypeData::TargetExt { name, ints, .. } if &**name == "dx.Padding" => {
                ints.first().map_or(0, |n| u64::from(*n))
            }
            // A resource handle is laid out as a pointer, as LLVM lays out DirectX's
            // target types (clang's byte offsets into arrays of resources say so).
            TypeData::TargetExt { name, .. } if is_handle_type(name) => self.pointer,
            _ => 0,
        }
    }

    /// Bytes between consecutive values of `ty` in an array (size rounded up to alignment).
    pub fn alloc_size(&self, types: &Types, ty: Type) -> u64 {
        match types.get(ty) {
            TypeData::Array { elem, len } => self.alloc_size(types, *elem).saturating_mul(*len),
            TypeData::Struct { .. } | TypeData::Named(_) => self.struct_layout(types, ty).1,
            _ => {
                let a = self.align(types, ty).max(1);
                self.store_size(types, ty).div_ceil(a) * a
            }
        }
    }

    /// The byte offset of each field of struct `ty`, and the struct's size.
    pub fn struct_layout(&self, types: &Types, ty: Type) -> (Vec<u64>, u64) {
        let Some((fields, packed)) = types.struct_fields(ty) else {
            return (Vec::new(), 0);
        };
        let mut offsets = Vec::with_capacity(fields.len());
        let mut at = 0u64;
        let mut max_align = 1;
        for &f in fields {
            let a = if packed {
                1
            } else {
                self.align(types, f).max(1)
            };
            max_align = max_align.max(a);
            at = at.div_ceil(a) * a;
            offsets.push(at);
            at = at.saturating_add(self.alloc_size(types, f));
        }
        (offsets, at.div_ceil(max_align) * max_align)
    }
}

/// [`DataLayout::alloc_size`] under the default (clang's DXIL) layout.
pub fn alloc_size(types: &Types, ty: Type) -> u64 {
    DataLayout::default().alloc_size(types, ty)
}

/// Whether target type `name` is a DirectX resource handle (`dx.RawBuffer`,
/// `dx.TypedBuffer`, `dx.CBuffer`, `dx.Texture`, `dx.Sampler`, ...), not a layout marker.
fn is_handle_type(name: &str) -> bool {
    name.starts_with("dx.") && name != "dx.Padding" && name != "dx.Layout"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_offsets() {
        let mut t = Types::new();
        let f = t.float(FloatKind::Float);
        let d = t.float(FloatKind::Double);
        let i8t = t.int(8);
        let v3 = t.vector(f, 3);
        let s = t.structure(vec![f, d, i8t], false);
        let dl = DataLayout::default();
        assert_eq!(dl.struct_layout(&t, s), (vec![0, 8, 16], 24));
        let p = t.structure(vec![f, d, i8t], true);
        assert_eq!(dl.struct_layout(&t, p), (vec![0, 4, 12], 13));
        let arr = t.array(f, 17);
        let arr2 = t.array(arr, 16);
        assert_eq!(alloc_size(&t, arr2), 16 * 17 * 4);
        assert_eq!(dl.store_size(&t, v3), 12);
        // clang's `v96:32:32`: float3 is 4-aligned, so { float3, [4 x i8], float, float3 }
        // puts the second float3 at 20.
        assert_eq!(dl.align(&t, v3), 4);
        let pad = t.array(i8t, 4);
        let particle = t.structure(vec![v3, pad, f, v3], false);
        assert_eq!(dl.struct_layout(&t, particle), (vec![0, 12, 16, 20], 32));
        let dxc = DataLayout::parse(
            "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64",
        );
        assert_eq!(dxc.align(&t, i8t), 4);
    }
}
