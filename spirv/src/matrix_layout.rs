//! How a matrix sits in memory. SPIR-V decorates the struct member holding a matrix
//! (or an array of them) with `RowMajor` or `ColMajor` and `MatrixStride`: the matrix
//! is then its *major vectors* (its columns, or for a row-major one its rows) at
//! `MatrixStride` bytes from one another, each vector packed. Without decorations
//! (function, private and groupshared memory) a matrix is its columns, packed.

use crate::module_info::{ModuleInfo, SpvType};
use rspirv::spirv::{Decoration, Word};

/// The memory layout of the matrices reached from a struct member without passing
/// through another struct (the member itself, or the elements of its arrays).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MatrixLayout {
    /// `RowMajor`: the major vectors are the rows.
    pub row_major: bool,
    /// `MatrixStride`: the bytes from one major vector to the next (`None`: packed).
    pub stride: Option<u32>,
}

impl MatrixLayout {
    /// The layout member `k` of struct type `id` gives its matrices.
    pub fn of_member(info: &ModuleInfo, id: Word, k: u32) -> MatrixLayout {
        MatrixLayout {
            row_major: info.member_has(id, k, Decoration::RowMajor),
            stride: info.member_literal(id, k, Decoration::MatrixStride),
        }
    }
}

/// The shape of a matrix's major vectors in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MajorVectors {
    /// The component type (SPIR-V).
    pub component: Word,
    /// How many major vectors (columns, or rows when row-major).
    pub count: u32,
    /// The components of each (rows, or columns when row-major).
    pub len: u32,
}

/// The major vectors of matrix type `ty` under `layout`; `None` when `ty` is not a matrix
/// of vectors.
pub fn major_vectors(info: &ModuleInfo, ty: Word, layout: MatrixLayout) -> Option<MajorVectors> {
    let SpvType::Matrix(col, columns) = info.types.get(&ty)? else {
        return None;
    };
    let SpvType::Vector(component, rows) = info.types.get(col)? else {
        return None;
    };
    let (count, len) = if layout.row_major {
        (*rows, *columns)
    } else {
        (*columns, *rows)
    };
    Some(MajorVectors {
        component: *component,
        count,
        len,
    })
}
