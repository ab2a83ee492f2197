//! A tessellation control entry as DXIL's hull shader: SPIR-V runs one entry per
//! output control point, writing its control point's outputs and (any invocation) the
//! patch's; DXIL runs a main function per control point and a patch constant function
//! once per patch.
//!
//! The entry is translated once, with a per-vertex output's control point and
//! `InvocationId` both `llvm.dx.output.control.point.id`, barriers dropped, into
//! blocks that [`Translator::split_hull`] then arranges into the two functions:
//!
//! - the entry block, then (for the patch constant function only) a block that
//!   fills the per-vertex outputs the code reads with every control point's
//!   (`llvm.dx.load.output.control.point`), then the body;
//! - the exit block, storing the control point's outputs (main only), then a block
//!   storing the patch constants (patch constant function only).
//!
//! The patch constant function runs the body once per output control point, in a loop
//! whose counter replaces `llvm.dx.output.control.point.id`: whatever invocation
//! writes a patch constant, the last write wins, as with SPIR-V's invocations after a
//! barrier. Reading another control point's output gives what its main function
//! output; the main function reads only its own (its local copy).

use super::{Translator, R};
use dxil_ir::intrinsic_name::is_intrinsic;
use dxil_ir::{Block, InstKind, IntPredicate, Value};
use rustc_hash::FxHashSet;

/// The blocks of a translated hull entry [`Translator::split_hull`] rearranges.
#[derive(Clone, Copy, Debug)]
pub(super) struct HullBlocks {
    /// The entry block (handles, locals), ending in a branch to `body`.
    pub entry: Block,
    /// The first block of the translated body.
    pub body: Block,
    /// The block filling the outputs read from the output control points; ends in a
    /// branch to `body`.
    pub prefill: Block,
    /// The block where every return of the body arrives, storing the control point's
    /// outputs; ends in a branch to `patch`.
    pub exit: Block,
    /// The block storing the patch constants; ends in `ret`.
    pub patch: Block,
}

/// The name of the patch constant function of entry `entry`.
pub(super) fn patch_constant_name(entry: &str) -> String {
    format!("{entry}.patch_constants")
}

impl Translator<'_, '_> {
    /// Makes the patch constant function of hull entry `self.main` (whose output
    /// control points are `control_points`) from a copy of its body, and leaves the
    /// entry the main function (see the module documentation).
    pub(super) fn split_hull(&mut self, blocks: HullBlocks, control_points: u32) -> R<()> {
        let name = patch_constant_name(&self.b.module().functions[self.main].name);
        let void = self.b.void_type();
        let i32t = self.b.int_type(32);
        let pcf = self.b.define(&name, void, &[]);
        for flag in ["convergent", "noinline", "nounwind"] {
            self.b
                .set_function_attr(pcf, dxil_ir::Attribute::flag(flag));
        }
        let copy = self.b.module().functions[self.main].body.clone();
        self.b.function_mut(pcf).body = copy;

        // The main function: the exit returns; the patch constant blocks go.
        let main = self.main;
        {
            let body = self.b.function_mut(main).body.as_mut().expect("defined");
            body.blocks[blocks.exit].insts.pop();
            body.layout
                .retain(|b| *b != blocks.patch && *b != blocks.prefill);
        }
        let mut f = self.b.body(main);
        f.switch_to(blocks.exit);
        f.ret(None);

        // The patch constant function: no control point outputs; the body in a loop.
        // One walk finds the control point ids (the counter replaces them) and the
        // output stores (dropped).
        let module = self.b.module_mut();
        let mut ids: FxHashSet<dxil_ir::Inst> = FxHashSet::default();
        let mut stores: FxHashSet<dxil_ir::Inst> = FxHashSet::default();
        let body = module.functions[pcf].body.as_ref().expect("defined");
        for (_, i) in body.placed_insts() {
            let InstKind::Call {
                callee: Value::Function(c),
                ..
            } = &body.insts[i].kind
            else {
                continue;
            };
            let name = &module.functions[*c].name;
            if is_intrinsic(name, "llvm.dx.output.control.point.id") {
                ids.insert(i);
            } else if is_intrinsic(name, "llvm.dx.store.output") {
                stores.insert(i);
            }
        }
        let body = module.functions[pcf].body.as_mut().expect("defined");
        for b in body.layout.clone() {
            body.blocks[b]
                .insts
                .retain(|i| !stores.contains(i) && !ids.contains(i));
        }
        body.blocks[blocks.entry].insts.pop();
        body.blocks[blocks.prefill].insts.pop();
        body.blocks[blocks.exit].insts.pop();
        let header = body.add_block(None);
        // The header right after the prefill block (the layout's second and third).
        body.layout.retain(|b| *b != header && *b != blocks.prefill);
        body.layout.insert(1, blocks.prefill);
        body.layout.insert(2, header);

        let mut f = self.b.body(pcf);
        f.switch_to(blocks.entry);
        f.br(blocks.prefill);
        f.switch_to(blocks.prefill);
        f.br(header);
        f.switch_to(header);
        let zero = f.module().const_int(i32t, 0);
        let counter = f.phi(i32t, &[(zero, blocks.prefill)]);
        f.br(blocks.body);
        f.switch_to(blocks.exit);
        let one = f.module().const_int(i32t, 1);
        let next = f.binary(dxil_ir::BinOp::Add, counter, one);
        let n = f.module().const_int(i32t, i128::from(control_points));
        let more = f.icmp(IntPredicate::Ult, next, n);
        f.cond_br(more, header, blocks.patch);
        if let Some(InstKind::Phi { incoming }) = f.inst_mut(counter).map(|d| &mut d.kind) {
            incoming.push((next, blocks.exit));
        }
        // The control point is the counter.
        let body = self.b.function_mut(pcf).body.as_mut().expect("defined");
        for (_, i) in body.placed_insts().collect::<Vec<_>>() {
            body.insts[i].kind.map_operands(|v| match v {
                Value::Inst(x) if ids.contains(&x) => counter,
                _ => v,
            });
        }
        Ok(())
    }
}

impl Translator<'_, '_> {
    /// Ends a translated hull entry (the current block is the exit, its control
    /// point's outputs stored): a branch to a block storing the patch constants, and a
    /// block filling the outputs the code reads from the output control points.
    pub(super) fn hull_blocks(&mut self, body: Block) -> R<HullBlocks> {
        let exit = self.cur.ok_or_else(|| crate::error::SpirvError::Invalid {
            msg: "a tessellation control entry that never returns".into(),
            at: crate::error::SpirvLocation::default(),
        })?;
        let patch = self.emit(|f| f.block());
        self.emit(|f| f.br(patch));
        self.cur = Some(patch);
        self.store_patch_constants()?;
        self.emit(|f| f.ret(None));
        let prefill = self.emit(|f| f.block());
        self.cur = Some(prefill);
        self.load_output_control_points()?;
        self.emit(|f| f.br(body));
        Ok(HullBlocks {
            entry: body,
            body,
            prefill,
            exit,
            patch,
        })
    }
}
