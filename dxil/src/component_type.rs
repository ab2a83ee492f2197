//! DXIL's component types (`DXIL::ComponentType`): the element type tag of typed
//! resources in their records' metadata.

/// DXIL component types (`DXIL::ComponentType`), the element type tag of typed resources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum ComponentType {
    I1 = 1,
    I16 = 2,
    U16 = 3,
    I32 = 4,
    U32 = 5,
    I64 = 6,
    U64 = 7,
    F16 = 8,
    F32 = 9,
    F64 = 10,
}
