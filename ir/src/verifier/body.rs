//! One function: its type, then for a definition the placement of blocks and
//! instructions, the handles they hold, block structure (terminators, phis, the entry),
//! and then the per-instruction and dominance checks on what is sound.

use super::cfg::{to_u32, Cfg};
use super::dominance::DomTree;
use super::env::Env;
use super::{instructions, intrinsics, ssa, Rule, Sink};
use crate::function::{Body, FuncId, Function, Inst};
use crate::instruction::InstKind;
use crate::source_map::Site;
use crate::types::{Type, TypeData};
use crate::value::Value;

/// "Not laid out" / "not placed".
pub(crate) const NONE: u32 = u32::MAX;

/// What the checks of one function body share.
pub(crate) struct FnCx<'a> {
    /// The module environment.
    pub env: &'a Env<'a>,
    /// The function's handle.
    pub fid: FuncId,
    /// The function.
    pub f: &'a Function,
    /// Its body.
    pub body: &'a Body,
    /// Its return type.
    pub ret: Type,
    /// Layout position of each block (by block index), `NONE` if not laid out.
    pub block_pos: Vec<u32>,
    /// (layout position of the block, index in the block) of each instruction, `NONE`
    /// in the first field if not placed.
    pub place: Vec<(u32, u32)>,
    /// Whether each placed instruction's handles are sound (checked further only then).
    pub sound: Vec<bool>,
}

impl FnCx<'_> {
    /// The type of `v` here, or `None` if it names nothing.
    pub fn ty(&self, v: Value) -> Option<Type> {
        self.env.value_ty(Some(self.f), v)
    }

    /// Records a problem with instruction `inst`.
    pub fn report(&self, sink: &mut Sink, rule: Rule, inst: Inst, message: String) {
        sink.report(
            rule,
            Some(Site::Inst(self.fid, inst)),
            format!("in @{}: {message}", self.f.name),
        );
    }

    /// Records a problem of the function as a whole.
    pub fn report_fn(&self, sink: &mut Sink, rule: Rule, message: String) {
        sink.report(
            rule,
            Some(Site::Function(self.fid)),
            format!("in @{}: {message}", self.f.name),
        );
    }

    /// `%name` of block at layout position `pos`, for messages.
    pub fn block_label(&self, pos: u32) -> String {
        match self
            .body
            .layout
            .get(pos as usize)
            .and_then(|&b| self.body.blocks.get(b))
        {
            Some(b) => match &b.name {
                Some(n) => format!("%{}", crate::printer::name_text(n)),
                None => format!("block {pos}"),
            },
            None => format!("block {pos}"),
        }
    }

    /// Layout position of the block `b` names, if laid out.
    pub fn pos_of(&self, b: crate::function::Block) -> Option<u32> {
        self.block_pos
            .get(b.index())
            .copied()
            .filter(|&p| p != NONE)
    }
}

