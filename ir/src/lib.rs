//! dxil-ir
