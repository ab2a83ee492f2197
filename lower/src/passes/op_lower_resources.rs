//! The resource half of `dxil-op-lower` (LLVM's DXILOpLowering, resource parts): handle
//! creation becomes `dx.op.createHandleFromBinding` + `dx.op.annotateHandle` (SM 6.6+)
//! or `dx.op.createHandle` (below), and the `llvm.dx.resource.*` accesses become
//! `bufferLoad`/`bufferStore`, `rawBufferLoad`/`rawBufferStore`, `cbufferLoadLegacy`,
//! `bufferUpdateCounter` and `getDimensions`, with DXC's operand conventions.

use crate::analysis::use_table::{replace_uses_through, users_through, UseTable, UseTableBuilder};
use crate::error::LowerError;
use crate::pass_manager::{Pass, PassContext};
use crate::rewrite::FuncCursor;
use dxil_analysis::intrinsics::{called, is_intrinsic, PickedFunctions};
use dxil_analysis::resource_atomics::{ATOMIC_BINOP, ATOMIC_CMPXCHG, OLD_ATOMIC_BINOP};
use dxil_analysis::resource_map::{
    analyze_resource_calls, binding_call, is_analysed_function, is_binding_function, module_layout,
    stash_resources, BindingCall, ResourceInfo, ResourceMap, ResourceType, ResourceTypes,
    NON_UNIFORM_INDEX,
};
use dxil_ir::{
    BinOp, CastOp, ConstData, FloatKind, FuncId, GlobalId, Inst, InstKind, Module, SecondaryMap,
    Site, Type, TypeData, Value,
};
use dxil_model::dx_types::{self, DxStruct};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::ResourceClass;
use dxil_model::op_table::{OpCode, OpDeclarations};
use dxil_model::shader_model::{ShaderKind, ShaderModel};
use dxil_model::ResourceKind;
use rustc_hash::{FxHashMap, FxHashSet};
use texture_ops::get_dimensions_form;

mod texture_ops;

/// The pass: `dxil-op-lower-resources`, the first part of `dxil-op-lower`.
pub struct OpLowerResources;

impl Pass for OpLowerResources {
    fn name(&self) -> &'static str {
        "dxil-op-lower-resources"
    }

    fn run(&self, m: &mut Module, cx: &mut PassContext) -> Result<(), LowerError> {
        let sm = cx
            .shader_model
            .or_else(|| m.triple.as_deref().and_then(ShaderModel::from_triple))
            .unwrap_or(ShaderModel {
                kind: ShaderKind::Library,
                major: 6,
                minor: 0,
            });
        lower_resource_ops(m, sm)
    }
}

/// Base names of the intrinsics this pass lowers.
const LOAD_TYPED: &str = "llvm.dx.resource.load.typedbuffer";
const STORE_TYPED: &str = "llvm.dx.resource.store.typedbuffer";
const LOAD_RAW: &str = "llvm.dx.resource.load.rawbuffer";
const STORE_RAW: &str = "llvm.dx.resource.store.rawbuffer";
const LOAD_CBUFFER_ROW: &str = "llvm.dx.resource.load.cbufferrow";
const UPDATE_COUNTER: &str = "llvm.dx.resource.updatecounter";
const LOAD_LEVEL: &str = "llvm.dx.resource.load.level";
const LOAD_MS: &str = "llvm.dx.resource.load.ms";
const GATHER: &str = "llvm.dx.resource.gather";
const GATHER_CMP: &str = "llvm.dx.resource.gather.cmp";
/// `calculate.lod(texture, sampler, coords)`: the level a sample would take, clamped.
const CALCULATE_LOD: &str = "llvm.dx.resource.calculate.lod";
/// The unclamped form.
const CALCULATE_LOD_UNCLAMPED: &str = "llvm.dx.resource.calculate.lod.unclamped";
const STORE_TEXTURE: &str = "llvm.dx.resource.store.texture";
const HANDLE_FROM_HEAP: &str = "llvm.dx.resource.handlefromheap";

/// Lowers every resource intrinsic of `m` for shader model `sm`.
pub fn lower_resource_ops(m: &mut Module, sm: ShaderModel) -> Result<(), LowerError> {
    // One walk over the code finds what each function's lowering looks at (lowering
    // one function changes no other), and with it the calls the analysis reads.
    let with_users = lowered_instructions(m);
    let mut call_users = Vec::new();
    let mut steps = Vec::new();
    for (f, insts, users) in with_users {
        steps.push((f, insts));
        call_users.push(users);
    }
    let analysed = PickedFunctions::new(m, is_analysed_function);
    let mut calls = Vec::new();
    for (fid, insts) in &steps {
        if let Some(body) = m.functions[*fid].body.as_ref() {
            let called = insts.iter().filter(|&&i| analysed.call(body, i).is_some());
            calls.extend(called.map(|&i| (*fid, i)));
        }
    }
    let map = analyze_resource_calls(m, &calls)?;
    let handle_globals = handle_globals(m, &map, &steps);
    let mut shared = Shared {
        sm,
        map: &map,
        global_bindings: global_bindings(m, &map, &handle_globals)?,
        resource_types: ResourceTypes::default(),
        dl: module_layout(m),
        ops: OpDeclarations::default(),
    };
    // Like LLVM, every function is lowered and each failure reported, naming its
    // function; the first one's site places the whole report.
    let mut failures: Vec<(String, LowerError)> = Vec::new();
    for ((fid, insts), users) in steps.into_iter().zip(call_users) {
        if let Err(e) = lower_function(m, &mut shared, fid, insts, users) {
            failures.push((m.functions[fid].name.to_string(), e));
        }
    }
    if let Some(site) = failures.first().map(|(_, e)| e.site()) {
        let msg = failures
            .iter()
            .map(|(f, e)| format!("in function {f}: {e}"))
            .collect::<Vec<_>>()
            .join("\nerror: ");
        return Err(LowerError::Invalid { msg, site });
    }
    stash_resources(m, &map);
    remove_dead_resource_symbols(m);
    Ok(())
}

/// For each function with a body, in order, the instructions its lowering looks at
/// (resource calls, loads and stores of globals, phis and selects), in order: most of
/// a body is none of these; and, found in the same walk, the users of the resource
/// calls and of the extracts of their results (so that lowering a load neither walks
/// the body for its extracts nor to replace them).
fn lowered_instructions(m: &Module) -> Vec<(FuncId, Vec<Inst>, Option<UseTable>)> {
    let resource_calls = PickedFunctions::new(m, |n| {
        n.starts_with("llvm.dx.resource.") || is_binding_function(n)
    });
    let mut out = Vec::new();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let mut insts = Vec::new();
        let mut table = UseTableBuilder::new(body);
        for (_, i) in body.placed_insts() {
            let kind = &body.insts[i].kind;
            table.visit(i, kind);
            let step = match kind {
                InstKind::Call { .. } => {
                    let call = resource_calls.call(body, i).is_some();
                    if call {
                        table.follow(i);
                    }
                    call
                }
                InstKind::ExtractValue { agg: from, .. }
                | InstKind::ExtractElement { vec: from, .. } => {
                    if table.follows_through(*from) {
                        table.follow(i);
                    }
                    false
                }
                InstKind::Load {
                    ptr: Value::Global(_),
                    ..
                }
                | InstKind::Store {
                    ptr: Value::Global(_),
                    ..
                }
                | InstKind::Phi { .. }
                | InstKind::Select { .. } => true,
                _ => false,
            };
            if step {
                insts.push(i);
            }
        }
        out.push((fid, insts, table.finish(body)));
    }
    out
}