/// Checks function `fid`.
pub(crate) fn check_function(env: &Env<'_>, fid: FuncId, f: &Function, sink: &mut Sink) {
    let site = Some(Site::Function(fid));
    let TypeData::Function { ret, params, .. } = env.td(f.ty) else {
        sink.report(
            Rule::FunctionType,
            site,
            format!(
                "@{} has type {}, not a function type",
                f.name,
                env.show(f.ty)
            ),
        );
        return;
    };
    let bad_ret = matches!(
        env.td(*ret),
        TypeData::Label | TypeData::Metadata | TypeData::Function { .. }
    );
    let bad_param = params
        .iter()
        .any(|&p| !env.is_value_type(p) && !is_metadata(env, p));
    if bad_ret || bad_param {
        sink.report(
            Rule::FunctionType,
            site,
            format!(
                "@{} has type {}: a return or parameter type cannot be a value",
                f.name,
                env.show(f.ty)
            ),
        );
        return;
    }
    intrinsics::check_declaration(env, fid, f, sink);
    let Some(body) = &f.body else {
        return;
    };
    let mut cx = FnCx {
        env,
        fid,
        f,
        body,
        ret: *ret,
        block_pos: vec![NONE; body.blocks.len()],
        place: vec![(NONE, 0); body.insts.len()],
        sound: vec![false; body.insts.len()],
    };
    if body.layout.is_empty() {
        cx.report_fn(sink, Rule::EmptyBody, "a definition needs a block".into());
        return;
    }
    lay_out(&mut cx, sink);
    // The graph (and so dominance) needs only the terminators' soundness: found first,
    // silently, so that one walk can then check each instruction completely; problems
    // go to one sink per kind of check, joined in the order the checks are listed.
    for (pos, &b) in body.layout.iter().enumerate() {
        if cx.block_pos.get(b.index()) != Some(&to_u32(pos)) {
            continue;
        }
        let Some(&last) = body.blocks[b].insts.last() else {
            continue;
        };
        let placed = cx.place.get(last.index()).is_some_and(|p| p.0 != NONE);
        if let Some(d) = body.insts.get(last).filter(|_| placed) {
            let sound = handles_sound(&cx, last, &d.kind, d.ty, &mut Sink::default());
            cx.sound[last.index()] = sound;
        }
    }
    let cfg = control_flow(&cx);
    let dom = DomTree::new(&cfg);
    let mut found = Walked::default();
    walk(&mut cx, &dom, &mut found, sink);
    report_structure(&cx, &cfg, &found.mid_terminators, sink);
    check_phis(&cx, &cfg, &found.phis, sink);
    sink.append(found.types);
    sink.append(found.dominance);
}

/// What the walk over every instruction leaves for the checks that come after it.
#[derive(Default)]
struct Walked {
    /// Terminators before the end of their block: (layout position, instruction).
    mid_terminators: Vec<(u32, Inst)>,
    /// Every phi: (layout position, instruction, whether only phis precede it).
    phis: Vec<(u32, Inst, bool)>,
    /// Problems of operand and result types.
    types: Sink,
    /// Problems of dominance.
    dominance: Sink,
}

/// Visits every instruction of every laid-out block once, in layout order: notes
/// misplaced terminators and the phis, and for each placed instruction checks its
/// handles (reported to `sink`), then if they are sound its types and the dominance
/// of its operands.
fn walk(cx: &mut FnCx<'_>, dom: &DomTree, found: &mut Walked, sink: &mut Sink) {
    let body = cx.body;
    for (pos, &b) in body.layout.iter().enumerate() {
        let pos = to_u32(pos);
        if cx.block_pos.get(b.index()) != Some(&pos) {
            continue;
        }
        let insts = &body.blocks[b].insts;
        let mut leading = true;
        for (k, &i) in insts.iter().enumerate() {
            let Some(d) = body.insts.get(i) else {
                continue;
            };
            if k + 1 < insts.len() && d.kind.is_terminator() {
                found.mid_terminators.push((pos, i));
            }
            if matches!(d.kind, InstKind::Phi { .. }) {
                found.phis.push((pos, i, leading));
            } else {
                leading = false;
            }
            if cx.place.get(i.index()) != Some(&(pos, to_u32(k))) {
                continue;
            }
            let sound = handles_sound(cx, i, &d.kind, d.ty, sink);
            cx.sound[i.index()] = sound;
            if sound {
                instructions::check(cx, i, &mut found.types);
                ssa::check(cx, dom, pos, i, d, &mut found.dominance);
            }
        }
    }
}

fn is_metadata(env: &Env<'_>, t: Type) -> bool {
    matches!(env.td(t), TypeData::Metadata)
}

