//! `dxil-store-output-arrays` (ours; LLVM's DirectX backend has no such pass): an
//! entry's `out` array that the body writes at run-time rows and only the copy before
//! each `ret` reads is written where the body writes it, `storeOutput` at the run-time
//! row, as DXC writes it ([`crate::transforms::output_array_stores`]). Only elements
//! DXIL lets stay partly unwritten (user semantics, `SV_Target`) are taken. `dxil-emit
//! compile` runs it after `dxil-legalize` (the copy-out is then one scalar output
//! store per row and column) unless `-O0`, before the signatures' metadata is written.

use crate::analysis::entry_attributes::entry_functions;
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::FuncCursor;
use crate::transforms::output_array_stores::store_output_arrays_directly;
use crate::transforms::semantic_signatures::read_semantic_signatures;
use crate::transforms::undefined_outputs::may_stay_unwritten;
use dxil_ir::Module;
use rustc_hash::FxHashSet;

/// The pass's name.
pub const NAME: &str = "dxil-store-output-arrays";

/// The `dxil-store-output-arrays` pass.
pub struct StoreOutputArrays;

impl Pass for StoreOutputArrays {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        if cx.is_library(m) {
            return Ok(());
        }
        let entries = entry_functions(m)?;
        let stage = |f| entries.iter().find(|e| e.func == f).map(|e| e.stage);
        for declared in read_semantic_signatures(m, stage)? {
            let Some(entry) = declared.function else {
                continue;
            };
            let optional: FxHashSet<u32> = (declared.outputs.iter())
                .filter(|e| may_stay_unwritten(e))
                .map(|e| e.id)
                .collect();
            let Some(mut c) = FuncCursor::open(m, entry) else {
                continue;
            };
            store_output_arrays_directly(&mut c, &optional);
            c.finish();
        }
        Ok(())
    }
}
