//! The ViewID state of a graphics entry point, as DXC's `ComputeViewIdState` pass computes
//! it for PSV0: which output components depend on `SV_ViewID`, and which input
//! components contribute to each output component.
//!
//! Signature components are numbered linearly, `(start row + row) * 4 + start column +
//! column`, over the allocated elements of a signature (per stream for geometry shader
//! outputs). For every output store (`storeOutput`, `storeVertexOutput`,
//! `storePrimitiveOutput`, `storePatchConstant`) the analysis collects the instructions
//! contributing to the stored value or to whether the store runs (see
//! `contributions`); the `loadInput` (and `loadOutputControlPoint`,
//! `loadPatchConstant`) and `viewID` calls among them give the table rows. A store or
//! load with a non-constant row covers every row of its element, and marks the column
//! as dynamically indexed.
//!
//! Hull shaders: patch constant outputs depending on a control point output (read with
//! `loadOutputControlPoint`) inherit that output's dependences. Domain shaders also get
//! the patch-constant-input to output table.

mod contributions;
pub mod emit;
mod functions;

use contributions::{Contributions, FuncInst};
use dxil_ir::{FuncId, Inst, InstKind, MdData, Module, Value};
use dxil_model::metadata::{DxilInfo, SignatureElement};
use dxil_model::op_table::OpCode;
use dxil_model::shader_model::ShaderKind;
use functions::reachable_functions;
use rustc_hash::FxHashSet;
use std::collections::{BTreeMap, BTreeSet};

/// Components of a signature vector.
const COMPONENTS: u32 = 4;

/// Which outputs each input contributes to: one bit mask of outputs per input, each
/// mask `ceil(outputs / 32)` words long.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DependencyTable {
    /// Number of input components (rows of the table).
    pub inputs: u32,
    /// Number of output components (bits of each row).
    pub outputs: u32,
    /// The masks, row after row.
    pub masks: Vec<u32>,
}

impl DependencyTable {
    /// An empty table of `inputs` rows of `outputs` bits.
    pub fn new(inputs: u32, outputs: u32) -> DependencyTable {
        DependencyTable {
            inputs,
            outputs,
            masks: vec![0; inputs as usize * mask_words(outputs)],
        }
    }

    /// Words of one row.
    pub fn words_per_input(&self) -> usize {
        mask_words(self.outputs)
    }

    /// Records that `output` depends on `input` (ignored when out of range).
    pub fn set(&mut self, input: u32, output: u32) {
        if input < self.inputs && output < self.outputs {
            let at = input as usize * self.words_per_input() + (output / 32) as usize;
            self.masks[at] |= 1 << (output % 32);
        }
    }

    /// Whether `output` depends on `input`.
    pub fn depends(&self, input: u32, output: u32) -> bool {
        input < self.inputs
            && output < self.outputs
            && self.masks[input as usize * self.words_per_input() + (output / 32) as usize]
                & (1 << (output % 32))
                != 0
    }
}

/// Words of a mask of `bits` bits.
fn mask_words(bits: u32) -> usize {
    bits.div_ceil(32) as usize
}

/// The ViewID state of an entry point.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ViewIdState {
    /// Whether the shader flags say the shader reads `SV_ViewID`.
    pub uses_view_id: bool,
    /// Input signature components (one past the last allocated one).
    pub input_scalars: u32,
    /// Output signature components per stream (only stream 0 outside geometry shaders).
    pub output_scalars: [u32; 4],
    /// Patch constant or primitive signature components.
    pub patch_const_scalars: u32,
    /// Per stream: a bit mask of the outputs that depend on the view ID.
    pub view_id_outputs: [Vec<u32>; 4],
    /// Patch constant (hull) or primitive (mesh) outputs that depend on the view ID.
    pub view_id_patch_const: Vec<u32>,
    /// Per stream: the outputs each input contributes to.
    pub input_to_output: [DependencyTable; 4],
    /// Hull and mesh shaders: the patch constant or primitive outputs each input
    /// contributes to.
    pub input_to_patch_const: DependencyTable,
    /// Domain shaders: the outputs each patch constant input contributes to.
    pub patch_const_to_output: DependencyTable,
    /// Dynamically indexed components (bit per column) of input signature elements, by
    /// element id.
    pub input_dynamic_masks: BTreeMap<u32, u8>,
    /// Same for output signature elements.
    pub output_dynamic_masks: BTreeMap<u32, u8>,
    /// Same for patch constant or primitive signature elements.
    pub patch_const_dynamic_masks: BTreeMap<u32, u8>,
}

