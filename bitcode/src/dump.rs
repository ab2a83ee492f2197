//! A stable text dump of a [`BitcodeTree`], in the spirit of `llvm-bcanalyzer -dump`.
//!
//! ```text
//! <MODULE_BLOCK id=8 width=3>
//!   <VERSION op0=1/>
//!   <TYPE_BLOCK id=17 width=4>
//!     <DEFINE_ABBREV lit(8) fixed(6) lit(0)/>
//!     <POINTER abbrev=4 op0=1 op1=0/>
//!     <STRUCT_NAME abbrev=7 op0=100 ... text="dx.types.Handle"/>
//! ```
//! Unknown blocks print as `BLOCK<id>`, unknown records as `CODE<code>`.

use std::fmt::Write;

use crate::bitstream::abbrev::{Abbrev, AbbrevOp};
use crate::bitstream::record::Record;
use crate::codes::{self, BlockId, MetadataCode, ModuleCode, TypeCode, ValueSymtabCode};
use crate::tree::{BitcodeTree, Block, Item};

/// Dumps every block of `tree`, two spaces of indentation per level.
pub fn dump(tree: &BitcodeTree) -> String {
    let mut out = String::new();
    for block in &tree.blocks {
        dump_block(block, 0, &mut out);
    }
    out
}

/// Appends the dump of `block` at `depth` to `out`.
pub fn dump_block(block: &Block, depth: usize, out: &mut String) {
    let name = block_label(block.block_id);
    let pad = "  ".repeat(depth);
    let _ = writeln!(
        out,
        "{pad}<{name} id={} width={}>",
        block.block_id, block.abbrev_width
    );
    for item in &block.items {
        match item {
            Item::Block(b) => dump_block(b, depth + 1, out),
            Item::DefineAbbrev(a) => {
                let _ = writeln!(out, "{pad}  <DEFINE_ABBREV {}/>", abbrev_text(a));
            }
            Item::Record(r) => {
                let _ = writeln!(out, "{pad}  {}", record_text(block.block_id, r));
            }
        }
    }
    let _ = writeln!(out, "{pad}</{name}>");
}

fn block_label(block_id: u32) -> String {
    codes::block_name(block_id).map_or_else(|| format!("BLOCK{block_id}"), str::to_owned)
}

/// The operands of an abbreviation as `lit(N) fixed(N) vbr(N) array char6 blob`.
pub fn abbrev_text(abbrev: &Abbrev) -> String {
    let parts: Vec<String> = abbrev
        .ops()
        .iter()
        .map(|op| match op {
            AbbrevOp::Literal(v) => format!("lit({v})"),
            AbbrevOp::Fixed(w) => format!("fixed({w})"),
            AbbrevOp::Vbr(w) => format!("vbr({w})"),
            AbbrevOp::Array => "array".to_owned(),
            AbbrevOp::Char6 => "char6".to_owned(),
            AbbrevOp::Blob => "blob".to_owned(),
        })
        .collect();
    parts.join(" ")
}

/// One record as `<NAME abbrev=N op0=.. op1=.. text=".." blob=[hex]/>`.
pub fn record_text(block_id: u32, record: &Record) -> String {
    let mut s = String::from("<");
    match codes::record_name(block_id, record.code) {
        Some(name) => s.push_str(name),
        None => {
            let _ = write!(s, "CODE{}", record.code);
        }
    }
    if let Some(id) = record.abbrev {
        let _ = write!(s, " abbrev={id}");
    }
    for (i, op) in record.operands.iter().enumerate() {
        let _ = write!(s, " op{i}={op}");
    }
    if let Some(skip) = string_start(block_id, record.code) {
        if let Some(text) = record.operands.get(skip..).and_then(printable) {
            let _ = write!(s, " text={text:?}");
        }
    }
    if let Some(blob) = &record.blob {
        s.push_str(" blob=[");
        for b in blob {
            let _ = write!(s, "{b:02x}");
        }
        s.push(']');
    }
    s.push_str("/>");
    s
}

/// For records whose operands (from some index on) are characters: that index.
fn string_start(block_id: u32, code: u32) -> Option<usize> {
    let code = u64::from(code);
    match BlockId::from_code(u64::from(block_id))? {
        BlockId::Module => match ModuleCode::from_code(code)? {
            ModuleCode::Triple
            | ModuleCode::DataLayout
            | ModuleCode::Asm
            | ModuleCode::SectionName
            | ModuleCode::DepLib
            | ModuleCode::GcName => Some(0),
            _ => None,
        },
        BlockId::Type => (TypeCode::from_code(code)? == TypeCode::StructName).then_some(0),
        BlockId::ValueSymtab => ValueSymtabCode::from_code(code).map(|_| 1),
        BlockId::Metadata => match MetadataCode::from_code(code)? {
            MetadataCode::String | MetadataCode::Name => Some(0),
            MetadataCode::Kind => Some(1),
            _ => None,
        },
        _ => None,
    }
}

fn printable(ops: &[u64]) -> Option<String> {
    ops.iter()
        .map(|&v| {
            u8::try_from(v)
                .ok()
                .filter(|b| (0x20..0x7f).contains(b))
                .map(char::from)
        })
        .collect()
}
