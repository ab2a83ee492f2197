//! `dxil-cbuffer-access` (LLVM's DXILCBufferAccess): loads of cbuffer members (the
//! `addrspace(2)` globals `!hlsl.cbs` lists, through constant or dynamic GEPs) become
//! `llvm.dx.resource.load.cbufferrow.{2,4,8}` calls on the handle loaded from the
//! cbuffer's `@X.cb` global, one per 16-byte row touched, plus `extractvalue`s (and an
//! `insertelement` chain for vectors). The member globals and `!hlsl.cbs` go away.
//!
//! Member offsets come from the layout type: `target("dx.Layout", T, size, offsets...)`
//! (older form) or clang 22's packed struct with `target("dx.Padding", N)` members.

use crate::analysis::cbuffer_layout::{cbs_globals, cbuffer_layout_type, member_offsets};
use crate::analysis::gep_offset::ByteOffset;
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::{erase_marked, FuncCursor};
use crate::transforms::cbuffer_memcpy::copy_from_cbuffer;
use crate::transforms::cbuffer_rows::load_cbuffer_value;
use dxil_analysis::intrinsics::called;
use dxil_analysis::resource_map::{module_layout, ResourceTypes};
use dxil_ir::edit::remove_symbols;
use dxil_ir::{
    ConstData, ConstExprOp, FuncId, GlobalId, Inst, InstKind, Module, SecondaryMap, Site, Type,
    Value,
};
use dxil_model::layout::DataLayout;
use rustc_hash::{FxHashMap, FxHashSet};

/// The pass.
pub struct CBufferAccess;

impl Pass for CBufferAccess {
    fn name(&self) -> &'static str {
        "dxil-cbuffer-access"
    }

    fn run(&self, m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        // DXC's compile writes type annotations for reflection, which need the member
        // names this pass removes: they stay in the module until the reflection part
        // takes them.
        if cx.dxc_semantics {
            crate::transforms::type_annotations::stash_reflection_inputs(m);
        }
        lower_cbuffer_accesses(m)
    }
}

/// Where a member global lives: its cbuffer's `@X.cb` global and handle type, and its
/// byte offset in the cbuffer.
#[derive(Clone, Copy, Debug)]
struct Member {
    cb_global: GlobalId,
    handle_ty: Type,
    offset: u64,
}

/// Rewrites every cbuffer member access of `m`.
pub fn lower_cbuffer_accesses(m: &mut Module) -> Result<(), LowerError> {
    let dl = module_layout(m);
    let members = read_cbuffers(m, &dl)?;
    if members.is_empty() {
        m.named_metadata.shift_remove("hlsl.cbs");
        return Ok(());
    }
    use crate::transforms::pointer_choices::{split_pointer_choices, CBUFFER_ADDRSPACE};
    split_pointer_choices(m, &[CBUFFER_ADDRSPACE]);
    let funcs: Vec<FuncId> = m
        .functions
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(h, _)| h)
        .collect();
    let mut resource_types = ResourceTypes::default();
    for fid in funcs {
        let Some(mut c) = FuncCursor::open(m, fid) else {
            continue;
        };
        // Each load's replacement would walk the body; `Rows` reads operands through
        // the replacements recorded so far instead.
        c.defer_replacements();
        // And each load's rows would move the rest of its block: they wait to be
        // placed with the replacements.
        c.stage_inserts();
        let mut a = Rows {
            c,
            dl,
            members: &members,
            dead: FxHashSet::default(),
            resource_types: &mut resource_types,
        };
        let r = a.run();
        let Rows { mut c, dead, .. } = a;
        // (After an error, the rows staged so far are placed before the loads go.)
        c.place_staged();
        let mut marked = SecondaryMap::with_capacity(c.body.insts.len());
        for i in dead {
            marked.set(i, true);
        }
        erase_marked(&mut c.body, &marked);
        c.finish();
        r?;
    }
    m.named_metadata.shift_remove("hlsl.cbs");
    let (_, global_uses) = dxil_ir::edit::symbol_uses(m);
    let dead: FxHashSet<GlobalId> = members
        .keys()
        .copied()
        .filter(|g| global_uses.get(g).copied().unwrap_or(0) == 0)
        .collect();
    remove_symbols(m, &FxHashSet::default(), &dead);
    Ok(())
}

