//! Places signature elements in the 32-row, 4-column register space, as DXC's default
//! packing does (llvm/docs/DirectX/SemanticSignatures.md, "Signature Packing"):
//!
//! - vertex shader inputs are *stacked*: each element starts at column 0 of the row
//!   after the previous one;
//! - pixel shader `SV_Target` outputs are *indexed*: row = semantic index, column 0;
//! - every other signature is packed *prefix-stable*: elements in declaration order,
//!   each at the first row and column where it fits, sharing a row only with elements
//!   of the same interpolation mode (and, with native 16-bit types, the same component
//!   width; otherwise 16-bit values take 32-bit components), with arbitrary values
//!   left of system values and
//!   those left of system-generated values, and no system value in a row a multi-row
//!   element spans; clip and cull distances share rows only with each other.
//!
//! Elements the interpretation table keeps out of the register space (not packed, not
//! in the signature) stay unallocated (start row and column -1). Tessellation factors
//! are placed first, where DXC places them: `SV_TessFactor` in the last column of rows
//! 0 onwards, `SV_InsideTessFactor` after it (a quad's two in the last column of rows 4
//! and 5, a triangle's one in the first column of row 3).

use crate::error::LowerError;
use dxil_model::metadata::SignatureElement;
use dxil_model::semantic_interpretation::{interpretation, Interpretation, SigPoint};

/// Rows of the register space.
const ROWS: usize = 32;

/// Column order classes within a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    Arbitrary,
    SystemValue,
    SystemGenerated,
}

#[derive(Debug, Clone, Copy, Default)]
struct Row {
    /// Class of the element in each column, if taken.
    cols: [Option<Class>; 4],
    /// Interpolation mode of the row, once an element is in it.
    interpolation: Option<u8>,
    /// Component width of the row in bits, once an element is in it.
    width: Option<u8>,
    /// Part of a multi-row element (dynamically indexable).
    indexed: bool,
    /// Whether the row holds clip or cull distances, once an element is in it.
    clip_cull: Option<bool>,
}

/// Component width in bits of an element's component type (16-bit types take 32 bits
/// unless `native_16bit`).
fn component_width(component_type: u8, native_16bit: bool) -> u8 {
    const I16: u8 = 2;
    const U16: u8 = 3;
    const F16: u8 = 8;
    if native_16bit && matches!(component_type, I16 | U16 | F16) {
        16
    } else {
        32
    }
}

/// Assigns `start_row` / `start_col` to the elements of the signature at `point`.
/// An element that does not fit is an error naming its index in the list.
pub fn pack(
    elements: &mut [SignatureElement],
    point: SigPoint,
    native_16bit: bool,
) -> Result<(), LowerError> {
    let mut rows = [Row::default(); ROWS];
    place_tess_factors(&mut rows, elements, point)?;
    let mut next_stacked = 0i32;
    for (index, e) in elements.iter_mut().enumerate() {
        let overflow = || {
            LowerError::invalid(format!(
                "signature elements do not fit in {ROWS} rows (element {index})"
            ))
        };
        let class = match interpretation(e.system_value, point) {
            Interpretation::NotAvailable => {
                return Err(LowerError::invalid(format!(
                    "semantic '{}' is not valid in the {:?} signature",
                    e.semantic_name, point
                )))
            }
            // A shadow element (a geometry shader's primitive id) is listed, not packed.
            Interpretation::NotInSignature | Interpretation::NotPacked | Interpretation::Shadow => {
                e.start_row = -1;
                e.start_col = -1;
                continue;
            }
            Interpretation::TessFactor => continue,
            Interpretation::ClipCull => Class::SystemValue,
            Interpretation::Arbitrary => Class::Arbitrary,
            Interpretation::SystemValue | Interpretation::Target => Class::SystemValue,
            Interpretation::SystemGenerated => Class::SystemGenerated,
        };
        let (row, col) = if point == SigPoint::VsIn {
            let at = next_stacked;
            next_stacked += e.rows as i32;
            if next_stacked > ROWS as i32 {
                return Err(overflow());
            }
            (at, 0)
        } else if interpretation(e.system_value, point) == Interpretation::Target {
            (e.semantic_indices.first().copied().unwrap_or(0) as i32, 0)
        } else {
            let width = component_width(e.component_type, native_16bit);
            let clip_cull = interpretation(e.system_value, point) == Interpretation::ClipCull;
            first_fit(&mut rows, e, class, width, clip_cull).ok_or_else(overflow)?
        };
        e.start_row = row;
        e.start_col = col as i8;
    }
    Ok(())
}

/// DXIL's semantic kinds of the tessellation factors.
const TESS_FACTOR: u8 = 25;
const INSIDE_TESS_FACTOR: u8 = 26;

/// Places the tessellation factors of `elements` (see the module documentation) and
/// marks their space taken.
fn place_tess_factors(
    rows: &mut [Row; ROWS],
    elements: &mut [SignatureElement],
    point: SigPoint,
) -> Result<(), LowerError> {
    for e in elements.iter_mut() {
        if interpretation(e.system_value, point) != Interpretation::TessFactor {
            continue;
        }
        let (top, col) = match (e.system_value, e.rows, e.cols) {
            (TESS_FACTOR, 2..=4, 1) => (0, 3),
            (INSIDE_TESS_FACTOR, 1, 1) => (3, 0),
            (INSIDE_TESS_FACTOR, 2, 1) => (4, 3),
            _ => {
                return Err(LowerError::invalid(format!(
                    "'{}' of {} rows and {} columns is no domain's tessellation factors",
                    e.semantic_name, e.rows, e.cols
                )))
            }
        };
        for r in &mut rows[top..top + e.rows as usize] {
            r.cols[col] = Some(Class::SystemValue);
            r.interpolation = Some(e.interpolation);
            r.width = Some(32);
            r.clip_cull = Some(false);
        }
        e.start_row = top as i32;
        e.start_col = col as i8;
    }
    Ok(())
}

