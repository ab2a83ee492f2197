//! What the front end gives beyond the IR: clang 22's conventions, and the HLSL source and debug information read for semantics, names and types.

pub mod clang_pointer_params;
pub mod clang_signature_io;
pub mod debug_info_types;
pub mod hlsl_declarations;
pub(crate) mod hlsl_declarator;
pub mod hlsl_entry_signature;
pub mod hlsl_includes;
pub(crate) mod hlsl_macro_expansion;
pub mod hlsl_preprocessor;
pub(crate) mod hlsl_tokens;
pub mod hlsl_type_names;