impl ViewIdState {
    /// The state in DXC's serialized form (`!dx.viewIdState`): input count, then per
    /// stream the output count, the view ID mask (when used) and the table, then for hull,
    /// domain and mesh shaders the patch constant count and its mask and table.
    pub fn serialize(&self, kind: ShaderKind) -> Vec<u32> {
        let mut out = vec![self.input_scalars];
        let streams = if kind == ShaderKind::Geometry { 4 } else { 1 };
        for stream in 0..streams {
            out.push(self.output_scalars[stream]);
            if self.uses_view_id {
                push_mask(
                    &mut out,
                    &self.view_id_outputs[stream],
                    self.output_scalars[stream],
                );
            }
            out.extend(&self.input_to_output[stream].masks);
        }
        match kind {
            ShaderKind::Hull | ShaderKind::Mesh => {
                out.push(self.patch_const_scalars);
                if self.uses_view_id {
                    push_mask(
                        &mut out,
                        &self.view_id_patch_const,
                        self.patch_const_scalars,
                    );
                }
                out.extend(&self.input_to_patch_const.masks);
            }
            ShaderKind::Domain => {
                out.push(self.patch_const_scalars);
                out.extend(&self.patch_const_to_output.masks);
            }
            _ => {}
        }
        out
    }
}

impl ViewIdState {
    /// This state with its component counts, view ID masks and dependency tables read
    /// from DXC's serialized form instead (a module's `!dx.viewIdState`, which DXC's
    /// container and validator take as they are); `None` when `words` is too short.
    pub fn with_serialized(mut self, words: &[u32], kind: ShaderKind) -> Option<Self> {
        let mut words = words.iter().copied();
        let mut take = |n: usize| -> Option<Vec<u32>> {
            let v: Vec<u32> = words.by_ref().take(n).collect();
            (v.len() == n).then_some(v)
        };
        let table = |inputs: u32, outputs: u32, masks: Vec<u32>| DependencyTable {
            inputs,
            outputs,
            masks,
        };
        self.input_scalars = take(1)?[0];
        let streams = if kind == ShaderKind::Geometry { 4 } else { 1 };
        for stream in 0..streams {
            let outputs = take(1)?[0];
            self.output_scalars[stream] = outputs;
            if self.uses_view_id {
                self.view_id_outputs[stream] = take(mask_words(outputs))?;
            }
            let rows = self.input_scalars as usize * mask_words(outputs);
            self.input_to_output[stream] = table(self.input_scalars, outputs, take(rows)?);
        }
        match kind {
            ShaderKind::Hull | ShaderKind::Mesh => {
                let pc = take(1)?[0];
                self.patch_const_scalars = pc;
                if self.uses_view_id {
                    self.view_id_patch_const = take(mask_words(pc))?;
                }
                let rows = self.input_scalars as usize * mask_words(pc);
                self.input_to_patch_const = table(self.input_scalars, pc, take(rows)?);
            }
            ShaderKind::Domain => {
                let pc = take(1)?[0];
                self.patch_const_scalars = pc;
                let rows = pc as usize * mask_words(self.output_scalars[0]);
                self.patch_const_to_output = table(pc, self.output_scalars[0], take(rows)?);
            }
            _ => {}
        }
        Some(self)
    }
}

fn push_mask(out: &mut Vec<u32>, mask: &[u32], bits: u32) {
    for i in 0..mask_words(bits) {
        out.push(mask.get(i).copied().unwrap_or(0));
    }
}

fn set_bit(mask: &mut Vec<u32>, bit: u32) {
    let word = (bit / 32) as usize;
    if mask.len() <= word {
        mask.resize(word + 1, 0);
    }
    mask[word] |= 1 << (bit % 32);
}

fn bit(mask: &[u32], bit: u32) -> bool {
    mask.get((bit / 32) as usize)
        .is_some_and(|w| w & (1 << (bit % 32)) != 0)
}

/// The `kDxilShaderFlagsTag` bit of a shader reading the view ID (bit 21; bit 16 is
/// UAVs at every stage).
const VIEW_ID_FLAG: u64 = crate::shader_flags::bits::VIEW_ID;

