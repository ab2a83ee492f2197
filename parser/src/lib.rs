//! dxil-parser
