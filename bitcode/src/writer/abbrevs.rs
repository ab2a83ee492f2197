//! The BLOCKINFO block DXC writes (`WriteBlockInfo`) and the abbreviation ids it gives
//! VALUE_SYMTAB, CONSTANTS and FUNCTION blocks, plus a helper to emit a record with or
//! without an abbreviation.

use super::encoding::log2_ceil;
use super::error::Result;
use crate::bitstream::abbrev::{Abbrev, AbbrevOp};
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{BlockId, ConstantsCode, FunctionCode, ValueSymtabCode};

/// VALUE_SYMTAB: 8-bit entries (code in a 3-bit field, so BBENTRY can use it too).
pub(crate) const VST_ENTRY_8: u32 = 4;
/// VALUE_SYMTAB: 7-bit ENTRY.
pub(crate) const VST_ENTRY_7: u32 = 5;
/// VALUE_SYMTAB: char6 ENTRY.
pub(crate) const VST_ENTRY_6: u32 = 6;
/// VALUE_SYMTAB: char6 BBENTRY.
pub(crate) const VST_BBENTRY_6: u32 = 7;
/// CONSTANTS: SETTYPE.
pub(crate) const CST_SETTYPE: u32 = 4;
/// CONSTANTS: INTEGER.
pub(crate) const CST_INTEGER: u32 = 5;
/// CONSTANTS: CE_CAST.
pub(crate) const CST_CE_CAST: u32 = 6;
/// FUNCTION: INST_LOAD.
pub(crate) const INST_LOAD: u32 = 4;
/// FUNCTION: INST_BINOP.
pub(crate) const INST_BINOP: u32 = 5;
/// FUNCTION: INST_BINOP with flags.
pub(crate) const INST_BINOP_FLAGS: u32 = 6;
/// FUNCTION: INST_CAST.
pub(crate) const INST_CAST: u32 = 7;
/// FUNCTION: INST_RET without a value.
pub(crate) const INST_RET_VOID: u32 = 8;
/// FUNCTION: INST_RET with a value.
pub(crate) const INST_RET_VAL: u32 = 9;
/// FUNCTION: INST_UNREACHABLE.
pub(crate) const INST_UNREACHABLE: u32 = 10;
/// FUNCTION: INST_GEP.
pub(crate) const INST_GEP: u32 = 11;

/// An abbreviation from a fixed operand list (the lists here are all valid).
pub(crate) fn abbrev(ops: Vec<AbbrevOp>) -> Result<Abbrev> {
    Abbrev::new(ops).map_err(|why| crate::error::WriteError::InvalidAbbrev(why).into())
}

/// Writes BLOCKINFO; `type_count` sizes the type-id fields.
pub(crate) fn write_blockinfo(w: &mut BitstreamWriter, type_count: usize) -> Result<()> {
    use AbbrevOp::*;
    let ty_bits = log2_ceil(type_count as u64 + 1);
    let lit = |c: u32| Literal(u64::from(c));
    let vst = BlockId::ValueSymtab.code();
    let cst = BlockId::Constants.code();
    let fun = BlockId::Function.code();
    let entry = ValueSymtabCode::Entry.code();
    let table: Vec<(u32, Vec<AbbrevOp>)> = vec![
        (vst, vec![Fixed(3), Vbr(8), Array, Fixed(8)]),
        (vst, vec![lit(entry), Vbr(8), Array, Fixed(7)]),
        (vst, vec![lit(entry), Vbr(8), Array, Char6]),
        (
            vst,
            vec![lit(ValueSymtabCode::BbEntry.code()), Vbr(8), Array, Char6],
        ),
        (
            cst,
            vec![lit(ConstantsCode::SetType.code()), Fixed(ty_bits)],
        ),
        (cst, vec![lit(ConstantsCode::Integer.code()), Vbr(8)]),
        (
            cst,
            vec![
                lit(ConstantsCode::CeCast.code()),
                Fixed(4),
                Fixed(ty_bits),
                Vbr(8),
            ],
        ),
        (cst, vec![lit(ConstantsCode::Null.code())]),
        (
            fun,
            vec![
                lit(FunctionCode::InstLoad.code()),
                Vbr(6),
                Fixed(ty_bits),
                Vbr(4),
                Fixed(1),
            ],
        ),
        (
            fun,
            vec![
                lit(FunctionCode::InstBinop.code()),
                Vbr(6),
                Vbr(6),
                Fixed(4),
            ],
        ),
        (
            fun,
            vec![
                lit(FunctionCode::InstBinop.code()),
                Vbr(6),
                Vbr(6),
                Fixed(4),
                Fixed(7),
            ],
        ),
        (
            fun,
            vec![
                lit(FunctionCode::InstCast.code()),
                Vbr(6),
                Fixed(ty_bits),
                Fixed(4),
            ],
        ),
        (fun, vec![lit(FunctionCode::InstRet.code())]),
        (fun, vec![lit(FunctionCode::InstRet.code()), Vbr(6)]),
        (fun, vec![lit(FunctionCode::InstUnreachable.code())]),
        (
            fun,
            vec![
                lit(FunctionCode::InstGep.code()),
                Fixed(1),
                Fixed(ty_bits),
                Array,
                Vbr(6),
            ],
        ),
    ];
    w.enter_blockinfo(2)?;
    for (block, ops) in table {
        w.define_blockinfo_abbrev(block, &abbrev(ops)?)?;
    }
    w.exit_block()?;
    Ok(())
}

/// Writes a record, through abbreviation `abbrev` when given.
pub(crate) fn emit(
    w: &mut BitstreamWriter,
    code: u32,
    ops: &[u64],
    abbrev: Option<u32>,
) -> Result<()> {
    match abbrev {
        Some(id) => w.write_abbreviated(id, code, ops, None)?,
        None => w.write_unabbrev(code, ops)?,
    }
    Ok(())
}

/// Writes `[char x N]` string record `code`, through the char6 abbreviation `char6` when
/// every byte is a char6 character (`WriteStringRecord`).
pub(crate) fn emit_string(
    w: &mut BitstreamWriter,
    code: u32,
    s: &[u8],
    char6: Option<u32>,
) -> Result<()> {
    let ops: crate::bitstream::record::Operands = s.iter().map(|&b| u64::from(b)).collect();
    let abbrev = char6.filter(|_| crate::bitstream::abbrev::is_char6_str(s));
    emit(w, code, &ops, abbrev)
}
