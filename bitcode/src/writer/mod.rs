//! The module writer: a [`dxil_ir::Module`] to LLVM 3.7 bitcode, record for record as
//! DXC's `BitcodeWriter` writes it (DXIL's bitcode, before the container wraps it).
//!
//! The order of the module block follows DXC's `WriteModule`: VERSION 1 (relative value
//! ids; LLVM 3.7 has no IDENTIFICATION block), BLOCKINFO, PARAMATTR_GROUP, PARAMATTR,
//! TYPE, COMDATs, triple/datalayout/asm/section names/GLOBALVAR/FUNCTION records, module
//! CONSTANTS, METADATA, the METADATA kind table, the module VALUE_SYMTAB, then one
//! FUNCTION block per definition. Opaque-pointer modules get pointee types first
//! (`pointer_types`).

mod abbrevs;
mod attributes;
mod const_table;
mod constants;
mod debug_info;
mod debug_loc;
mod encoding;
mod enumerator;
mod error;
mod function;
mod globals;
mod md_ids;
mod md_kinds;
mod metadata;
mod operands;
mod pointer_types;
mod prepare;
mod strip_debug;
mod symtab;
mod types;
mod value_ids;

pub use error::WriteModuleError;
pub use strip_debug::{has_debug_info, strip_debug_info};

use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{BlockId, ModuleCode};
use dxil_ir::Module;

/// Writes `m` as LLVM 3.7 bitcode (starting with the `BC` 0xC0DE magic), as DXC would.
///
/// Typed-pointer modules keep their types; opaque-pointer modules get pointee types
/// inferred from their uses. Anything LLVM 3.7 cannot represent is an error naming it.
pub fn write_module(m: &Module) -> Result<Vec<u8>, WriteModuleError> {
    write_prepared(&prepare::prepare(m)?, m)
}

/// Writes `m` as [`write_module`] does without copying it, for a caller that owns the
/// module: `m` is left as written, its pointers typed (pointee types inferred and
/// bitcasts added where an opaque-pointer module needs them) and the types the writer
/// needs added to its table.
pub fn write_module_in_place(m: &mut Module) -> Result<Vec<u8>, WriteModuleError> {
    let p = prepare::prepare_in_place(m)?;
    write_prepared(&p, &p.m)
}

/// Writes prepared module `p`; `input` holds the instruction names.
fn write_prepared(p: &prepare::Prepared, input: &Module) -> Result<Vec<u8>, WriteModuleError> {
    let mut e = enumerator::Enumerator::new(p)?;
    let mut w = BitstreamWriter::new();
    w.write_magic();
    w.enter_subblock(BlockId::Module.code(), 3)?;
    abbrevs::emit(&mut w, ModuleCode::Version.code(), &[1], None)?;
    abbrevs::write_blockinfo(&mut w, e.types.len())?;
    attributes::write_groups(&mut w, &e.attr_groups)?;
    attributes::write_lists(&mut w, &e.attr_lists)?;
    types::write_types(&mut w, p, &e)?;
    globals::write_comdats(&mut w, p)?;
    globals::write_module_info(&mut w, p, &e)?;
    constants::write_constants(
        &mut w,
        p,
        &e,
        e.first_constant,
        e.module_value_count(),
        true,
    )?;
    metadata::write_module_metadata(&mut w, p, &e)?;
    metadata::write_kinds(&mut w, p)?;
    symtab::write_module_symtab(&mut w, p, &e)?;
    for fid in p.m.functions.handles() {
        function::write_function(&mut w, p, &mut e, input, fid)?;
    }
    w.exit_block()?;
    Ok(w.finish()?)
}
