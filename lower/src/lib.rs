//! dxil-lower