/// Computes the ViewID state of the module's entry point. Compute shaders and libraries
/// get an empty state (DXC does not compute one for them).
pub fn compute(m: &Module, info: &DxilInfo) -> ViewIdState {
    let kind = info.shader_model.kind;
    let entry = &info.entry;
    let mut state = ViewIdState {
        uses_view_id: entry.shader_flags & VIEW_ID_FLAG != 0,
        input_scalars: max_packed_location(&entry.inputs, 0),
        patch_const_scalars: max_packed_location(&entry.patch_constants, 0),
        ..ViewIdState::default()
    };
    let streams: u32 = if kind == ShaderKind::Geometry { 4 } else { 1 };
    for stream in 0..streams {
        state.output_scalars[stream as usize] = max_packed_location(&entry.outputs, stream);
    }
    for stream in 0..4 {
        state.input_to_output[stream] =
            DependencyTable::new(state.input_scalars, state.output_scalars[stream]);
    }
    match kind {
        ShaderKind::Hull | ShaderKind::Mesh => {
            state.input_to_patch_const =
                DependencyTable::new(state.input_scalars, state.patch_const_scalars);
        }
        ShaderKind::Domain => {
            state.patch_const_to_output =
                DependencyTable::new(state.patch_const_scalars, state.output_scalars[0]);
        }
        _ => {}
    }
    let Some(main) = entry.function else {
        return state;
    };
    if matches!(kind, ShaderKind::Compute | ShaderKind::Library) {
        return state;
    }
    let main_functions = reachable_functions(m, main);
    let patch_constant = if kind == ShaderKind::Hull {
        patch_constant_function(m)
    } else {
        None
    };
    let pc_functions = patch_constant
        .map(|f| reachable_functions(m, f))
        .unwrap_or_default();
    let mut all: Vec<FuncId> = main_functions.clone();
    all.extend(
        pc_functions
            .iter()
            .copied()
            .filter(|f| !main_functions.contains(f)),
    );
    let mut walker = Contributions::new(m, &all);
    let sigs = Signatures { kind, info };

    let main_set: FxHashSet<FuncId> = main_functions.iter().copied().collect();
    let main_outputs = analyze_functions(m, &main_functions, &sigs, &mut state);
    // As in DXC, every store (primitive outputs of mesh shaders included) lands in the
    // table of its element's stream.
    let main_sets = output_contributions(m, &mut walker, &main_outputs, &main_set, &sigs);
    for (&(stream, index), set) in &main_sets {
        let stream = stream as usize;
        // A stream past the four a geometry shader has (only malformed metadata names
        // one) has no table.
        if stream >= state.input_to_output.len() || stream >= state.view_id_outputs.len() {
            continue;
        }
        for link in sigs.links(m, set, false) {
            match link {
                Link::ViewId => set_bit(&mut state.view_id_outputs[stream], index),
                Link::Input(input) => state.input_to_output[stream].set(input, index),
                Link::PatchConstInput(_) | Link::ControlPointOutput(_) => {}
            }
        }
        if kind == ShaderKind::Domain {
            for link in sigs.links(m, set, true) {
                if let Link::PatchConstInput(input) = link {
                    state.patch_const_to_output.set(input, index);
                }
            }
        }
    }
    if !pc_functions.is_empty() {
        let pc_set: FxHashSet<FuncId> = pc_functions.iter().copied().collect();
        let pc_outputs = analyze_functions(m, &pc_functions, &sigs, &mut state);
        let pc_sets = output_contributions(m, &mut walker, &pc_outputs, &pc_set, &sigs);
        for (&(stream, index), set) in &pc_sets {
            if stream == 0 {
                apply_patch_const(m, &sigs, index, set, &mut state);
            }
        }
    }
    state
}

/// Records the dependences of patch constant output `index` of a hull shader.
fn apply_patch_const(
    m: &Module,
    sigs: &Signatures<'_>,
    index: u32,
    set: &FxHashSet<FuncInst>,
    state: &mut ViewIdState,
) {
    for link in sigs.links(m, set, true) {
        match link {
            Link::ViewId => set_bit(&mut state.view_id_patch_const, index),
            Link::Input(input) => state.input_to_patch_const.set(input, index),
            Link::ControlPointOutput(output) => {
                if bit(&state.view_id_outputs[0], output) {
                    set_bit(&mut state.view_id_patch_const, index);
                }
                for input in 0..state.input_scalars {
                    if state.input_to_output[0].depends(input, output) {
                        state.input_to_patch_const.set(input, index);
                    }
                }
            }
            Link::PatchConstInput(_) => {}
        }
    }
}