/// Reads `!hlsl.cbs`: for each member global, its cbuffer and offset.
fn read_cbuffers(
    m: &mut Module,
    dl: &DataLayout,
) -> Result<FxHashMap<GlobalId, Member>, LowerError> {
    let mut out = FxHashMap::default();
    let Some(nodes) = m.named_metadata.get("hlsl.cbs").cloned() else {
        return Ok(out);
    };
    for n in nodes {
        let globals = cbs_globals(m, n);
        let Some(Some(cb)) = globals.first().copied() else {
            continue;
        };
        let handle_ty = m.globals[cb].value_ty;
        let layout = cbuffer_layout_type(m, cb).ok_or_else(|| LowerError::Invalid {
            msg: format!(
                "!hlsl.cbs names @{}, which is not a cbuffer",
                m.globals[cb].name
            ),
            site: Some(dxil_ir::Site::Global(cb)),
        })?;
        let offsets = member_offsets(m, dl, layout);
        for (k, g) in globals.iter().skip(1).enumerate() {
            let Some(g) = g else { continue };
            let offset = offsets.get(k).copied().ok_or_else(|| LowerError::Invalid {
                msg: format!(
                    "cbuffer member @{} has no place in the layout",
                    m.globals[*g].name
                ),
                site: Some(dxil_ir::Site::Global(*g)),
            })?;
            out.insert(
                *g,
                Member {
                    cb_global: cb,
                    handle_ty,
                    offset,
                },
            );
        }
    }
    Ok(out)
}

struct Rows<'m, 'a> {
    c: FuncCursor<'m>,
    dl: DataLayout,
    members: &'a FxHashMap<GlobalId, Member>,
    dead: FxHashSet<Inst>,
    resource_types: &'a mut ResourceTypes,
}

impl Rows<'_, '_> {
    fn site(&self, i: Inst) -> Option<Site> {
        Some(Site::Inst(self.c.func, i))
    }

    fn run(&mut self) -> Result<(), LowerError> {
        let insts: Vec<Inst> = self.c.body.placed_insts().map(|(_, i)| i).collect();
        for i in insts {
            if self.lower_memcpy(i)? {
                continue;
            }
            let InstKind::Load { ptr, .. } = self.operands_resolved(i) else {
                continue;
            };
            let Some((member, off)) = self.resolve(ptr, i)? else {
                continue;
            };
            let ty = self.c.body.insts[i].ty;
            let mut o = off;
            o.bytes += member.offset as i64;
            self.check_in_bounds(&member, &o, ty, i)?;
            self.c.before(i);
            let handle = self.load_handle(&member);
            let site = self.site(i);
            let name = self.c.body.insts[i].name.clone();
            let v = load_cbuffer_value(
                &mut self.c,
                &self.dl,
                handle,
                member.handle_ty,
                ty,
                &o,
                site,
                name.as_deref(),
            )?;
            self.c.replace_uses(Value::Inst(i), v);
            self.dead.insert(i);
        }
        self.c.apply_replacements();
        // GEPs into cbuffer members that are now unused (last first, so a GEP used only
        // by such GEPs goes too): counted uses by instructions that stay, one walk.
        let mut live_uses: SecondaryMap<Inst, u32> = SecondaryMap::new();
        let placed: Vec<Inst> = self.c.body.placed_insts().map(|(_, i)| i).collect();
        for &u in placed.iter().filter(|u| !self.dead.contains(u)) {
            self.c.body.insts[u].kind.for_each_operand(|v| {
                if let Value::Inst(x) = v {
                    *live_uses.get_mut(x) += 1;
                }
            });
        }
        for g in placed.into_iter().rev() {
            if let InstKind::Gep { base, .. } = self.c.body.insts[g].kind {
                if self.resolve(base, g)?.is_some() && *live_uses.get(g) == 0 {
                    self.dead.insert(g);
                    self.c.body.insts[g].kind.for_each_operand(|v| {
                        if let Value::Inst(x) = v {
                            *live_uses.get_mut(x) -= 1;
                        }
                    });
                }
            }
        }
        Ok(())
    }

    /// The handle of `member`'s cbuffer, loaded from its `@X.cb` global at the cursor.
    fn load_handle(&mut self, member: &Member) -> Value {
        self.c.insert(
            member.handle_ty,
            InstKind::Load {
                ptr: Value::Global(member.cb_global),
                align: Some(4),
                volatile: false,
                atomic: None,
            },
        )
    }