/// Fills `block_pos` and `place`, reporting blocks and instructions that name nothing
/// or appear twice.
fn lay_out(cx: &mut FnCx<'_>, sink: &mut Sink) {
    let body = cx.body;
    for (pos, &b) in body.layout.iter().enumerate() {
        let pos = to_u32(pos);
        match cx.block_pos.get_mut(b.index()) {
            None => cx.report_fn(
                sink,
                Rule::InvalidHandle,
                format!(
                    "the layout names block #{}, which does not exist",
                    b.index()
                ),
            ),
            Some(p) if *p != NONE => {
                let first = *p;
                cx.report_fn(
                    sink,
                    Rule::Placement,
                    format!("{} is laid out twice", cx.block_label(first)),
                );
            }
            Some(p) => *p = pos,
        }
    }
    for (pos, &b) in body.layout.iter().enumerate() {
        let pos = to_u32(pos);
        if cx.block_pos.get(b.index()) != Some(&pos) {
            continue;
        }
        for (k, &i) in body.blocks[b].insts.iter().enumerate() {
            match cx.place.get_mut(i.index()) {
                None => cx.report_fn(
                    sink,
                    Rule::InvalidHandle,
                    format!(
                        "{} holds instruction #{}, which does not exist",
                        cx.block_label(pos),
                        i.index()
                    ),
                ),
                Some(p) if p.0 != NONE => cx.report(
                    sink,
                    Rule::Placement,
                    i,
                    format!(
                        "the instruction is placed twice (again in {})",
                        cx.block_label(pos)
                    ),
                ),
                Some(p) => *p = (pos, to_u32(k)),
            }
        }
    }
}

/// Whether every handle `inst` holds names something; reports those that do not.
fn handles_sound(cx: &FnCx<'_>, inst: Inst, kind: &InstKind, ty: Type, sink: &mut Sink) -> bool {
    let env = cx.env;
    let held = match kind {
        InstKind::Alloca { allocated, .. } => Some(*allocated),
        InstKind::Gep { source, .. } => Some(*source),
        InstKind::Call { fn_ty, .. } => Some(*fn_ty),
        _ => None,
    };
    if let Some(t) = [Some(ty), held]
        .into_iter()
        .flatten()
        .find(|t| !env.valid_type(*t))
    {
        cx.report(
            sink,
            Rule::InvalidHandle,
            inst,
            format!("type #{} is not in the type table", t.index()),
        );
        return false;
    }
    let mut sound = true;
    kind.for_each_operand(|v| {
        if !sound {
            return;
        }
        if let Value::Inst(d) = v {
            if cx.body.insts.get(d).is_none() {
                cx.report(
                    sink,
                    Rule::InvalidHandle,
                    inst,
                    format!(
                        "an operand names instruction #{}, which does not exist",
                        d.index()
                    ),
                );
                sound = false;
            } else if cx.place.get(d.index()).is_none_or(|p| p.0 == NONE) {
                cx.report(
                    sink,
                    Rule::Placement,
                    inst,
                    format!(
                        "an operand is instruction #{}, which is in no block of the function",
                        d.index()
                    ),
                );
                sound = false;
            }
        } else if cx.ty(v).is_none() {
            cx.report(
                sink,
                Rule::InvalidHandle,
                inst,
                format!("operand {v:?} names nothing in the module or function"),
            );
            sound = false;
        }
    });
    let mut blocks = Vec::new();
    if kind.is_terminator() {
        blocks = kind.successors();
    } else if let InstKind::Phi { incoming } = kind {
        blocks.extend(incoming.iter().map(|(_, b)| *b));
    }
    if sound {
        if let Some(b) = blocks.iter().find(|&&b| cx.pos_of(b).is_none()) {
            cx.report(
                sink,
                Rule::InvalidHandle,
                inst,
                format!(
                    "it names block #{}, which is not in the function",
                    b.index()
                ),
            );
            sound = false;
        }
    }
    sound
}

/// The control-flow graph the sound terminators give (a block that does not end in a
/// terminator has no successors).
fn control_flow(cx: &FnCx<'_>) -> Cfg {
    let body = cx.body;
    let mut edges: Vec<Vec<u32>> = vec![Vec::new(); body.layout.len()];
    for (pos, &b) in body.layout.iter().enumerate() {
        if cx.block_pos.get(b.index()) != Some(&to_u32(pos)) {
            continue;
        }
        let Some(&last) = body.blocks[b].insts.last() else {
            continue;
        };
        let Some(d) = body.insts.get(last) else {
            continue;
        };
        if d.kind.is_terminator() && cx.sound.get(last.index()) == Some(&true) {
            edges[pos] = d
                .kind
                .successors()
                .iter()
                .filter_map(|&s| cx.pos_of(s))
                .collect();
        }
    }
    Cfg::new(&edges)
}

