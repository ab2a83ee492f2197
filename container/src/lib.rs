//! dxil-container
