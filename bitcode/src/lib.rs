//! dxil-bitcode
