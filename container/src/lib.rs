//! The DXIL container (`DXBC` file) writer and reader.
//!
//! Plain Rust data in, bytes out; bytes in, plain data out. Each part has a type with
//! `encode(&self, sink)` (the [`Encode`] trait) and a `decode(body, base)` constructor whose
//! errors carry the byte offset ([`ReadError`]). [`Container`] assembles parts and applies
//! the digest; [`read`] parses a whole container and [`print()`] renders it as text.
//!
//! | part | type |
//! |------|------|
//! | `DXIL`, `ILDB`, `STAT` | [`Program`] |
//! | `SFI0` | [`FeatureFlags`] |
//! | `HASH` | [`ShaderHash`] |
//! | `PSV0` | [`PipelineStateValidation`] |
//! | `ISG1`, `OSG1`, `PSG1` | [`Signature`] |
//! | `RTS0` | [`RootSignature`] |
//! | `ILDN` | [`DebugName`] |
//! | `RDAT` | [`RuntimeData`] |
//! | `VERS` | [`CompilerVersion`] |
//!
//! Facts a compiler writing containers needs (checked against DXC 1.10's containers):
//!
//! - Part order: SFI0, ISG1, OSG1, PSG1 (only when non-empty), PSV0, RTS0 (if any), STAT
//!   (optional reflection), HASH (validator 1.5+), DXIL. Compute shaders still get ISG1 and
//!   OSG1, each the 8 bytes `count 0, offset 8`.
//! - HASH is the plain MD5 of the DXIL part's bitcode bytes only ([`ShaderHash::of_bitcode`]).
//! - The header digest is the retail hash of bytes 20.. ([`digest::retail_digest`]).
//! - The PSV0 version follows the validator version ([`psv_version_for_validator`]); DXC
//!   1.10 writes validator 1.10 and PSV version 4 (56-byte runtime info adding the group
//!   shared byte count).

#![warn(missing_docs)]

#[macro_use]
mod macros;

mod byte_reader;
mod byte_writer;
mod container;
mod debug_name;
pub mod digest;
mod error;
mod fourcc;
mod hash;
pub mod header;
mod print;
mod program;
pub mod psv0;
pub mod rdat;
mod reader;
pub mod rts0;
mod sfi0;
mod signature;
mod vers;

pub use container::Container;
pub use debug_name::DebugName;
pub use digest::{DigestMode, DigestStatus};
pub use error::{ReadError, WriteError};
pub use fourcc::FourCC;
pub use hash::ShaderHash;
pub use header::ContainerHeader;
pub use print::print;
pub use program::{Program, ShaderKind};
pub use psv0::{psv_version_for_validator, PipelineStateValidation};
pub use rdat::RuntimeData;
pub use reader::{read, ParsedContainer, ParsedPart, PartContents};
pub use rts0::RootSignature;
pub use sfi0::FeatureFlags;
pub use signature::{
    ComponentType, MinPrecision, NameLayout, Signature, SignatureElement, SystemValue,
};
pub use vers::CompilerVersion;

/// A part body that can be written into a container.
pub trait Encode {
    /// Appends the encoded part body (without the part header) to `sink`.
    fn encode(&self, sink: &mut Vec<u8>);
}