/// For each global a handle is stored into (`@X.cb`), the binding call whose handle it
/// holds (the stores are among the `steps` of [`lowered_instructions`]).
fn handle_globals(
    m: &Module,
    map: &ResourceMap,
    steps: &[(FuncId, Vec<Inst>)],
) -> FxHashMap<GlobalId, (FuncId, Inst)> {
    let mut out = FxHashMap::default();
    for (fid, insts) in steps {
        let fid = *fid;
        let Some(body) = &m.functions[fid].body else {
            continue;
        };
        for &i in insts {
            if let InstKind::Store {
                val: Value::Inst(v),
                ptr: Value::Global(g),
                ..
            } = &body.insts[i].kind
            {
                if map.by_call.contains_key(&(fid, *v)) {
                    out.insert(*g, (fid, *v));
                }
            }
        }
    }
    out
}

struct Lowerer<'c, 'm> {
    c: FuncCursor<'m>,
    sm: ShaderModel,
    map: &'c ResourceMap,
    /// Old handle values (binding calls, loads of handle globals) → `%dx.types.Handle`,
    /// replaced with the rows when the function is done.
    handles: FxHashMap<Value, Value>,
    /// Lowered cbuffer row loads → their `cbufferLoadLegacy` calls, applied in one walk
    /// when the function is done (nothing lowered later reads a row's users; replacing
    /// each row's uses at once walked the body per row).
    rows: FxHashMap<Value, Value>,
    dead: FxHashSet<Inst>,
    /// The users of the function's resource calls and their extracts, when one walk
    /// could find them (see [`lowered_instructions`]).
    users: Option<UseTable>,
    resource_types: &'c mut ResourceTypes,
    /// The module's data layout, read once for the pass.
    dl: DataLayout,
    ops: &'c mut OpDeclarations,
}

/// What lowering every function shares: the target, the resources, the handles that
/// globals hold, and the handle types read so far.
struct Shared<'c> {
    sm: ShaderModel,
    map: &'c ResourceMap,
    /// Binding calls whose handles globals hold, read before any body is lowered.
    global_bindings: FxHashMap<GlobalId, (BindingCall, usize)>,
    resource_types: ResourceTypes,
    dl: DataLayout,
    ops: OpDeclarations,
}

/// The binding calls `handle_globals` names, with their resources.
fn global_bindings(
    m: &Module,
    map: &ResourceMap,
    handle_globals: &FxHashMap<GlobalId, (FuncId, Inst)>,
) -> Result<FxHashMap<GlobalId, (BindingCall, usize)>, LowerError> {
    let mut out = FxHashMap::default();
    for (g, (f, i)) in handle_globals {
        let Some(body) = m.functions[*f].body.as_ref() else {
            continue;
        };
        if let (Some(bc), Some(&idx)) = (binding_call(m, *f, body, *i)?, map.by_call.get(&(*f, *i)))
        {
            out.insert(*g, (bc, idx));
        }
    }
    Ok(out)
}

fn lower_function(
    m: &mut Module,
    shared: &mut Shared,
    fid: FuncId,
    insts: Vec<Inst>,
    users: Option<UseTable>,
) -> Result<(), LowerError> {
    let Some(mut c) = FuncCursor::open(m, fid) else {
        return Ok(());
    };
    c.stage_inserts();
    let Shared {
        sm,
        map,
        global_bindings,
        resource_types,
        dl,
        ops,
    } = shared;
    let mut l = Lowerer {
        c,
        sm: *sm,
        map,
        handles: FxHashMap::default(),
        rows: FxHashMap::default(),
        dead: FxHashSet::default(),
        users,
        resource_types,
        dl: *dl,
        ops,
    };
    let result = l.run(fid, global_bindings, insts);
    let Lowerer {
        mut c,
        dead,
        mut rows,
        handles,
        ..
    } = l;
    rows.extend(handles);
    c.place_staged();
    crate::rewrite::replace_uses_in_body(&mut c.body, &rows);
    let mut marked = SecondaryMap::new();
    for i in dead {
        marked.set(i, true);
    }
    crate::rewrite::erase_marked(&mut c.body, &marked);
    c.finish();
    result
}

impl Lowerer<'_, '_> {
    fn site(&self, i: Inst) -> Option<Site> {
        Some(Site::Inst(self.c.func, i))
    }

