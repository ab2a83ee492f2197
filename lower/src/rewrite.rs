//! Shared helpers for passes that rewrite instructions, one concept per file: the
//! cursor that edits a function body ([`cursor`]), the calls of chosen functions
//! rewritten across a module ([`call_rewrites`]) and dead code removed ([`dead_code`]). Whole-module edits (constants and metadata made, declarations,
//! symbol uses, dead symbols removed) are `dxil_ir::edit`'s, shared with the
//! container-part builder and the validator.
//!
//! Every pass that edits code goes through these, so the mechanics (where an
//! instruction lands, how a use is redirected) live in one place.

pub mod call_rewrites;
pub mod cursor;
pub mod dead_code;
mod staged_inserts;

pub use call_rewrites::*;
pub use cursor::*;
pub use dead_code::*;
