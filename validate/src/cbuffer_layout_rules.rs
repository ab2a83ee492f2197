//! The members a constant buffer's type annotations place, walked as DXC's validator
//! walks them (`CollectCBufferRanges`): each struct's fields from the last to the
//! first, nested structs and the elements of arrays of structs through their own
//! annotations, every scalar, vector, matrix or array of them a span of bytes.
//!
//! - `SM.CBUFFEROFFSETOVERLAP`: a span overlapping one placed before it (the message
//!   names the later one's offset, from the start of the buffer);
//! - `SM.CBUFFERELEMENTOVERFLOW`: a member past the end of its struct's annotated size;
//! - `SM.CBUFFERARRAYOFFSETALIGNMENT`: an array member off a 16-byte row (such a member
//!   is neither placed nor measured).

use super::resource_record_rules::MAX_CBUFFER_BYTES;
use super::Validation;
use dxil_ir::{Module, Type, TypeData};
use dxil_model::metadata::type_annotations::{
    read_struct_annotations, FieldAnnotation, StructAnnotation,
};
use dxil_model::DxilInfo;
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;

/// Spans placed in one buffer before DXC's walk gives up on a hostile one (a zero-sized
/// struct repeated by a huge array would otherwise be walked once per element).
const MAX_STEPS: u32 = 1 << 16;

/// Checks each constant buffer whose struct is annotated; `min_precision` when 16-bit
/// types take 4 bytes (no entry has native 16-bit types).
pub(crate) fn check_cbuffer_layouts(
    m: &Module,
    info: &DxilInfo,
    min_precision: bool,
    v: &mut Validation,
) {
    let annotations = read_struct_annotations(m);
    if annotations.is_empty() {
        return;
    }
    for r in &info.resources.cbvs {
        // DXC measures no buffer past the largest size (`SM.CBUFFERSIZE` instead).
        let Some(t) = r.symbol_type.filter(|_| r.shape <= MAX_CBUFFER_BYTES) else {
            continue;
        };
        // A buffer's symbol is its struct, or an array of them.
        let t = m.types.innermost_element(t);
        let Some(ann) = annotations.get(&t) else {
            continue;
        };
        let mut walk = Walk {
            m,
            annotations: &annotations,
            min_precision,
            name: &r.name,
            at: format!("resource {}", r.label()),
            spans: BTreeMap::new(),
            steps: 0,
            v: &mut *v,
        };
        walk.collect(t, ann, 0, 0);
    }
}

/// One buffer's walk: the spans placed so far (first byte → last byte).
struct Walk<'a> {
    m: &'a Module,
    annotations: &'a FxHashMap<Type, StructAnnotation>,
    min_precision: bool,
    name: &'a str,
    at: String,
    spans: BTreeMap<u32, u32>,
    steps: u32,
    v: &'a mut Validation,
}

