//! Shared helpers for passes that rewrite instructions, one concept per file: the
//! cursor that edits a function body ([`cursor`]), functions declared and called
//! ([`declarations`]), constants and metadata built ([`constants`]), symbol uses
//! ([`mod@symbol_uses`]), reachable metadata ([`mod@reachable_metadata`]), dead symbols
//! and dead code removed ([`mod@remove_symbols`], [`dead_code`]).
//!
//! Every pass that edits code goes through these, so the mechanics (where an
//! instruction lands, how a use is redirected) live in one place.

pub mod constants;
pub mod cursor;
pub mod dead_code;
pub mod declarations;
pub mod reachable_metadata;
pub mod remove_symbols;
mod staged_inserts;
pub mod symbol_uses;

pub use constants::*;
pub use cursor::*;
pub use dead_code::*;
pub use declarations::*;
pub use reachable_metadata::*;
pub use remove_symbols::*;
pub use symbol_uses::*;
