//! Instruction `!dbg` locations as LLVM 3.7 writes them in a function block: after an
//! instruction with a location, FUNC_CODE_DEBUG_LOC `[line, column, scope id + 1,
//! inlined-at id + 1]`, or FUNC_CODE_DEBUG_LOC_AGAIN when it is the location last
//! written (instructions without a location in between do not reset it).

use super::abbrevs::emit;
use super::debug_info::{DiOp, DiRef};
use super::enumerator::Enumerator;
use super::error::{Result, WriteModuleError};
use super::metadata::di_ref_id;
use super::prepare::Prepared;
use crate::bitstream::writer::BitstreamWriter;
use crate::codes::{FunctionCode, MetadataCode};
use dxil_ir::InstData;

/// The location last written in the current function.
#[derive(Debug, Default)]
pub(crate) struct DebugLocs {
    last: Option<[u64; 4]>,
}

impl DebugLocs {
    /// Writes the location of the instruction just written, if it has one.
    pub(crate) fn after(
        &mut self,
        w: &mut BitstreamWriter,
        p: &Prepared,
        e: &Enumerator,
        data: &InstData,
    ) -> Result<()> {
        let Some(loc) = dxil_ir::metadata::attachment(&data.metadata, "dbg") else {
            return Ok(());
        };
        let rec = e
            .debug
            .record(e.debug.stand_in(loc).unwrap_or(loc))
            .filter(|r| r.code == MetadataCode::Location)
            .ok_or_else(|| {
                WriteModuleError::malformed(format!("!dbg {loc:?} is not a !DILocation"))
            })?;
        let mut ops = [0u64; 4];
        for (slot, op) in ops.iter_mut().zip(&rec.ops) {
            *slot = match op {
                DiOp::Int(v) => *v,
                DiOp::Ref(r) | DiOp::Scope(r) => match r {
                    DiRef::Null => 0,
                    r => di_ref_id(p, e, r)? + 1,
                },
            };
        }
        if self.last == Some(ops) {
            return emit(w, FunctionCode::DebugLocAgain.code(), &[], None);
        }
        self.last = Some(ops);
        emit(w, FunctionCode::DebugLoc.code(), &ops, None)
    }
}