/// Reports blocks that are empty or do not end in exactly one terminator (the
/// terminators before the end are `mid_terminators`, in layout order), and an entry
/// block with predecessors.
fn report_structure(cx: &FnCx<'_>, cfg: &Cfg, mid_terminators: &[(u32, Inst)], sink: &mut Sink) {
    let body = cx.body;
    let mut mid = mid_terminators.iter().peekable();
    for (pos, &b) in body.layout.iter().enumerate() {
        let pos32 = to_u32(pos);
        if cx.block_pos.get(b.index()) != Some(&pos32) {
            continue;
        }
        let insts = &body.blocks[b].insts;
        let Some(&last) = insts.last() else {
            cx.report_fn(
                sink,
                Rule::EmptyBlock,
                format!("{} has no instructions", cx.block_label(pos32)),
            );
            continue;
        };
        while let Some(&(_, i)) = mid.next_if(|m| m.0 == pos32) {
            cx.report(
                sink,
                Rule::Terminator,
                i,
                format!(
                    "a {} in the middle of {}",
                    body.insts[i].kind.opcode_name(),
                    cx.block_label(pos32)
                ),
            );
        }
        let Some(d) = body.insts.get(last) else {
            continue;
        };
        if !d.kind.is_terminator() {
            cx.report(
                sink,
                Rule::Terminator,
                last,
                format!(
                    "{} ends in a {}, not a terminator",
                    cx.block_label(pos32),
                    d.kind.opcode_name()
                ),
            );
        }
    }
    if let Some(&p) = cfg.preds(0).first() {
        cx.report_fn(
            sink,
            Rule::EntryPredecessor,
            format!(
                "the entry block {} has a predecessor, {}",
                cx.block_label(0),
                cx.block_label(p)
            ),
        );
    }
}

/// Checks that phis lead their blocks and have one entry per predecessor edge, with one
/// value per predecessor block; `phis` are every phi the walk met.
fn check_phis(cx: &FnCx<'_>, cfg: &Cfg, phis: &[(u32, Inst, bool)], sink: &mut Sink) {
    let body = cx.body;
    let mut entries: Vec<(u32, Value)> = Vec::new();
    for &(pos, i, leading) in phis {
        let InstKind::Phi { incoming } = &body.insts[i].kind else {
            continue;
        };
        if !leading {
            cx.report(
                sink,
                Rule::PhiPlacement,
                i,
                format!("a phi after a non-phi in {}", cx.block_label(pos)),
            );
        }
        if !cx.sound[i.index()] {
            continue;
        }
        entries.clear();
        entries.extend(
            incoming
                .iter()
                .filter_map(|&(v, blk)| Some((cx.pos_of(blk)?, v))),
        );
        entries.sort_by_key(|e| e.0);
        let preds = cfg.preds(pos);
        if entries.iter().map(|e| e.0).ne(preds.iter().copied()) {
            cx.report(
                sink,
                Rule::PhiIncoming,
                i,
                format!(
                    "the phi's entries come from [{}] but {}'s predecessor edges are from [{}]",
                    labels(cx, entries.iter().map(|e| e.0)),
                    cx.block_label(pos),
                    labels(cx, preds.iter().copied())
                ),
            );
        } else if let Some(w) = entries
            .windows(2)
            .find(|w| w[0].0 == w[1].0 && w[0].1 != w[1].1)
        {
            cx.report(
                sink,
                Rule::PhiIncoming,
                i,
                format!(
                    "the phi has different values for the two edges from {}",
                    cx.block_label(w[0].0)
                ),
            );
        }
    }
}

fn labels(cx: &FnCx<'_>, blocks: impl Iterator<Item = u32>) -> String {
    blocks
        .map(|b| cx.block_label(b))
        .collect::<Vec<_>>()
        .join(", ")
}