/// Components a signature can have: 32 rows of 4 (bounding what hostile metadata claims,
/// which would otherwise size the dependency tables).
const MAX_COMPONENTS: u32 = 32 * COMPONENTS;

/// One past the last allocated component of the signature's elements in `stream`.
fn max_packed_location(elements: &[SignatureElement], stream: u32) -> u32 {
    elements
        .iter()
        .filter(|e| e.start_row >= 0 && output_stream(e) == stream && e.rows > 0 && e.cols > 0)
        .map(|e| linear_index(e, e.rows - 1, u32::from(e.cols) - 1).saturating_add(1))
        .max()
        .unwrap_or(0)
        .min(MAX_COMPONENTS)
}

fn output_stream(e: &SignatureElement) -> u32 {
    e.tags
        .iter()
        .find(|(tag, _)| *tag == 0)
        .map_or(0, |(_, v)| *v as u32)
}

/// Saturating: hostile metadata may place an element past `u32::MAX` components.
fn linear_index(e: &SignatureElement, row: u32, col: u32) -> u32 {
    row.saturating_add(e.start_row.max(0) as u32)
        .saturating_mul(COMPONENTS)
        .saturating_add(col)
        .saturating_add(e.start_col.max(0) as u32)
}

/// The patch constant function of a hull shader (`kDxilHSStateTag`, first operand).
fn patch_constant_function(m: &Module) -> Option<FuncId> {
    let entry = *m.named_metadata.get("dx.entryPoints")?.first()?;
    let node = |md| match m.metadata.get(md) {
        Some(MdData::Node { ops, .. }) => Some(ops.as_slice()),
        _ => None,
    };
    let props = node((*node(entry)?.get(4)?)?)?;
    for pair in props.chunks(2) {
        let tag = pair.first().copied().flatten();
        let tag = tag.and_then(|t| match m.metadata.get(t) {
            Some(MdData::Value { value, .. }) => m.const_int(*value),
            _ => None,
        });
        if tag != Some(3) {
            continue;
        }
        let state = node(pair.get(1).copied().flatten()?)?;
        if let Some(MdData::Value {
            value: Value::Function(f),
            ..
        }) = m.metadata.get(state.first().copied().flatten()?)
        {
            return Some(*f);
        }
    }
    None
}

/// A signature access found in a function.
#[derive(Debug, Clone, Copy)]
struct OutputStore {
    func: FuncId,
    inst: Inst,
    /// Whether it writes the patch constant or primitive signature.
    patch_const: bool,
    id: u32,
    row: Option<u32>,
    col: u32,
    value: Value,
}

/// A dx.op call: opcode and arguments after it. The scalar signature intrinsics of
/// the lowering (`llvm.dx.load.input` / `llvm.dx.store.output`, whose operands are
/// those of `loadInput` / `storeOutput` after the opcode) count as those operations, so
/// the state can be computed before `dxil-op-lower`.
fn dx_op<'a>(m: &Module, kind: &'a InstKind) -> Option<(OpCode, &'a [Value])> {
    let InstKind::Call {
        callee: Value::Function(f),
        args,
        ..
    } = kind
    else {
        return None;
    };
    let name = &m.functions[*f].name;
    if name.starts_with("llvm.dx.load.input.") {
        return Some((OpCode::LOAD_INPUT, args));
    }
    if name.starts_with("llvm.dx.store.output.") {
        return Some((OpCode::STORE_OUTPUT, args));
    }
    dxil_model::op_table::dx_op_call(m, kind)
}

fn const_u32(m: &Module, v: Option<&Value>) -> Option<u32> {
    v.and_then(|v| m.const_int(*v))
        .and_then(|x| u32::try_from(x).ok())
}