    /// Lowers the function's `insts` (see [`lowered_instructions`]).
    fn run(
        &mut self,
        fid: FuncId,
        global_bindings: &FxHashMap<GlobalId, (BindingCall, usize)>,
        insts: Vec<Inst>,
    ) -> Result<(), LowerError> {
        // Handles first, so every access below sees its `%dx.types.Handle`.
        for &i in &insts {
            if let Some(bc) = binding_call(self.c.m, fid, &self.c.body, i)? {
                if bc.implicit {
                    return Err(LowerError::Invalid {
                        msg: "resource has an implicit binding; run dxil-resource-implicit-binding first".into(),
                        site: self.site(i),
                    });
                }
                let idx = *self
                    .map
                    .by_call
                    .get(&(fid, i))
                    .ok_or_else(|| LowerError::Invalid {
                        msg: "handle-creating call not in the resource map".into(),
                        site: self.site(i),
                    })?;
                self.c.before(i);
                let name = self.c.body.insts[i].name.take();
                let h = self.create_handle(&bc, &self.map.resources[idx], name)?;
                self.handles.insert(Value::Inst(i), h);
                self.dead.insert(i);
            } else if let Some(args) = called(self.c.m, &self.c.body, i)
                .filter(|(n, _)| is_intrinsic(n, HANDLE_FROM_HEAP))
                .map(|(_, a)| a.to_vec())
            {
                let dl = self.dl;
                let t = self.c.body.insts[i].ty;
                let res = self.resource_types.of(self.c.m, &dl, t).ok_or_else(|| {
                    LowerError::Invalid {
                        msg: "llvm.dx.resource.handlefromheap must return a resource type".into(),
                        site: self.site(i),
                    }
                })?;
                self.c.before(i);
                let h = self.create_heap_handle(i, &res, &args)?;
                self.handles.insert(Value::Inst(i), h);
                self.dead.insert(i);
            } else if let InstKind::Load {
                ptr: Value::Global(g),
                ..
            } = self.c.body.insts[i].kind
            {
                if let Some((bc, idx)) = global_bindings.get(&g) {
                    self.c.before(i);
                    let h = self.create_handle(bc, &self.map.resources[*idx], None)?;
                    self.handles.insert(Value::Inst(i), h);
                    self.dead.insert(i);
                }
            } else if let InstKind::Store {
                ptr: Value::Global(g),
                ..
            } = self.c.body.insts[i].kind
            {
                if global_bindings.contains_key(&g) {
                    self.dead.insert(i);
                }
            }
        }
        // The new handles replace the old ones when the function is done, in the walk
        // that replaces the row loads; the accesses below read them through the map.
        // Phis and selects of handles become `%dx.types.Handle` too.
        let handle_ty = dx_types::handle(self.c.m)?;
        for &i in &insts {
            let t = self.c.body.insts[i].ty;
            if is_resource_type(self.c.m, t)
                && matches!(
                    self.c.body.insts[i].kind,
                    InstKind::Phi { .. } | InstKind::Select { .. }
                )
            {
                self.c.body.insts[i].ty = handle_ty;
            }
        }
        for &i in &insts {
            if self.dead.contains(&i) {
                continue;
            }
            let Some((name, args)) = called(self.c.m, &self.c.body, i) else {
                continue;
            };
            let name = name.to_string();
            let args: Vec<Value> = args
                .iter()
                .map(|a| self.handles.get(a).copied().unwrap_or(*a))
                .collect();
            if is_intrinsic(&name, NON_UNIFORM_INDEX) {
                if let Some(&a) = args.first() {
                    self.replace_uses(i, a);
                }
                self.dead.insert(i);
                continue;
            }
            if !name.starts_with("llvm.dx.resource.") {
                continue;
            }
            let res_ty = self.operand_resource_type(i)?;
            self.c.before(i);
            if is_intrinsic(&name, LOAD_TYPED) {
                self.lower_typed_load(i, &res_ty, &args)?;
            } else if is_intrinsic(&name, STORE_TYPED) {
                self.lower_typed_store(i, &res_ty, &args)?;
            } else if is_intrinsic(&name, LOAD_RAW) {
                self.lower_raw_load(i, &res_ty, &args)?;
            } else if is_intrinsic(&name, STORE_RAW) {
                self.lower_raw_store(i, &res_ty, &args)?;
            } else if is_intrinsic(&name, ATOMIC_BINOP) || is_intrinsic(&name, OLD_ATOMIC_BINOP) {
                self.lower_atomic_binop(i, &res_ty, &args)?;
            } else if is_intrinsic(&name, ATOMIC_CMPXCHG) {
                self.lower_atomic_cmpxchg(i, &res_ty, &args)?;
            } else if is_intrinsic(&name, LOAD_LEVEL) || is_intrinsic(&name, LOAD_MS) {
                self.lower_texture_load(i, &res_ty, &args)?;
            } else if is_intrinsic(&name, STORE_TEXTURE) {
                self.lower_texture_store(i, &res_ty, &args)?;
            } else if name.starts_with(LOAD_CBUFFER_ROW) {
                self.lower_cbuffer_row(i, &args)?;
            } else if is_intrinsic(&name, UPDATE_COUNTER) {
                let f = self
                    .ops
                    .declare(self.c.m, OpCode::BUFFER_UPDATE_COUNTER, None)?;
                let op = self.c.opcode(OpCode::BUFFER_UPDATE_COUNTER);
                let v = self.named_call(f, vec![op, args[0], args[1]], i);
                self.replace_uses(i, v);
            } else if let Some(form) = texture_ops::SAMPLE_FORMS
                .iter()
                .find(|f| is_intrinsic(&name, f.name))
            {
                let clamp = is_intrinsic(&name, &format!("{}.clamp", form.name));
                self.lower_sample(i, form, clamp, &args)?;
            } else if is_intrinsic(&name, GATHER_CMP) {
                self.lower_gather(i, true, &args)?;
            } else if is_intrinsic(&name, GATHER) {
                self.lower_gather(i, false, &args)?;
            } else if is_intrinsic(&name, CALCULATE_LOD)
                || is_intrinsic(&name, CALCULATE_LOD_UNCLAMPED)
            {
                let clamped = !is_intrinsic(&name, CALCULATE_LOD_UNCLAMPED);
                self.lower_calculate_lod(i, clamped, &args)?;
            } else if let Some((with_mip, comps)) = get_dimensions_form(&name) {
                self.lower_get_dimensions(i, &res_ty, &args, with_mip, comps)?;
            } else {
                return Err(LowerError::Unsupported {
                    what: format!("lowering a call to @{name}"),
                    site: self.site(i),
                });
            }
            self.dead.insert(i);
        }
        Ok(())
    }

    /// The placed users of `v` (see [`users_through`]).
    fn users_of(&mut self, v: Value) -> Vec<Inst> {
        users_through(&mut self.users, &self.c, v)
    }

    /// Replaces the uses of `old` by `new` (see [`replace_uses_through`]).
    fn replace_uses(&mut self, old: Inst, new: Value) {
        replace_uses_through(&mut self.users, &mut self.c, old, new)
    }

    /// Calls `f` with `args`; the call takes the name of the intrinsic call `from` it
    /// replaces, as LLVM's op lowering names its ops.
    fn named_call(&mut self, f: FuncId, args: Vec<Value>, from: Inst) -> Value {
        let v = self.c.call(f, args);
        let name = self.c.body.insts[from].name.take();
        set_name(&mut self.c, v, name.as_deref(), "");
        v
    }

    /// The resource type of the handle operand, from the intrinsic's declared type.
    fn operand_resource_type(&mut self, i: Inst) -> Result<ResourceType, LowerError> {
        let fn_ty = match &self.c.body.insts[i].kind {
            InstKind::Call { fn_ty, .. } => *fn_ty,
            _ => unreachable_site(self.site(i))?,
        };
        let first = match self.c.m.types.get(fn_ty) {
            TypeData::Function { params, .. } => params.first().copied(),
            _ => None,
        };
        let dl = self.dl;
        first
            .and_then(|t| self.resource_types.of(self.c.m, &dl, t))
            .ok_or_else(|| LowerError::Invalid {
                msg: "resource intrinsic without a resource handle operand".into(),
                site: self.site(i),
            })
    }

