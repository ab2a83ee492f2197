//! LLVM's analysis printers (`print<dxil-metadata>`, `print<dxil-signature>`).

pub mod metadata_info_printer;
pub mod shader_flags_printer;
pub mod signature_printer;