/// Places `e` at the first row and column it fits, and marks the space taken.
fn first_fit(
    rows: &mut [Row; ROWS],
    e: &SignatureElement,
    class: Class,
    bits: u8,
    clip_cull: bool,
) -> Option<(i32, u8)> {
    let height = e.rows as usize;
    let width = e.cols as usize;
    if height == 0 || width == 0 || width > 4 {
        return None;
    }
    for top in 0..=ROWS.checked_sub(height)? {
        for col in 0..=(4 - width) {
            let fits = rows[top..top + height].iter().all(|r| {
                r.width.is_none_or(|w| w == bits)
                    && r.clip_cull.is_none_or(|c| c == clip_cull)
                    && fits_in_row(r, e, class, col, width, height > 1)
            });
            if fits {
                for r in &mut rows[top..top + height] {
                    for c in col..col + width {
                        r.cols[c] = Some(class);
                    }
                    r.interpolation = Some(e.interpolation);
                    r.width = Some(bits);
                    r.clip_cull = Some(clip_cull);
                    r.indexed |= height > 1;
                }
                return Some((top as i32, col as u8));
            }
        }
    }
    None
}

fn fits_in_row(
    r: &Row,
    e: &SignatureElement,
    class: Class,
    col: usize,
    width: usize,
    multi: bool,
) -> bool {
    if r.interpolation.is_some_and(|i| i != e.interpolation) {
        return false;
    }
    let has_system = r.cols.iter().flatten().any(|c| *c != Class::Arbitrary);
    if (class != Class::Arbitrary && (r.indexed || multi)) || (multi && has_system) {
        return false;
    }
    r.cols.iter().enumerate().all(|(c, taken)| match taken {
        None => true,
        Some(_) if (col..col + width).contains(&c) => false,
        Some(other) if c < col => *other <= class,
        Some(other) => *other >= class,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn el(name: &str, kind: u8, cols: u8, interp: u8) -> SignatureElement {
        SignatureElement {
            semantic_name: name.into(),
            system_value: kind,
            semantic_indices: vec![0],
            rows: 1,
            cols,
            interpolation: interp,
            ..SignatureElement::default()
        }
    }

    fn places(e: &[SignatureElement]) -> Vec<(i32, i8)> {
        e.iter().map(|e| (e.start_row, e.start_col)).collect()
    }

    #[test]
    fn pixel_inputs_pack_first_fit() {
        let mut e = vec![
            el("SV_Position", 3, 4, 4),
            el("A", 0, 3, 2),
            el("B", 0, 3, 2),
            el("C", 0, 2, 2),
            el("D", 0, 1, 2),
            el("E", 0, 1, 1),
        ];
        pack(&mut e, SigPoint::PsIn, false).unwrap();
        assert_eq!(places(&e), [(0, 0), (1, 0), (2, 0), (3, 0), (1, 3), (4, 0)]);
    }

    #[test]
    fn vertex_inputs_stack_and_targets_index() {
        let mut e = vec![el("A", 0, 1, 0), el("B", 0, 2, 0)];
        pack(&mut e, SigPoint::VsIn, false).unwrap();
        assert_eq!(places(&e), [(0, 0), (1, 0)]);
        let mut t = vec![el("SV_Target", 16, 4, 0), el("SV_Depth", 17, 1, 0)];
        t[0].semantic_indices = vec![2];
        pack(&mut t, SigPoint::PsOut, false).unwrap();
        assert_eq!(places(&t), [(2, 0), (-1, -1)]);
    }

    #[test]
    fn native_16bit_values_keep_to_their_own_rows() {
        let mut e = vec![el("A", 0, 1, 0), el("B", 0, 1, 0)];
        e[0].component_type = 8;
        e[1].component_type = 9;
        pack(&mut e, SigPoint::VsOut, false).unwrap();
        assert_eq!(places(&e), [(0, 0), (0, 1)]);
        pack(&mut e, SigPoint::VsOut, true).unwrap();
        assert_eq!(places(&e), [(0, 0), (1, 0)]);
    }

    #[test]
    fn an_element_that_does_not_fit_is_named() {
        let mut big = el("A", 0, 4, 0);
        big.rows = 32;
        let mut e = vec![big, el("B", 0, 1, 0)];
        let err = pack(&mut e, SigPoint::VsOut, false).unwrap_err();
        assert!(err.to_string().contains("(element 1)"), "{err}");
    }

    #[test]
    fn system_values_go_right_of_arbitrary_values() {
        let mut e = vec![el("SV_IsFrontFace", 13, 1, 1), el("A", 0, 1, 1)];
        pack(&mut e, SigPoint::PsIn, false).unwrap();
        assert_eq!(places(&e), [(0, 0), (1, 0)]);
    }
}