    /// The `%dx.types.Handle` of binding `bc` of resource `r`. Like LLVM, the new
    /// handle takes the binding call's `name` (the annotated one `name_annot`).
    fn create_handle(
        &mut self,
        bc: &BindingCall,
        r: &ResourceInfo,
        name: Option<dxil_ir::ThinStr>,
    ) -> Result<Value, LowerError> {
        let lb = r.lower_bound;
        let index = match self.c.m.const_int(bc.index) {
            Some(k) => self.c.i32(i64::from(lb) + k as i64),
            None if lb == 0 => bc.index,
            None => {
                let lbv = self.c.i32(i64::from(lb));
                self.c.binary(BinOp::Add, bc.index, lbv)
            }
        };
        let i1 = self.c.m.types.int(1);
        let nu = self.c.m.consts.int(i1, 1, i128::from(bc.non_uniform));
        let class = r.ty.class as i128;
        if self.sm.at_least(6, 6) {
            let bind_ty = dx_types::dx_struct(self.c.m, DxStruct::ResBind)?;
            let i8t = self.c.m.types.int(8);
            let fields = [
                self.c.i32(i64::from(lb)),
                self.c.i32(i64::from(r.upper_bound() as i32)),
                self.c.i32(i64::from(r.space)),
                self.c.m.consts.int(i8t, 8, class),
            ];
            let bind = aggregate(self.c.m, bind_ty, fields.to_vec());
            let f = self
                .ops
                .declare(self.c.m, OpCode::CREATE_HANDLE_FROM_BINDING, None)?;
            let op = self.c.opcode(OpCode::CREATE_HANDLE_FROM_BINDING);
            let h = self.c.call(f, vec![op, bind, index, nu]);
            set_name(&mut self.c, h, name.as_deref(), "");
            let props =
                r.ty.annotate_props(self.c.m, r.globally_coherent, r.has_counter);
            self.annotate_handle(h, props, name.as_deref())
        } else if self.sm.kind == dxil_model::ShaderKind::Library {
            // A library before 6.6 names a resource by its global: the handle is
            // `createHandleForLib` of the global's value (`createHandle` is for
            // non-library targets only).
            let g = library_symbol(self.c.m, r.ty.class, r.record_id).ok_or_else(|| {
                LowerError::invalid(format!("resource '{}' has no global symbol", r.name))
            })?;
            let value_ty = self.c.m.globals[g].value_ty;
            let (ptr, sym_ty) = match self.c.m.types.get(value_ty) {
                TypeData::Array { elem, .. } => {
                    let elem = *elem;
                    let zero = self.c.i32(0);
                    let ptr_ty = self.c.m.types.ptr(0);
                    let p = self.c.insert(
                        ptr_ty,
                        InstKind::Gep {
                            source: value_ty,
                            flags: dxil_ir::GepFlags::default(),
                            base: Value::Global(g),
                            indices: vec![zero, bc.index],
                        },
                    );
                    (p, elem)
                }
                _ => (Value::Global(g), value_ty),
            };
            let v = self.c.insert(
                sym_ty,
                InstKind::Load {
                    ptr,
                    align: None,
                    volatile: false,
                    atomic: None,
                },
            );
            let f = self
                .ops
                .declare(self.c.m, OpCode::CREATE_HANDLE_FOR_LIB, Some(sym_ty))?;
            let op = self.c.opcode(OpCode::CREATE_HANDLE_FOR_LIB);
            let h = self.c.call(f, vec![op, v]);
            set_name(&mut self.c, h, name.as_deref(), "");
            Ok(h)
        } else {
            let i8t = self.c.m.types.int(8);
            let class_v = self.c.m.consts.int(i8t, 8, class);
            let range = self.c.i32(i64::from(r.record_id));
            let f = self.ops.declare(self.c.m, OpCode::CREATE_HANDLE, None)?;
            let op = self.c.opcode(OpCode::CREATE_HANDLE);
            let h = self.c.call(f, vec![op, class_v, range, index, nu]);
            set_name(&mut self.c, h, name.as_deref(), "");
            Ok(h)
        }
    }

    /// `dx.op.annotateHandle` of `h` with the resource properties `(w0, w1)`; the
    /// result is named `<name>_annot`.
    fn annotate_handle(
        &mut self,
        h: Value,
        (w0, w1): (u32, u32),
        name: Option<&str>,
    ) -> Result<Value, LowerError> {
        let props_ty = dx_types::dx_struct(self.c.m, DxStruct::ResourceProperties)?;
        let props_fields = vec![
            self.c.i32(i64::from(w0 as i32)),
            self.c.i32(i64::from(w1 as i32)),
        ];
        let props = aggregate(self.c.m, props_ty, props_fields);
        let f = self.ops.declare(self.c.m, OpCode::ANNOTATE_HANDLE, None)?;
        let op = self.c.opcode(OpCode::ANNOTATE_HANDLE);
        let annotated = self.c.call(f, vec![op, h, props]);
        set_name(&mut self.c, annotated, name, "_annot");
        Ok(annotated)
    }