/// Finds the output stores of `functions` and records dynamically indexed components.
fn analyze_functions(
    m: &Module,
    functions: &[FuncId],
    sigs: &Signatures<'_>,
    state: &mut ViewIdState,
) -> Vec<OutputStore> {
    let mut stores = Vec::new();
    for &f in functions {
        let Some(body) = m.functions[f].body.as_ref() else {
            continue;
        };
        for (_, inst) in body.placed_insts() {
            let Some((op, args)) = dx_op(m, &body.insts[inst].kind) else {
                continue;
            };
            let sig = match op {
                OpCode::LOAD_INPUT => Some(SigKind::Input),
                OpCode::LOAD_PATCH_CONSTANT if sigs.kind == ShaderKind::Domain => {
                    Some(SigKind::PatchConst)
                }
                OpCode::LOAD_OUTPUT_CONTROL_POINT if sigs.kind == ShaderKind::Domain => {
                    Some(SigKind::Input)
                }
                OpCode::STORE_OUTPUT | OpCode::STORE_VERTEX_OUTPUT => Some(SigKind::Output),
                OpCode::STORE_PRIMITIVE_OUTPUT | OpCode::STORE_PATCH_CONSTANT => {
                    Some(SigKind::PatchConst)
                }
                _ => None,
            };
            let Some(sig) = sig else {
                continue;
            };
            let (Some(id), Some(col)) = (const_u32(m, args.first()), const_u32(m, args.get(2)))
            else {
                continue;
            };
            let row = const_u32(m, args.get(1));
            if row.is_none() && col < COMPONENTS {
                let masks = match sig {
                    SigKind::Input => &mut state.input_dynamic_masks,
                    SigKind::Output => &mut state.output_dynamic_masks,
                    SigKind::PatchConst => &mut state.patch_const_dynamic_masks,
                };
                *masks.entry(id).or_insert(0) |= 1 << col;
            }
            let is_store = matches!(
                op,
                OpCode::STORE_OUTPUT
                    | OpCode::STORE_VERTEX_OUTPUT
                    | OpCode::STORE_PRIMITIVE_OUTPUT
                    | OpCode::STORE_PATCH_CONSTANT
            );
            if let (true, Some(&value)) = (is_store, args.get(3)) {
                stores.push(OutputStore {
                    func: f,
                    inst,
                    patch_const: sig == SigKind::PatchConst,
                    id,
                    row,
                    col,
                    value,
                });
            }
        }
    }
    stores
}

/// The contributing instructions of each output component, keyed by (stream of its
/// element, index).
fn output_contributions(
    m: &Module,
    walker: &mut Contributions<'_>,
    stores: &[OutputStore],
    entry_functions: &FxHashSet<FuncId>,
    sigs: &Signatures<'_>,
) -> BTreeMap<(u32, u32), FxHashSet<FuncInst>> {
    let mut roots: BTreeMap<(u32, u32), Vec<(FuncId, Value)>> = BTreeMap::new();
    for store in stores {
        let sig = if store.patch_const {
            SigKind::PatchConst
        } else {
            SigKind::Output
        };
        let Some(element) = sigs.element(sig, store.id) else {
            continue;
        };
        if element.start_row < 0 {
            continue;
        }
        let stream = output_stream(element);
        let rows = match store.row {
            Some(r) => r..r + 1,
            None => 0..element.rows,
        };
        let mut store_roots = vec![(store.func, store.value)];
        if let (Some(info), Some(body)) = (
            walker.funcs.get(&store.func),
            m.functions[store.func].body.as_ref(),
        ) {
            if let Some(&block) = info.block_of.get(&store.inst) {
                store_roots.extend(
                    info.control_dependence_terminators(body, block)
                        .map(|t| (store.func, Value::Inst(t))),
                );
            }
        }
        for row in rows {
            let index = linear_index(element, row, store.col);
            roots
                .entry((stream, index))
                .or_default()
                .extend(store_roots.iter().copied());
        }
    }
    roots
        .into_iter()
        .map(|(key, roots)| {
            let mut set = FxHashSet::default();
            walker.collect(&roots, entry_functions, &mut set);
            (key, set)
        })
        .collect()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SigKind {
    Input,
    Output,
    PatchConst,
}

/// What a contributing instruction reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Link {
    /// The view ID.
    ViewId,
    /// An input component.
    Input(u32),
    /// A patch constant input component (domain shaders).
    PatchConstInput(u32),
    /// A control point output component read back by a hull patch constant function.
    ControlPointOutput(u32),
}

/// The entry's signatures and stage.
struct Signatures<'a> {
    kind: ShaderKind,
    info: &'a DxilInfo,
}