impl Walk<'_> {
    /// Places the fields of struct `t` (annotated `ann`) starting at byte `base`.
    fn collect(&mut self, t: Type, ann: &StructAnnotation, base: u32, depth: u32) {
        let Some((fields, _)) = self.m.types.struct_fields(t) else {
            return;
        };
        if depth > 32 {
            return;
        }
        for (field, &ty) in ann.fields.iter().zip(fields).rev() {
            if self.steps >= MAX_STEPS {
                return;
            }
            self.steps += 1;
            let offset = field.offset;
            let size = self.element_size(field, ty);
            let out_of_bounds = match self.m.types.get(ty) {
                TypeData::Array { .. } => {
                    if offset % 16 != 0 {
                        self.report(
                            "SM.CBUFFERARRAYOFFSETALIGNMENT",
                            format!(
                                "CBuffer {} has unaligned array offset at {offset}",
                                self.name
                            ),
                        );
                        continue;
                    }
                    let (count, elem) = array_count(self.m, ty);
                    let aligned = size.wrapping_add(15) & !15;
                    let bytes = count
                        .wrapping_sub(1)
                        .wrapping_mul(aligned)
                        .wrapping_add(size);
                    let out = offset.wrapping_add(bytes) > ann.size;
                    if !out {
                        let mut at = base.wrapping_add(offset);
                        match self.annotations.get(&elem) {
                            None if size > 0 => {
                                self.place(at, at.wrapping_add(bytes).wrapping_sub(1))
                            }
                            None => {}
                            Some(inner) => {
                                for _ in 0..count {
                                    if self.steps >= MAX_STEPS {
                                        return;
                                    }
                                    self.collect(elem, inner, at, depth + 1);
                                    at = at.wrapping_add(aligned);
                                }
                            }
                        }
                    }
                    out
                }
                TypeData::Named(_) | TypeData::Struct { .. } => {
                    let out = offset.wrapping_add(size) > ann.size;
                    let at = base.wrapping_add(offset);
                    if !out {
                        match self.annotations.get(&ty) {
                            Some(inner) => self.collect(ty, inner, at, depth + 1),
                            None if size > 0 => {
                                self.place(at, at.wrapping_add(size).wrapping_sub(1))
                            }
                            None => {}
                        }
                    }
                    out
                }
                _ => {
                    let out = offset.wrapping_add(size) > ann.size;
                    if !out {
                        let at = base.wrapping_add(offset);
                        self.place(at, at.wrapping_add(size).wrapping_sub(1));
                    }
                    out
                }
            };
            if out_of_bounds {
                let at = base.wrapping_add(offset);
                self.report(
                    "SM.CBUFFERELEMENTOVERFLOW",
                    format!(
                        "CBuffer {} size insufficient for element at offset {at}",
                        self.name
                    ),
                );
            }
        }
    }

    /// Bytes of one element of a field of type `ty` (through arrays), as DXC measures
    /// it: its component type's size (16-bit ones 4 bytes with minimum precision) times
    /// a vector's length; a struct its annotated size, or without an annotation a
    /// matrix's rows (or columns) of 16 bytes but the last.
    fn element_size(&self, field: &FieldAnnotation, ty: Type) -> u32 {
        let (_, elem) = array_count(self.m, ty);
        let component = match field.component_type {
            Some(6 | 7 | 10 | 15 | 16) => 8,
            Some(2 | 3 | 8 | 11 | 12) if !self.min_precision => 2,
            _ => 4,
        };
        match self.m.types.get(elem) {
            TypeData::Vector { len, .. } => component * len,
            TypeData::Named(_) | TypeData::Struct { .. } => {
                match (self.annotations.get(&elem), &field.matrix) {
                    (Some(inner), _) => inner.size,
                    (None, Some(shape)) => {
                        let (rows, cols) = if shape.row_major {
                            (shape.rows, shape.cols)
                        } else {
                            (shape.cols, shape.rows)
                        };
                        rows.wrapping_sub(1)
                            .wrapping_mul(16)
                            .wrapping_add(cols.wrapping_mul(4))
                    }
                    (None, None) => 0,
                }
            }
            _ => component,
        }
    }

    /// Places the span `first..=last`, or reports the overlap with one placed before.
    fn place(&mut self, first: u32, last: u32) {
        if last < first {
            // (Only a size that wrapped around makes one; DXC asserts it never does.)
            return;
        }
        let before = self.spans.range(..=last).next_back();
        if before.is_some_and(|(_, &end)| end >= first) {
            self.report(
                "SM.CBUFFEROFFSETOVERLAP",
                format!("CBuffer {} has offset overlaps at {first}", self.name),
            );
            return;
        }
        self.spans.insert(first, last);
    }

    fn report(&mut self, rule: &'static str, message: String) {
        self.v.push(rule, message, self.at.clone());
    }
}

/// The elements an array type holds through all its dimensions, and their type.
fn array_count(m: &Module, mut t: Type) -> (u32, Type) {
    let mut count = 1u32;
    while let TypeData::Array { len, elem } = m.types.get(t) {
        count = count.wrapping_mul(u32::try_from(*len).unwrap_or(u32::MAX));
        t = *elem;
    }
    (count, t)
}