    /// The handle of `llvm.dx.resource.handlefromheap(index, non-uniform)` call `i`
    /// returning `res`: `dx.op.createHandleFromHeap` (SM 6.6+; from the sampler heap for
    /// samplers) annotated with the resource's properties.
    fn create_heap_handle(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<Value, LowerError> {
        let &[index, non_uniform] = args else {
            return Err(LowerError::Invalid {
                msg: "llvm.dx.resource.handlefromheap takes an index and a non-uniform flag".into(),
                site: self.site(i),
            });
        };
        if !self.sm.at_least(6, 6) {
            return Err(LowerError::Invalid {
                msg: "resources from the descriptor heap need shader model 6.6 or later".into(),
                site: self.site(i),
            });
        }
        let i1 = self.c.m.types.int(1);
        let is_sampler = res.class == ResourceClass::Sampler;
        let sampler_heap = self.c.m.consts.int(i1, 1, i128::from(is_sampler));
        let f = self
            .ops
            .declare(self.c.m, OpCode::CREATE_HANDLE_FROM_HEAP, None)?;
        let op = self.c.opcode(OpCode::CREATE_HANDLE_FROM_HEAP);
        let name = self.c.body.insts[i].name.take();
        let h = self.c.call(f, vec![op, index, sampler_heap, non_uniform]);
        set_name(&mut self.c, h, name.as_deref(), "");
        let props = res.annotate_props(self.c.m, false, false);
        self.annotate_handle(h, props, name.as_deref())
    }

    /// `{T, i1}` result of a load intrinsic: the element type T.
    fn loaded_type(&self, i: Inst) -> Result<Type, LowerError> {
        let t = self.c.body.insts[i].ty;
        self.c
            .m
            .types
            .aggregate_element(t, 0)
            .ok_or_else(|| LowerError::Invalid {
                msg: "resource load must return { T, i1 }".into(),
                site: self.site(i),
            })
    }

    fn lower_typed_load(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(), LowerError> {
        let t = self.loaded_type(i)?;
        let (scalar, n) = scalar_and_count(self.c.m, t);
        let wide = is_64bit(self.c.m, scalar);
        let i32t = self.c.m.types.int(32);
        let overload = if wide { i32t } else { scalar };
        if n * if wide { 2 } else { 1 } > 4 {
            return Err(LowerError::Invalid {
                msg: "typed buffer element is larger than 16 bytes".into(),
                site: self.site(i),
            });
        }
        let _ = res;
        let f = self
            .ops
            .declare(self.c.m, OpCode::BUFFER_LOAD, Some(overload))?;
        let op = self.c.opcode(OpCode::BUFFER_LOAD);
        let undef = self.c.m.consts.undef(i32t);
        let ret = self.named_call(f, vec![op, args[0], args[1], undef], i);
        self.finish_load(i, ret, scalar, n, wide)
    }

    fn lower_raw_load(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(), LowerError> {
        let t = self.loaded_type(i)?;
        let (scalar, n) = scalar_and_count(self.c.m, t);
        let wide = is_64bit(self.c.m, scalar);
        if n > 4 {
            return Err(LowerError::Invalid {
                msg: "raw buffer load of more than 4 elements".into(),
                site: self.site(i),
            });
        }
        let (index, offset) = self.raw_coordinates(res, args[1], args[2]);
        if self.sm.at_least(6, 2) {
            if wide && !self.sm.at_least(6, 3) {
                return Err(LowerError::Invalid {
                    msg: "Cannot create RawBufferLoad operation: Invalid overload type".into(),
                    site: self.site(i),
                });
            }
            let f = self
                .ops
                .declare(self.c.m, OpCode::RAW_BUFFER_LOAD, Some(scalar))?;
            let op = self.c.opcode(OpCode::RAW_BUFFER_LOAD);
            let i8t = self.c.m.types.int(8);
            let mask = self.c.m.consts.int(i8t, 8, (1i128 << n) - 1);
            let align = self.c.i32(scalar_bytes(self.c.m, scalar) as i64);
            let ret = self.named_call(f, vec![op, args[0], index, offset, mask, align], i);
            self.finish_load(i, ret, scalar, n, false)
        } else {
            let i32t = self.c.m.types.int(32);
            let overload = if wide { i32t } else { scalar };
            let f = self
                .ops
                .declare(self.c.m, OpCode::BUFFER_LOAD, Some(overload))?;
            let op = self.c.opcode(OpCode::BUFFER_LOAD);
            let ret = self.named_call(f, vec![op, args[0], index, offset], i);
            self.finish_load(i, ret, scalar, n, wide)
        }
    }

    /// DXC's coordinates for raw buffers: a byte-address buffer takes its byte offset in
    /// the first coordinate and `undef` in the second.
    fn raw_coordinates(
        &mut self,
        res: &ResourceType,
        index: Value,
        offset: Value,
    ) -> (Value, Value) {
        if res.kind == ResourceKind::RawBuffer {
            let i32t = self.c.m.types.int(32);
            let undef = self.c.m.consts.undef(i32t);
            let unused =
                self.c.m.const_int(offset) == Some(0) || self.c.m.is_undef_or_poison(offset);
            if unused {
                (index, undef)
            } else {
                (self.c.binary(BinOp::Add, index, offset), undef)
            }
        } else {
            (index, offset)
        }
    }

    /// Replaces the uses of load intrinsic `i` (`{T, i1}`) by values taken from the
    /// `ResRet` `ret`: extracts of the element (per component when only constant
    /// `extractelement`s use it, else a rebuilt vector) and the mapped-check bit.
    fn finish_load(
        &mut self,
        i: Inst,
        ret: Value,
        scalar: Type,
        n: u32,
        wide: bool,
    ) -> Result<(), LowerError> {
        // (A load's users are its extracts, untouched until here.)
        let users = self.users_of(Value::Inst(i));
        let mut comps: Vec<Option<Value>> = vec![None; n as usize];
        for u in users {
            let InstKind::ExtractValue { indices, .. } = &self.c.body.insts[u].kind else {
                return Err(LowerError::Unsupported {
                    what: "a resource load result used other than by extractvalue".into(),
                    site: self.site(i),
                });
            };
            match indices.as_slice() {
                [1] => {
                    let status = self.c.extract_value(ret, 4);
                    let f = self
                        .ops
                        .declare(self.c.m, OpCode::CHECK_ACCESS_FULLY_MAPPED, None)?;
                    let op = self.c.opcode(OpCode::CHECK_ACCESS_FULLY_MAPPED);
                    let bit = self.c.call(f, vec![op, status]);
                    let base = match ret {
                        Value::Inst(r) => self.c.body.insts[r].name.clone(),
                        _ => None,
                    };
                    set_name(&mut self.c, bit, base.as_deref(), "_check");
                    self.replace_uses(u, bit);
                    self.dead.insert(u);
                }
                [0] => {
                    self.replace_element(u, ret, scalar, n, wide, &mut comps)?;
                    self.dead.insert(u);
                }
                _ => {
                    return Err(LowerError::Invalid {
                        msg: "bad extractvalue of a resource load".into(),
                        site: self.site(u),
                    })
                }
            }
        }
        Ok(())
    }

    /// Replaces the uses of `u`, which holds a loaded element (scalar or vector), by
    /// components of the `ResRet` `ret`: constant `extractelement`s by the component,
    /// dynamic ones through an alloca, anything else by a rebuilt vector.
    fn replace_element(
        &mut self,
        u: Inst,
        ret: Value,
        scalar: Type,
        n: u32,
        wide: bool,
        comps: &mut [Option<Value>],
    ) -> Result<(), LowerError> {
        let elem_ty = self.c.body.insts[u].ty;
        if elem_ty == scalar {
            let v = self.component(ret, 0, scalar, wide, comps)?;
            self.replace_uses(u, v);
            return Ok(());
        }
        let value_users = self.users_of(Value::Inst(u));
        let mut direct = Vec::new();
        for w in &value_users {
            if let InstKind::ExtractElement { index, .. } = &self.c.body.insts[*w].kind {
                match self.c.m.const_int(*index) {
                    Some(k) if (k as u32) < n => direct.push((*w, k as u32)),
                    _ => {}
                }
            }
        }
        for (w, k) in &direct {
            let v = self.component(ret, *k, scalar, wide, comps)?;
            self.replace_uses(*w, v);
            self.dead.insert(*w);
        }
        let dynamic: Vec<Inst> = value_users
            .iter()
            .copied()
            .filter(|w| is_dynamic_extract(self.c.m, &self.c.body, *w))
            .collect();
        if !dynamic.is_empty() {
            self.spill_for_dynamic_extracts(ret, scalar, n, wide, comps, &dynamic)?;
        }
        if direct.len() + dynamic.len() < value_users.len() {
            let mut elems = Vec::new();
            for k in 0..n {
                elems.push(self.component(ret, k, scalar, wide, comps)?);
            }
            let v = self.c.build_vector(elem_ty, &elems);
            self.replace_uses(u, v);
        }
        Ok(())
    }

    /// LLVM's way with `extractelement`s of a loaded vector at a non-constant index:
    /// the components go to an `alloca [n x T]` and each such extract becomes a load
    /// from its element, so no vector is left.
    fn spill_for_dynamic_extracts(
        &mut self,
        ret: Value,
        scalar: Type,
        n: u32,
        wide: bool,
        comps: &mut [Option<Value>],
        dynamic: &[Inst],
    ) -> Result<(), LowerError> {
        let array = self.c.m.types.array(scalar, u64::from(n));
        let ptr = self.c.m.types.ptr(0);
        let align = Some(u64::from(scalar_bytes(self.c.m, scalar)));
        let slots = self.c.insert(
            ptr,
            InstKind::Alloca {
                allocated: array,
                count: None,
                align,
                addrspace: 0,
            },
        );
        let zero = self.c.i32(0);
        let void = self.c.m.types.void();
        for k in 0..n {
            let v = self.component(ret, k, scalar, wide, comps)?;
            let index = self.c.i32(i64::from(k));
            let slot = self.element_pointer(array, slots, vec![zero, index]);
            self.c.insert(
                void,
                InstKind::Store {
                    val: v,
                    ptr: slot,
                    align,
                    volatile: false,
                    atomic: None,
                },
            );
        }
        for &w in dynamic {
            let InstKind::ExtractElement { index, .. } = self.c.body.insts[w].kind else {
                continue;
            };
            let slot = self.element_pointer(array, slots, vec![zero, index]);
            let v = self.c.insert(
                scalar,
                InstKind::Load {
                    ptr: slot,
                    align,
                    volatile: false,
                    atomic: None,
                },
            );
            self.replace_uses(w, v);
            self.dead.insert(w);
        }
        Ok(())
    }

    /// `getelementptr inbounds source, base, indices`.
    fn element_pointer(&mut self, source: Type, base: Value, indices: Vec<Value>) -> Value {
        let ptr = self.c.m.types.ptr(0);
        self.c.insert(
            ptr,
            InstKind::Gep {
                source,
                flags: dxil_ir::GepFlags {
                    inbounds: true,
                    ..Default::default()
                },
                base,
                indices,
            },
        )
    }

    /// Component `k` of a load, extracted once (64-bit ones from two `i32` words).
    fn component(
        &mut self,
        ret: Value,
        k: u32,
        scalar: Type,
        wide: bool,
        cache: &mut [Option<Value>],
    ) -> Result<Value, LowerError> {
        if let Some(Some(v)) = cache.get(k as usize) {
            return Ok(*v);
        }
        let v = if wide {
            let lo = self.c.extract_value(ret, 2 * k);
            let hi = self.c.extract_value(ret, 2 * k + 1);
            self.join_64(lo, hi, scalar)?
        } else {
            self.c.extract_value(ret, k)
        };
        if let Some(slot) = cache.get_mut(k as usize) {
            *slot = Some(v);
        }
        Ok(v)
    }

    fn join_64(&mut self, lo: Value, hi: Value, scalar: Type) -> Result<Value, LowerError> {
        if matches!(self.c.m.types.get(scalar), TypeData::Float(_)) {
            let f = self.ops.declare(self.c.m, OpCode::MAKE_DOUBLE, None)?;
            let op = self.c.opcode(OpCode::MAKE_DOUBLE);
            Ok(self.c.call(f, vec![op, lo, hi]))
        } else {
            let i64t = self.c.m.types.int(64);
            let lo64 = self.c.cast(CastOp::ZExt, lo, i64t);
            let hi64 = self.c.cast(CastOp::ZExt, hi, i64t);
            let shift = dxil_ir::edit::const_int(self.c.m, 64, 32);
            let hi_sh = self.c.binary(BinOp::Shl, hi64, shift);
            Ok(self.c.binary(BinOp::Or, lo64, hi_sh))
        }
    }

    /// 64-bit components as 32-bit words, low word first (what buffer stores of 64-bit
    /// data write).
    fn split_words(&mut self, vals: Vec<Value>, scalar: Type) -> Result<Vec<Value>, LowerError> {
        let mut words = Vec::with_capacity(2 * vals.len());
        for v in vals {
            let (lo, hi) = self.split_64(v, scalar)?;
            words.push(lo);
            words.push(hi);
        }
        Ok(words)
    }

    fn split_64(&mut self, v: Value, scalar: Type) -> Result<(Value, Value), LowerError> {
        if matches!(self.c.m.types.get(scalar), TypeData::Float(_)) {
            let f = self.ops.declare(self.c.m, OpCode::SPLIT_DOUBLE, None)?;
            let op = self.c.opcode(OpCode::SPLIT_DOUBLE);
            let parts = self.c.call(f, vec![op, v]);
            let lo = self.c.extract_value(parts, 0);
            let hi = self.c.extract_value(parts, 1);
            Ok((lo, hi))
        } else {
            let i32t = self.c.m.types.int(32);
            let lo = self.c.cast(CastOp::Trunc, v, i32t);
            let shift = dxil_ir::edit::const_int(self.c.m, 64, 32);
            let sh = self.c.binary(BinOp::LShr, v, shift);
            let hi = self.c.cast(CastOp::Trunc, sh, i32t);
            Ok((lo, hi))
        }
    }

    /// The scalar components of a stored value: the elements an `insertelement` chain
    /// built, a constant's elements, or `extractelement`s.
    fn components_of(&mut self, v: Value, scalar: Type, n: u32) -> Vec<Value> {
        let vt = self.c.ty(v);
        if vt == scalar {
            return vec![v];
        }
        if let Some(elems) = insert_chain(self.c.m, &self.c.body, v, n) {
            return elems;
        }
        // LLVM's op lowering extracts with `i32` lane numbers.
        (0..n)
            .map(|k| {
                let index = self.c.i32(i64::from(k));
                self.c
                    .insert(scalar, InstKind::ExtractElement { vec: v, index })
            })
            .collect()
    }

    fn check_writable(&self, i: Inst, res: &ResourceType) -> Result<(), LowerError> {
        if res.class != ResourceClass::Uav {
            return Err(LowerError::Invalid {
                msg: "store to a read-only resource (SRV)".into(),
                site: self.site(i),
            });
        }
        Ok(())
    }

    /// The data of a typed or texture store (`args[2]`), once its resource is known to
    /// be writable: the value, its scalar type and its component count.
    fn store_data(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(Value, Type, u32), LowerError> {
        self.check_writable(i, res)?;
        let data = args[2];
        let t = self.c.ty(data);
        let (scalar, n) = scalar_and_count(self.c.m, t);
        Ok((data, scalar, n))
    }

    fn lower_typed_store(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(), LowerError> {
        let (data, scalar, n) = self.store_data(i, res, args)?;
        let wide = is_64bit(self.c.m, scalar);
        let mut vals = self.components_of(data, scalar, n);
        let mut overload = scalar;
        if wide {
            vals = self.split_words(vals, scalar)?;
            overload = self.c.m.types.int(32);
        }
        if vals.len() > 4 || vals.is_empty() {
            return Err(LowerError::Invalid {
                msg: "typedBufferStore data must be a vector of at most 4 32-bit elements".into(),
                site: self.site(i),
            });
        }
        // DXC repeats the components to fill all four slots and writes mask 0xf.
        let filled: Vec<Value> = (0..4).map(|k| vals[k % vals.len()]).collect();
        let f = self
            .ops
            .declare(self.c.m, OpCode::BUFFER_STORE, Some(overload))?;
        let op = self.c.opcode(OpCode::BUFFER_STORE);
        let i32t = self.c.m.types.int(32);
        let undef = self.c.m.consts.undef(i32t);
        let i8t = self.c.m.types.int(8);
        let mask = self.c.m.consts.int(i8t, 8, 15);
        let mut call_args = vec![op, args[0], args[1], undef];
        call_args.extend(filled);
        call_args.push(mask);
        self.c.call(f, call_args);
        self.drop_dead_insert_chain(data, i);
        Ok(())
    }

    /// After a store intrinsic `store` is replaced, the `insertelement` chain that only
    /// built its data goes too (LLVM erases it: its lanes went to the op directly).
    fn drop_dead_insert_chain(&mut self, data: Value, store: Inst) {
        let mut cur = data;
        while let Value::Inst(v) = cur {
            let InstKind::InsertElement { vec, .. } = self.c.body.insts[v].kind else {
                break;
            };
            let only_dead_users = self
                .users_of(cur)
                .iter()
                .all(|u| *u == store || self.dead.contains(u));
            if !only_dead_users {
                break;
            }
            self.dead.insert(v);
            cur = vec;
        }
    }

    fn lower_raw_store(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(), LowerError> {
        self.check_writable(i, res)?;
        let data = args[3];
        let t = self.c.ty(data);
        let (scalar, n) = scalar_and_count(self.c.m, t);
        let wide = is_64bit(self.c.m, scalar);
        if n > 4 {
            return Err(LowerError::Invalid {
                msg: "raw buffer store of more than 4 elements".into(),
                site: self.site(i),
            });
        }
        let (index, offset) = self.raw_coordinates(res, args[1], args[2]);
        let mut vals = self.components_of(data, scalar, n);
        let mut overload = scalar;
        let raw = self.sm.at_least(6, 2);
        if raw && wide && !self.sm.at_least(6, 3) {
            return Err(LowerError::Invalid {
                msg: "Cannot create RawBufferStore operation: Invalid overload type".into(),
                site: self.site(i),
            });
        }
        if !raw && wide {
            vals = self.split_words(vals, scalar)?;
            overload = self.c.m.types.int(32);
            if vals.len() > 4 {
                return Err(LowerError::Invalid {
                    msg: "buffer store of more than 16 bytes".into(),
                    site: self.site(i),
                });
            }
        }
        let count = vals.len();
        let undef = self.c.m.consts.undef(overload);
        let filled: Vec<Value> = (0..4)
            .map(|k| vals.get(k).copied().unwrap_or(undef))
            .collect();
        let i8t = self.c.m.types.int(8);
        let mask = self.c.m.consts.int(i8t, 8, (1i128 << count) - 1);
        if raw {
            let f = self
                .ops
                .declare(self.c.m, OpCode::RAW_BUFFER_STORE, Some(overload))?;
            let op = self.c.opcode(OpCode::RAW_BUFFER_STORE);
            let align = self.c.i32(scalar_bytes(self.c.m, scalar) as i64);
            let mut call_args = vec![op, args[0], index, offset];
            call_args.extend(filled);
            call_args.push(mask);
            call_args.push(align);
            self.c.call(f, call_args);
        } else {
            let f = self
                .ops
                .declare(self.c.m, OpCode::BUFFER_STORE, Some(overload))?;
            let op = self.c.opcode(OpCode::BUFFER_STORE);
            let mut call_args = vec![op, args[0], index, offset];
            call_args.extend(filled);
            call_args.push(mask);
            self.c.call(f, call_args);
        }
        self.drop_dead_insert_chain(data, i);
        Ok(())
    }

    /// The three coordinates of a buffer atomic from the intrinsic's `c0`, `c1` (and
    /// `c2`): a byte-address buffer's byte offset alone, a structured buffer's index and
    /// offset, a typed buffer's index; the rest `undef`.
    fn atomic_coordinates(&mut self, res: &ResourceType, coords: &[Value]) -> [Value; 3] {
        let i32t = self.c.m.types.int(32);
        let undef = self.c.m.consts.undef(i32t);
        let (c0, c1) = match res.kind {
            ResourceKind::RawBuffer | ResourceKind::StructuredBuffer => {
                self.raw_coordinates(res, coords[0], coords[1])
            }
            // A texture's x and y (undefined for one of one dimension).
            k if k.is_single_sample_texture() => (
                coords[0],
                coords
                    .get(1)
                    .copied()
                    .filter(|v| !self.c.m.is_undef_or_poison(*v))
                    .unwrap_or(undef),
            ),
            _ => (coords[0], undef),
        };
        let c2 = coords
            .get(2)
            .copied()
            .filter(|v| !self.c.m.is_undef_or_poison(*v));
        [c0, c1, c2.unwrap_or(undef)]
    }

    /// `atomic.binop(handle, op, c0, c1, [c2,] value)` → `atomicBinOp` (78), the old
    /// value.
    fn lower_atomic_binop(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(), LowerError> {
        self.check_writable(i, res)?;
        let [handle, code, coords @ .., value] = args else {
            return Err(LowerError::Invalid {
                msg: "atomic.binop needs a handle, an operation, coordinates and a value".into(),
                site: self.site(i),
            });
        };
        let coords = self.atomic_coordinates(res, coords);
        let mut operands = vec![*handle, *code];
        operands.extend(coords);
        operands.push(*value);
        self.replace_by_atomic_op(i, OpCode::ATOMIC_BIN_OP, *value, operands)
    }

    /// Replaces intrinsic call `i` by DXIL atomic op `op` on `operands`, overloaded on
    /// the type of `value`.
    fn replace_by_atomic_op(
        &mut self,
        i: Inst,
        op: OpCode,
        value: Value,
        operands: Vec<Value>,
    ) -> Result<(), LowerError> {
        let ty = self.c.ty(value);
        let f = self.ops.declare(self.c.m, op, Some(ty))?;
        let mut call_args = vec![self.c.opcode(op)];
        call_args.extend(operands);
        let v = self.named_call(f, call_args, i);
        self.replace_uses(i, v);
        Ok(())
    }

    /// `atomic.cmpxchg(handle, c0, c1, [c2,] expected, new)` → `atomicCompareExchange` (79),
    /// the old value.
    fn lower_atomic_cmpxchg(
        &mut self,
        i: Inst,
        res: &ResourceType,
        args: &[Value],
    ) -> Result<(), LowerError> {
        self.check_writable(i, res)?;
        let [handle, coords @ .., expected, new] = args else {
            return Err(LowerError::Invalid {
                msg: "atomic.cmpxchg needs a handle, coordinates and two values".into(),
                site: self.site(i),
            });
        };
        if !(2..=3).contains(&coords.len()) {
            return Err(LowerError::Invalid {
                msg: "atomic.cmpxchg needs two or three coordinates".into(),
                site: self.site(i),
            });
        }
        let coords = self.atomic_coordinates(res, coords);
        let mut operands = vec![*handle];
        operands.extend(coords);
        operands.extend([*expected, *new]);
        self.replace_by_atomic_op(i, OpCode::ATOMIC_COMPARE_EXCHANGE, *new, operands)
    }

    fn lower_cbuffer_row(&mut self, i: Inst, args: &[Value]) -> Result<(), LowerError> {
        let t = self.c.body.insts[i].ty;
        let (fields, _) = self
            .c
            .m
            .types
            .struct_fields(t)
            .map(|(f, p)| (f.to_vec(), p))
            .unwrap_or_default();
        let Some(&scalar) = fields.first() else {
            return Err(LowerError::Invalid {
                msg: "cbuffer row load must return a struct".into(),
                site: self.site(i),
            });
        };
        let ret_ty = dx_types::cbuf_ret(self.c.m, scalar, false)?;
        let want = self
            .c
            .m
            .types
            .struct_fields(ret_ty)
            .map_or(0, |(f, _)| f.len());
        if want != fields.len() {
            return Err(LowerError::Invalid {
                msg: "Type mismatch between intrinsic and DXIL op".into(),
                site: self.site(i),
            });
        }
        let f = self
            .ops
            .declare(self.c.m, OpCode::CBUFFER_LOAD_LEGACY, Some(scalar))?;
        let op = self.c.opcode(OpCode::CBUFFER_LOAD_LEGACY);
        let v = self.named_call(f, vec![op, args[0], args[1]], i);
        self.rows.insert(Value::Inst(i), v);
        Ok(())
    }
}

/// Names instruction `v` `base` + `suffix` when `base` is given.
fn set_name(c: &mut FuncCursor<'_>, v: Value, base: Option<&str>, suffix: &str) {
    if let (Value::Inst(i), Some(base)) = (v, base) {
        c.body.insts[i].name = Some(format!("{base}{suffix}").into());
    }
}

fn unreachable_site<T>(site: Option<Site>) -> Result<T, LowerError> {
    Err(LowerError::Invalid {
        msg: "expected a call".into(),
        site,
    })
}

/// A constant aggregate of `ty`; `zeroinitializer` when every field is zero (as DXC
/// prints `%dx.types.ResBind zeroinitializer`).
fn aggregate(m: &mut Module, ty: Type, elems: Vec<Value>) -> Value {
    if elems.iter().all(|e| m.const_int(*e) == Some(0)) {
        return Value::Const(m.consts.intern(ConstData::Zero(ty)));
    }
    Value::Const(m.consts.intern(ConstData::Aggregate { ty, elems }))
}

fn is_resource_type(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::TargetExt { name, .. } if name.starts_with("dx.") && &**name != "dx.Padding" && &**name != "dx.Layout")
}

/// Whether `i` is an `extractelement` whose index is not a constant.
fn is_dynamic_extract(m: &Module, body: &dxil_ir::Body, i: Inst) -> bool {
    matches!(&body.insts[i].kind, InstKind::ExtractElement { index, .. } if m.const_int(*index).is_none())
}

/// The scalar type and element count of a scalar or vector type.
fn scalar_and_count(m: &Module, t: Type) -> (Type, u32) {
    match m.types.get(t) {
        TypeData::Vector { len, elem, .. } => (*elem, *len),
        _ => (t, 1),
    }
}

fn is_64bit(m: &Module, t: Type) -> bool {
    matches!(
        m.types.get(t),
        TypeData::Int(64) | TypeData::Float(FloatKind::Double)
    )
}

fn scalar_bytes(m: &Module, t: Type) -> u32 {
    match m.types.get(t) {
        TypeData::Int(b) => b.div_ceil(8),
        TypeData::Float(k) => k.bits() / 8,
        _ => 4,
    }
}

/// The `n` elements an `insertelement` chain from `poison`/`undef` with constant indices
/// sets, if it sets all of them.
fn insert_chain(m: &Module, body: &dxil_ir::Body, v: Value, n: u32) -> Option<Vec<Value>> {
    let mut elems: Vec<Option<Value>> = vec![None; n as usize];
    let mut cur = v;
    loop {
        match cur {
            Value::Inst(i) => match &body.insts[i].kind {
                InstKind::InsertElement { vec, val, index } => {
                    let k = usize::try_from(m.const_int(*index)?).ok()?;
                    let slot = elems.get_mut(k)?;
                    if slot.is_none() {
                        *slot = Some(*val);
                    }
                    cur = *vec;
                }
                _ => return None,
            },
            Value::Const(c) => {
                if !matches!(m.consts.get(c), ConstData::Poison(_) | ConstData::Undef(_)) {
                    return None;
                }
                break;
            }
            _ => return None,
        }
    }
    elems.into_iter().collect()
}

/// Removes the declarations of lowered intrinsics and the globals handles were kept in.
fn remove_dead_resource_symbols(m: &mut Module) {
    crate::transforms::unused_symbols::remove_unused_where(
        m,
        |f| {
            f.body.is_none()
                && (f.name.starts_with("llvm.dx.resource.")
                    || f.name.starts_with("llvm.dx.handle."))
        },
        |m, g| is_resource_type(m, g.value_ty),
    );
}

/// The global a library's resource record `(class, id)` names in `!dx.resources`.
fn library_symbol(m: &Module, class: ResourceClass, id: u32) -> Option<dxil_ir::GlobalId> {
    use dxil_ir::MdData;
    let records = dxil_model::metadata::resource_records(m);
    records
        .iter()
        .filter(|(c, _)| *c == class)
        .find_map(|&(_, record)| {
            let MdData::Node { ops, .. } = m.metadata.get(record)? else {
                return None;
            };
            let value = |i: usize| match m.metadata.get((*ops.get(i)?)?)? {
                MdData::Value { value, .. } => Some(*value),
                _ => None,
            };
            if m.const_int(value(0)?)? != i128::from(id) {
                return None;
            }
            match value(1)? {
                Value::Global(g) => Some(g),
                _ => None,
            }
        })
}
