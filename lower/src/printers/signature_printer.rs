//! `print<dxil-signature>`: each entry's packed signatures, as LLVM's analysis printer
//! shows them:
//!
//! ```text
//! Semantic signatures for 'main':
//! Inputs: 2 elements, 2 vectors
//! 0: POSITION rows=1 cols=4 at 0:0 usage=15 dynamic=0
//! 1: TEXCOORD rows=1 cols=2 at 1:0 usage=3 dynamic=0
//! Outputs: ...
//! ```
//!
//! "vectors" is the number of rows the allocated elements reach; the usage mask is
//! shown in register columns (shifted by the start column), the dynamic index mask in
//! element columns. Before `dxil-translate-metadata` the signatures come from
//! `!dx.semantic.signatures` (packed and masked as that pass would); after it, from
//! `!dx.entryPoints`.

use crate::analysis::entry_attributes::entry_functions;
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::transforms::entry_signatures::packed_signatures;
use crate::transforms::semantic_signatures::SEMANTIC_SIGNATURES;
use dxil_ir::Module;
use dxil_model::metadata::{has_dxil_metadata, read_dxil_info, tag, SignatureElement};

/// The `print<dxil-signature>` analysis printer.
pub struct PrintSignatures;

impl Pass for PrintSignatures {
    fn name(&self) -> &'static str {
        "print<dxil-signature>"
    }

    fn run(&self, m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        let mut out = String::new();
        if m.named_metadata.contains_key(SEMANTIC_SIGNATURES) {
            let entries = entry_functions(m)?;
            let stage = |f| entries.iter().find(|e| e.func == f).map(|e| e.stage);
            for p in packed_signatures(m, &stage)? {
                out.push_str(&entry_text(
                    &m.functions[p.func].name,
                    &p.inputs,
                    &p.outputs,
                ));
            }
        } else if has_dxil_metadata(m) {
            let info = read_dxil_info(m)?;
            let name = info.entry.name.clone();
            out.push_str(&entry_text(&name, &info.entry.inputs, &info.entry.outputs));
        }
        cx.printed.push_str(&out);
        Ok(())
    }
}

fn entry_text(name: &str, inputs: &[SignatureElement], outputs: &[SignatureElement]) -> String {
    format!(
        "Semantic signatures for '{name}':\n{}{}",
        list_text("Inputs", inputs),
        list_text("Outputs", outputs)
    )
}

fn list_text(title: &str, elements: &[SignatureElement]) -> String {
    let vectors = dxil_model::metadata::rows_used(elements);
    let mut out = format!("{title}: {} elements, {vectors} vectors\n", elements.len());
    for e in elements {
        let mask = |t: u32| {
            e.tags
                .iter()
                .find(|(k, _)| *k == t)
                .map_or(0, |(_, v)| *v as u32)
        };
        let shift = e.start_col.max(0) as u32;
        out.push_str(&format!(
            "{}: {} rows={} cols={} at {}:{} usage={} dynamic={}\n",
            e.id,
            e.semantic_name,
            e.rows,
            e.cols,
            e.start_row,
            e.start_col,
            (mask(tag::USAGE_MASK) << shift) & 0xf,
            mask(tag::DYNAMIC_INDEX_MASK)
        ));
    }
    out
}