impl Signatures<'_> {
    fn element(&self, sig: SigKind, id: u32) -> Option<&SignatureElement> {
        let list = match sig {
            SigKind::Input => &self.info.entry.inputs,
            SigKind::Output => &self.info.entry.outputs,
            SigKind::PatchConst => &self.info.entry.patch_constants,
        };
        list.iter()
            .find(|e| e.id == id)
            .or_else(|| list.get(id as usize))
    }

    /// The signature components and view ID reads among `set`. `pc` selects the patch
    /// constant view (hull patch constant function, domain patch constant inputs).
    fn links(&self, m: &Module, set: &FxHashSet<FuncInst>, pc: bool) -> BTreeSet<Link> {
        let mut out = BTreeSet::new();
        for &(f, inst) in set {
            let Some(body) = m.functions[f].body.as_ref() else {
                continue;
            };
            let Some((op, args)) = dx_op(m, &body.insts[inst].kind) else {
                continue;
            };
            let domain = self.kind == ShaderKind::Domain;
            let target = match op {
                OpCode::VIEW_ID => {
                    out.insert(Link::ViewId);
                    continue;
                }
                OpCode::LOAD_INPUT if !(domain && pc) => {
                    (SigKind::Input, Link::Input as fn(u32) -> Link)
                }
                OpCode::LOAD_OUTPUT_CONTROL_POINT if self.kind == ShaderKind::Hull => {
                    (SigKind::Output, Link::ControlPointOutput as fn(u32) -> Link)
                }
                OpCode::LOAD_OUTPUT_CONTROL_POINT if domain && !pc => {
                    (SigKind::Input, Link::Input as fn(u32) -> Link)
                }
                OpCode::LOAD_PATCH_CONSTANT if domain && pc => (
                    SigKind::PatchConst,
                    Link::PatchConstInput as fn(u32) -> Link,
                ),
                _ => continue,
            };
            let (Some(id), Some(col)) = (const_u32(m, args.first()), const_u32(m, args.get(2)))
            else {
                continue;
            };
            let Some(element) = self.element(target.0, id) else {
                continue;
            };
            if element.start_row < 0 {
                continue;
            }
            let rows = match const_u32(m, args.get(1)) {
                Some(r) => r..r + 1,
                None => 0..element.rows,
            };
            for row in rows {
                out.insert((target.1)(linear_index(element, row, col)));
            }
        }
        out
    }
}

/// Reads DXC's serialized ViewID state (`!dx.viewIdState`), if the module has one.
pub fn serialized_in_module(m: &Module) -> Option<Vec<u32>> {
    let node = *m.named_metadata.get("dx.viewIdState")?.first()?;
    let MdData::Node { ops, .. } = m.metadata.get(node)? else {
        return None;
    };
    let MdData::Value { value, .. } = m.metadata.get(ops.first().copied().flatten()?)? else {
        return None;
    };
    let c = value.as_const()?;
    match m.consts.get(c) {
        dxil_ir::ConstData::Aggregate { elems, .. } => elems
            .iter()
            .map(|v| m.const_int(*v).map(|x| x as u32))
            .collect(),
        dxil_ir::ConstData::Zero(ty) => {
            let n = match m.types.get(*ty) {
                dxil_ir::TypeData::Array { len, .. } => *len as usize,
                _ => return None,
            };
            Some(vec![0; n])
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_rows_are_output_masks() {
        let mut t = DependencyTable::new(3, 40);
        t.set(1, 0);
        t.set(1, 33);
        t.set(2, 5);
        t.set(5, 1);
        assert_eq!(t.words_per_input(), 2);
        assert_eq!(t.masks, [0, 0, 1, 2, 32, 0]);
        assert!(t.depends(1, 33));
        assert!(!t.depends(0, 0));
    }

    #[test]
    fn serialized_form_of_a_pixel_shader() {
        let mut state = ViewIdState {
            input_scalars: 2,
            output_scalars: [4, 0, 0, 0],
            ..ViewIdState::default()
        };
        state.input_to_output[0] = DependencyTable::new(2, 4);
        state.input_to_output[0].set(1, 3);
        assert_eq!(state.serialize(ShaderKind::Pixel), [2, 4, 0, 8]);
        // Read back, the state is the same.
        let read = ViewIdState::default()
            .with_serialized(&[2, 4, 0, 8], ShaderKind::Pixel)
            .unwrap();
        assert_eq!(read, state);
        assert!(ViewIdState::default()
            .with_serialized(&[2, 4, 0], ShaderKind::Pixel)
            .is_none());
    }
}