    /// Expands `i` if it is an `llvm.memcpy` out of a cbuffer member (see
    /// [`copy_from_cbuffer`]); returns whether it was.
    fn lower_memcpy(&mut self, i: Inst) -> Result<bool, LowerError> {
        let Some((name, args)) = called(self.c.m, &self.c.body, i) else {
            return Ok(false);
        };
        if !name.starts_with("llvm.memcpy.") || args.len() < 3 {
            return Ok(false);
        }
        let (dst, src, len) = (self.c.resolved(args[0]), args[1], args[2]);
        let Some((member, off)) = self.resolve(src, i)? else {
            return Ok(false);
        };
        let site = self.site(i);
        let Value::Global(g) = src else {
            return Err(LowerError::Unsupported {
                what: "a memcpy from part of a cbuffer member".into(),
                site,
            });
        };
        let src_ty = self.c.m.globals[g].value_ty;
        let len = self
            .c
            .m
            .const_int(len)
            .ok_or_else(|| LowerError::Unsupported {
                what: "a memcpy of a variable length from a cbuffer".into(),
                site,
            })?;
        self.c.before(i);
        if len > 0 {
            let handle = self.load_handle(&member);
            let mut o = off;
            o.bytes += member.offset as i64;
            copy_from_cbuffer(
                &mut self.c,
                &self.dl,
                handle,
                member.handle_ty,
                src_ty,
                &o,
                dst,
                len as u64,
                site,
            )?;
        }
        self.dead.insert(i);
        Ok(true)
    }

    /// A load at a constant offset must end inside the cbuffer's 16-byte rows (the size
    /// of its layout, rounded up to a whole row).
    fn check_in_bounds(
        &mut self,
        member: &Member,
        o: &ByteOffset,
        ty: Type,
        at: Inst,
    ) -> Result<(), LowerError> {
        if !o.terms.is_empty() {
            return Ok(());
        }
        let Some(rt) = self.resource_types.of(self.c.m, &self.dl, member.handle_ty) else {
            return Ok(());
        };
        let rows = u64::from(rt.cbuffer_size).div_ceil(16);
        let end = o.bytes + self.dl.store_size(&self.c.m.types, ty) as i64;
        if o.bytes < 0 || end > (rows * 16) as i64 {
            return Err(LowerError::Invalid {
                msg: format!(
                    "cbuffer load of bytes {}..{end} (row {}) is past the last row ({}) of cbuffer @{}",
                    o.bytes,
                    o.bytes.div_euclid(16),
                    rows.saturating_sub(1),
                    self.c.m.globals[member.cb_global].name
                ),
                site: self.site(at),
            });
        }
        Ok(())
    }

    /// Instruction `i`'s kind with its operands after the replacements made so far.
    fn operands_resolved(&self, i: Inst) -> InstKind {
        let mut kind = self.c.body.insts[i].kind.clone();
        kind.map_operands(|v| self.c.resolved(v));
        kind
    }

    /// The member a pointer points into and the offset inside it, if it does.
    fn resolve(&self, ptr: Value, at: Inst) -> Result<Option<(Member, ByteOffset)>, LowerError> {
        match ptr {
            Value::Global(g) => Ok(self.members.get(&g).map(|mb| (*mb, ByteOffset::default()))),
            Value::Const(c) => match self.c.m.consts.get(c).clone() {
                ConstData::Expr {
                    op:
                        ConstExprOp::Gep {
                            source,
                            base,
                            indices,
                            ..
                        },
                    ..
                } => self.resolve_gep(base, source, &indices, at),
                ConstData::Expr {
                    op: ConstExprOp::Cast { val, .. },
                    ..
                } => self.resolve(val, at),
                _ => Ok(None),
            },
            Value::Inst(i) => match self.operands_resolved(i) {
                InstKind::Gep {
                    source,
                    base,
                    indices,
                    ..
                } => self.resolve_gep(base, source, &indices, at),
                _ => Ok(None),
            },
            _ => Ok(None),
        }
    }

    fn resolve_gep(
        &self,
        base: Value,
        source: Type,
        indices: &[Value],
        at: Inst,
    ) -> Result<Option<(Member, ByteOffset)>, LowerError> {
        let Some((mb, mut o)) = self.resolve(base, at)? else {
            return Ok(None);
        };
        o.add_gep(self.c.m, &self.dl, source, indices)
            .map_err(|msg| LowerError::Invalid {
                msg,
                site: self.site(at),
            })?;
        Ok(Some((mb, o)))
    }
}
