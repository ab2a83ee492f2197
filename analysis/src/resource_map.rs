//! The resource analysis (LLVM's DXILResourceTypeAnalysis + DXILResourceMap): every
//! resource a module binds, from its `llvm.dx.resource.handlefrombinding` calls (and the
//! older `llvm.dx.handle.fromBinding`), with class, kind, element type or stride, flags,
//! name, binding and the record id DXC gives it; and `!dx.resources` built from that.
//!
//! After `dxil-op-lower` the binding calls are gone, so op lowering leaves the map in
//! the module as `!dxil-emit.resources` (see [`stash_resources`]); [`analyze_resources`]
//! reads it back and [`emit_dx_resources`] removes it.

use crate::error::AnalysisError;
use crate::intrinsics::{called, is_intrinsic, PickedFunctions};
use dxil_ir::edit::{md_int, md_node, md_string};
use dxil_ir::{
    ConstData, FloatKind, FuncId, Inst, InstKind, Md, MdData, Module, Site, StructBody, Type,
    TypeData, Value,
};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::ResourceClass;
use dxil_model::{ComponentType, ResourceKind};
use rustc_hash::FxHashMap;

/// `llvm.dx.resource.handlefrombinding`.
pub const HANDLE_FROM_BINDING: &str = "llvm.dx.resource.handlefrombinding";
/// `llvm.dx.handle.fromBinding`, the name older LLVM tests use.
pub const OLD_HANDLE_FROM_BINDING: &str = "llvm.dx.handle.fromBinding";
/// `llvm.dx.resource.handlefromimplicitbinding`.
pub const HANDLE_FROM_IMPLICIT_BINDING: &str = "llvm.dx.resource.handlefromimplicitbinding";
/// `llvm.dx.resource.nonuniformindex`.
pub const NON_UNIFORM_INDEX: &str = "llvm.dx.resource.nonuniformindex";
/// `llvm.dx.resource.updatecounter`.
pub const UPDATE_COUNTER: &str = "llvm.dx.resource.updatecounter";
/// The named metadata op lowering leaves the map in.
pub const STASH_NAME: &str = "dxil-emit.resources";

/// The properties of a resource that its handle type (`target("dx.*", ...)`) carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceType {
    /// The handle type itself.
    pub handle_ty: Type,
    /// SRV, UAV, CBV or sampler.
    pub class: ResourceClass,
    /// The DXIL shape.
    pub kind: ResourceKind,
    /// The element type (buffers, textures) or layout type (cbuffers).
    pub contained: Option<Type>,
    /// Typed resources: whether integer elements are signed.
    pub signed: bool,
    /// UAVs: rasterizer ordered.
    pub rov: bool,
    /// Multisampled textures: the sample count.
    pub sample_count: u32,
    /// Samplers: 0 default, 1 comparison, 2 mono. Feedback textures: the feedback kind.
    pub sub_type: u32,
    /// CBuffers: size in bytes.
    pub cbuffer_size: u32,
    /// Structured buffers: element stride in bytes.
    pub stride: u32,
    /// Structured buffers: log2 of the element alignment (DXC: of its largest scalar).
    pub align_log2: u32,
}

impl ResourceType {
    /// Reads a `target("dx.*")` handle type; `None` if `t` is not a resource type.
    pub fn from_type(m: &Module, dl: &DataLayout, t: Type) -> Option<ResourceType> {
        let TypeData::TargetExt { name, types, ints } = m.types.get(t) else {
            return None;
        };
        let int = |i: usize| ints.get(i).copied().unwrap_or(0);
        let mut rt = ResourceType {
            handle_ty: t,
            class: ResourceClass::Srv,
            kind: ResourceKind::TypedBuffer,
            contained: types.first().copied(),
            signed: false,
            rov: false,
            sample_count: 0,
            sub_type: 0,
            cbuffer_size: 0,
            stride: 0,
            align_log2: 0,
        };
        let uav_if = |w: u32| {
            if w != 0 {
                ResourceClass::Uav
            } else {
                ResourceClass::Srv
            }
        };
        match &**name {
            "dx.TypedBuffer" => {
                rt.class = uav_if(int(0));
                rt.rov = int(1) != 0;
                rt.signed = int(2) != 0;
            }
            "dx.RawBuffer" | "dx.Rawbuffer" => {
                rt.class = uav_if(int(0));
                rt.rov = int(1) != 0;
                let elem = rt.contained?;
                if m.types.get(elem) == &TypeData::Int(8) {
                    rt.kind = ResourceKind::RawBuffer;
                } else {
                    rt.kind = ResourceKind::StructuredBuffer;
                    rt.stride = u32::try_from(dl.alloc_size(&m.types, elem)).ok()?;
                    if m.types.struct_fields(elem).is_some() {
                        rt.align_log2 = max_scalar_size(&m.types, elem).max(1).ilog2();
                    }
                }
            }
            "dx.Texture" => {
                rt.class = uav_if(int(0));
                rt.rov = int(1) != 0;
                rt.signed = int(2) != 0;
                rt.kind = ResourceKind::from_raw(int(3))?;
            }
            "dx.MSTexture" => {
                rt.class = uav_if(int(0));
                rt.sample_count = int(1);
                rt.signed = int(2) != 0;
                rt.kind = ResourceKind::from_raw(int(3))?;
            }
            "dx.FeedbackTexture" => {
                rt.class = ResourceClass::Uav;
                rt.sub_type = int(0);
                rt.kind = ResourceKind::from_raw(int(1))?;
                rt.contained = None;
            }
            "dx.CBuffer" => {
                rt.class = ResourceClass::Cbv;
                rt.kind = ResourceKind::CBuffer;
                let layout = rt.contained?;
                let size = match m.types.get(layout) {
                    // The older form: `target("dx.Layout", T, size, offsets...)`.
                    TypeData::TargetExt { name, ints, .. } if &**name == "dx.Layout" => {
                        u64::from(ints.first().copied().unwrap_or(0))
                    }
                    _ => dl.store_size(&m.types, layout),
                };
                rt.cbuffer_size = u32::try_from(size).ok()?;
            }
            // dxil-emit's own handle type (LLVM has none yet): an SRV with no element.
            "dx.RTAccelerationStructure" => {
                rt.kind = ResourceKind::RTAccelerationStructure;
                rt.contained = None;
            }
            "dx.Sampler" => {
                rt.class = ResourceClass::Sampler;
                rt.kind = ResourceKind::Sampler;
                rt.sub_type = int(0);
                rt.contained = None;
            }
            _ => return None,
        }
        Some(rt)
    }

    /// Typed resources: the component type as DXC records it (64-bit elements are
    /// stored as pairs of `u32`, so DXC writes `U32` for them).
    pub fn component_type(&self, m: &Module) -> Option<ComponentType> {
        if !self.kind.is_typed() {
            return None;
        }
        let scalar = m.types.scalar_of(self.contained?);
        Some(match m.types.get(scalar) {
            TypeData::Int(1) => ComponentType::I1,
            TypeData::Int(16) if self.signed => ComponentType::I16,
            TypeData::Int(16) => ComponentType::U16,
            TypeData::Int(32) if self.signed => ComponentType::I32,
            TypeData::Int(32) => ComponentType::U32,
            TypeData::Int(64) => ComponentType::U32,
            TypeData::Float(FloatKind::Half) => ComponentType::F16,
            TypeData::Float(FloatKind::Float) => ComponentType::F32,
            TypeData::Float(FloatKind::Double) => ComponentType::U32,
            _ => return None,
        })
    }

    /// Typed resources: how many components an element has.
    pub fn component_count(&self, m: &Module) -> u32 {
        match self.contained.map(|t| m.types.get(t)) {
            Some(TypeData::Vector { len, .. }) => *len,
            _ => 1,
        }
    }

    /// The two words of `%dx.types.ResourceProperties` DXC's `annotateHandle` takes.
    pub fn annotate_props(&self, m: &Module, globally_coherent: bool, counter: bool) -> (u32, u32) {
        let is_uav = self.class == ResourceClass::Uav;
        let cmp_or_counter = if is_uav {
            counter
        } else {
            self.class == ResourceClass::Sampler && self.sub_type == 1
        };
        let w0 = (self.kind as u32 & 0xff)
            | (self.align_log2 & 0xf) << 8
            | u32::from(is_uav) << 12
            | u32::from(is_uav && self.rov) << 13
            | u32::from(is_uav && globally_coherent) << 14
            | u32::from(cmp_or_counter) << 15;
        let w1 = match self.kind {
            ResourceKind::StructuredBuffer => self.stride,
            ResourceKind::CBuffer => self.cbuffer_size,
            ResourceKind::FeedbackTexture2D | ResourceKind::FeedbackTexture2DArray => self.sub_type,
            k if k.is_typed() => {
                let ct = self.component_type(m).map(|c| c as u32).unwrap_or(0);
                ct | (self.component_count(m) & 0xff) << 8 | (self.sample_count & 0xff) << 16
            }
            _ => 0,
        };
        (w0, w1)
    }
}

/// The binding a handle-creating call names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindingCall {
    /// Explicit (`handlefrombinding`) or implicit (`handlefromimplicitbinding`).
    pub implicit: bool,
    /// Implicit bindings: the order id.
    pub order_id: u32,
    /// Register space.
    pub space: u32,
    /// Explicit bindings: the lower bound.
    pub lower_bound: u32,
    /// Range size (`u32::MAX` for unbounded).
    pub range_size: u32,
    /// Index from the start of the range.
    pub index: Value,
    /// Non-uniform index: from the old `i1` operand or `llvm.dx.resource.nonuniformindex`.
    pub non_uniform: bool,
    /// The name (from the name string operand), or empty.
    pub name: String,
    /// The handle type the call returns.
    pub handle_ty: Type,
}

/// [`ResourceType::from_type`] remembered by handle type, for passes that ask per
/// instruction: reading a cbuffer's type lays out every member, so asking anew per
/// access was quadratic in a cbuffer of many members.
#[derive(Default)]
pub struct ResourceTypes {
    known: FxHashMap<Type, Option<ResourceType>>,
}

impl ResourceTypes {
    /// What handle type `t` describes (`None`: not a resource type).
    pub fn of(&mut self, m: &Module, dl: &DataLayout, t: Type) -> Option<ResourceType> {
        self.known
            .entry(t)
            .or_insert_with(|| ResourceType::from_type(m, dl, t))
            .clone()
    }
}

/// The resource type of the handle binding call `bc` at `site` makes; an error there
/// for a handle type that is no resource we know.
pub fn handle_resource_type(
    m: &Module,
    dl: &DataLayout,
    bc: &BindingCall,
    site: Site,
) -> Result<ResourceType, AnalysisError> {
    ResourceType::from_type(m, dl, bc.handle_ty).ok_or_else(|| AnalysisError::Unsupported {
        what: "a resource handle of this type".into(),
        site: Some(site),
    })
}

/// Whether a function named `name` creates a handle from a binding (explicit or not).
pub fn is_binding_function(name: &str) -> bool {
    [
        HANDLE_FROM_IMPLICIT_BINDING,
        HANDLE_FROM_BINDING,
        OLD_HANDLE_FROM_BINDING,
    ]
    .iter()
    .any(|b| is_intrinsic(name, b))
}

/// Reads the binding of a handle-creating call, if `inst` is one. Errors if its binding
/// operands are not constants.
pub fn binding_call(
    m: &Module,
    fid: FuncId,
    body: &dxil_ir::Body,
    inst: Inst,
) -> Result<Option<BindingCall>, AnalysisError> {
    let Some((name, args)) = called(m, body, inst) else {
        return Ok(None);
    };
    let implicit = is_intrinsic(name, HANDLE_FROM_IMPLICIT_BINDING);
    if !implicit
        && !is_intrinsic(name, HANDLE_FROM_BINDING)
        && !is_intrinsic(name, OLD_HANDLE_FROM_BINDING)
    {
        return Ok(None);
    }
    let site = Some(Site::Inst(fid, inst));
    let constant = |i: usize, what: &str| -> Result<u32, AnalysisError> {
        args.get(i)
            .and_then(|v| m.const_int(*v))
            .map(|v| v as u32)
            .ok_or_else(|| AnalysisError::Invalid {
                msg: format!("resource binding {what} must be a constant integer"),
                site,
            })
    };
    if args.len() < 4 {
        return Err(AnalysisError::Invalid {
            msg: format!(
                "call to @{name} has {} operands, expected at least 4",
                args.len()
            ),
            site,
        });
    }
    let (order_id, space, lower_bound) = if implicit {
        (constant(0, "order id")?, constant(1, "space")?, 0)
    } else {
        (0, constant(0, "space")?, constant(1, "lower bound")?)
    };
    let range_size = constant(2, "range size")?;
    let mut index = args[3];
    let mut non_uniform = false;
    let mut res_name = String::new();
    for &a in &args[4..] {
        let ty = m.type_of(None, a);
        if ty.is_some_and(|t| m.types.get(t) == &TypeData::Int(1)) {
            non_uniform |= m.const_int(a).is_some_and(|v| v != 0);
        } else {
            res_name = string_of_global(m, a).unwrap_or_default();
        }
    }
    if let Value::Inst(i) = index {
        if let Some((n, a)) = called(m, body, i) {
            if is_intrinsic(n, NON_UNIFORM_INDEX) {
                if let Some(&inner) = a.first() {
                    index = inner;
                    non_uniform = true;
                }
            }
        }
    }
    Ok(Some(BindingCall {
        implicit,
        order_id,
        space,
        lower_bound,
        range_size,
        index,
        non_uniform,
        name: res_name,
        handle_ty: body.insts[inst].ty,
    }))
}

/// Typed buffers and textures hold elements of at most four 32-bit components (16
/// bytes); a wider element type is an error at the handle call.
fn check_typed_element_size(
    m: &Module,
    dl: &DataLayout,
    rt: &ResourceType,
    site: Site,
) -> Result<(), AnalysisError> {
    let Some(elem) = rt.contained.filter(|_| rt.kind.is_typed()) else {
        return Ok(());
    };
    let bytes = dl.store_size(&m.types, elem);
    if bytes > 16 {
        return Err(AnalysisError::Invalid {
            msg: format!(
                "{} element type {} is {bytes} bytes; typed resources hold at most 16 bytes \
                 (four 32-bit components)",
                rt.kind.hlsl_name(),
                dxil_ir::printer::type_to_string(&m.types, elem)
            ),
            site: Some(site),
        });
    }
    Ok(())
}

/// The C string a `ptr @global` operand points to (without its trailing NUL).
fn string_of_global(m: &Module, v: Value) -> Option<String> {
    let Value::Global(g) = v else { return None };
    let init = m.globals.get(g)?.init?.as_const()?;
    match m.consts.get(init) {
        ConstData::Bytes { data, .. } => {
            let bytes = data.strip_suffix(&[0]).unwrap_or(data);
            Some(String::from_utf8_lossy(bytes).into_owned())
        }
        _ => None,
    }
}

/// One bound resource.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceInfo {
    /// Properties from the handle type.
    pub ty: ResourceType,
    /// Record id, dense per class in record order.
    pub record_id: u32,
    /// Register space.
    pub space: u32,
    /// Lower bound register.
    pub lower_bound: u32,
    /// Range size (`u32::MAX` unbounded).
    pub range_size: u32,
    /// The HLSL name, or empty.
    pub name: String,
    /// UAVs: globally coherent.
    pub globally_coherent: bool,
    /// UAVs: has a counter (some `updatecounter` uses a handle of it).
    pub has_counter: bool,
    /// The calls that create handles to it.
    pub calls: Vec<(FuncId, Inst)>,
}

impl ResourceInfo {
    /// The upper bound register (`u32::MAX` for unbounded ranges, whose size is written
    /// as `-1` or, in LLVM's newer form, `0`).
    pub fn upper_bound(&self) -> u32 {
        if self.range_size == u32::MAX || self.range_size == 0 {
            u32::MAX
        } else {
            self.lower_bound
                .saturating_add(self.range_size.saturating_sub(1))
        }
    }
}

/// Every resource of a module, in record order (SRVs, UAVs, CBVs, samplers).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceMap {
    /// The resources.
    pub resources: Vec<ResourceInfo>,
    /// Which resource each handle-creating call binds.
    pub by_call: FxHashMap<(FuncId, Inst), usize>,
}

impl ResourceMap {
    /// The resources of one class, in record order.
    pub fn of_class(&self, class: ResourceClass) -> impl Iterator<Item = &ResourceInfo> {
        self.resources.iter().filter(move |r| r.ty.class == class)
    }

    /// The resource a handle-creating call binds.
    pub fn for_call(&self, f: FuncId, inst: Inst) -> Option<&ResourceInfo> {
        self.by_call.get(&(f, inst)).map(|&i| &self.resources[i])
    }

    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.resources.is_empty()
    }
}

/// Finds every resource the module binds (see the module docs).
pub fn analyze_resources(m: &Module) -> Result<ResourceMap, AnalysisError> {
    let analysed = PickedFunctions::new(m, is_analysed_function);
    let mut calls = Vec::new();
    for (fid, f) in m.functions.iter() {
        let Some(body) = f.body.as_ref().filter(|_| !analysed.is_empty()) else {
            continue;
        };
        for (_, inst) in body.placed_insts() {
            if analysed.call(body, inst).is_some() {
                calls.push((fid, inst));
            }
        }
    }
    analyze_resource_calls(m, &calls)
}

/// Whether the resource analysis looks at calls of a function named `name`: those
/// creating handles from bindings and those updating counters.
pub fn is_analysed_function(name: &str) -> bool {
    is_binding_function(name) || is_intrinsic(name, UPDATE_COUNTER)
}

/// [`analyze_resources`], given the module's calls of the functions
/// [`is_analysed_function`] accepts (at least), in module order: a pass that walks
/// the code anyway collects them on its way.
pub fn analyze_resource_calls(
    m: &Module,
    calls: &[(FuncId, Inst)],
) -> Result<ResourceMap, AnalysisError> {
    let dl = module_layout(m);
    let mut found: Vec<(FuncId, Inst, BindingCall, ResourceType)> = Vec::new();
    for &(fid, inst) in calls {
        let Some(body) = m.functions[fid].body.as_ref() else {
            continue;
        };
        let Some(bc) = binding_call(m, fid, body, inst)? else {
            continue;
        };
        if bc.implicit {
            continue;
        }
        let rt = handle_resource_type(m, &dl, &bc, Site::Inst(fid, inst))?;
        check_typed_element_size(m, &dl, &rt, Site::Inst(fid, inst))?;
        found.push((fid, inst, bc, rt));
    }
    if found.is_empty() {
        if let Some(map) = read_stash(m, &dl) {
            return Ok(map);
        }
    }
    found.sort_by(|a, b| {
        (
            a.3.class,
            a.2.space,
            a.2.lower_bound,
            a.2.range_size,
            &a.2.name,
        )
            .cmp(&(
                b.3.class,
                b.2.space,
                b.2.lower_bound,
                b.2.range_size,
                &b.2.name,
            ))
    });
    let mut map = ResourceMap::default();
    for (fid, inst, bc, rt) in found {
        let same = map.resources.last().is_some_and(|r: &ResourceInfo| {
            r.ty.class == rt.class
                && r.space == bc.space
                && r.lower_bound == bc.lower_bound
                && r.range_size == bc.range_size
                && r.name == bc.name
                && r.ty.handle_ty == rt.handle_ty
        });
        if !same {
            map.resources.push(ResourceInfo {
                ty: rt,
                record_id: 0,
                space: bc.space,
                lower_bound: bc.lower_bound,
                range_size: bc.range_size,
                name: bc.name,
                globally_coherent: false,
                has_counter: false,
                calls: Vec::new(),
            });
        }
        let idx = map.resources.len() - 1;
        map.resources[idx].calls.push((fid, inst));
        map.by_call.insert((fid, inst), idx);
    }
    assign_record_ids(&mut map);
    mark_counters(m, calls, &mut map);
    Ok(map)
}

/// The module's data layout (clang's DirectX layout when it names none).
pub fn module_layout(m: &Module) -> DataLayout {
    m.datalayout
        .as_deref()
        .map(DataLayout::parse)
        .unwrap_or_default()
}

/// The largest scalar (leaf) size in bytes inside `t`: DXC's alignment of a structure
/// in a structured buffer (4 with 32-bit members, 8 with a 64-bit one).
fn max_scalar_size(types: &dxil_ir::Types, t: Type) -> u64 {
    match types.get(t) {
        TypeData::Int(b) => u64::from(b.div_ceil(8)),
        TypeData::Float(k) => u64::from(k.bits() / 8),
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => {
            max_scalar_size(types, *elem)
        }
        TypeData::Struct { .. } | TypeData::Named(_) => types
            .struct_fields(t)
            .map(|(f, _)| {
                f.iter()
                    .map(|&x| max_scalar_size(types, x))
                    .max()
                    .unwrap_or(0)
            })
            .unwrap_or(0),
        _ => 0,
    }
}

fn assign_record_ids(map: &mut ResourceMap) {
    let mut next: FxHashMap<ResourceClass, u32> = FxHashMap::default();
    for r in &mut map.resources {
        let n = next.entry(r.ty.class).or_insert(0);
        r.record_id = *n;
        *n += 1;
    }
}

/// Marks resources whose handles reach an `updatecounter` call.
fn mark_counters(m: &Module, calls: &[(FuncId, Inst)], map: &mut ResourceMap) {
    let counters = PickedFunctions::new(m, |n| is_intrinsic(n, UPDATE_COUNTER));
    if counters.is_empty() {
        return;
    }
    for &(fid, inst) in calls {
        let Some(body) = m.functions[fid].body.as_ref() else {
            continue;
        };
        let Some((_, args)) = counters.call(body, inst) else {
            continue;
        };
        if let Some(&h) = args.first() {
            for idx in handle_sources(m, fid, body, map, h) {
                map.resources[idx].has_counter = true;
            }
        }
    }
}

/// The resources a handle value may come from: through the creating call, phis and
/// selects, and loads of a global a handle was stored into.
pub fn handle_sources(
    m: &Module,
    fid: FuncId,
    body: &dxil_ir::Body,
    map: &ResourceMap,
    h: Value,
) -> Vec<usize> {
    let mut out = Vec::new();
    let mut seen = Vec::new();
    let mut work = vec![h];
    while let Some(v) = work.pop() {
        if seen.contains(&v) || seen.len() > 256 {
            continue;
        }
        seen.push(v);
        let Value::Inst(i) = v else { continue };
        if let Some(&idx) = map.by_call.get(&(fid, i)) {
            out.push(idx);
            continue;
        }
        match &body.insts[i].kind {
            InstKind::Phi { incoming } => work.extend(incoming.iter().map(|(v, _)| *v)),
            InstKind::Select {
                then_val, else_val, ..
            } => {
                work.push(*then_val);
                work.push(*else_val);
            }
            InstKind::Load {
                ptr: Value::Global(g),
                ..
            } => out.extend(stored_handle_resources(m, map, *g)),
            _ => {}
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The resources whose handles are stored into global `g` anywhere in the module.
pub fn stored_handle_resources(m: &Module, map: &ResourceMap, g: dxil_ir::GlobalId) -> Vec<usize> {
    let mut out = Vec::new();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            if let InstKind::Store {
                val: Value::Inst(v),
                ptr: Value::Global(p),
                ..
            } = &body.insts[i].kind
            {
                if *p == g {
                    if let Some(&idx) = map.by_call.get(&(fid, *v)) {
                        out.push(idx);
                    }
                }
            }
        }
    }
    out
}

/// Builds `!dx.resources` from `map` (and removes op lowering's stash). Returns the
/// node, or `None` when the module binds no resource (DXC then omits the named node).
pub fn emit_dx_resources(m: &mut Module, map: &ResourceMap) -> Option<Md> {
    emit_dx_resources_named(m, map, false)
}

/// [`emit_dx_resources`]; with `globals` (a library before shader model 6.6, whose
/// handles come from `createHandleForLib`), each record names an external constant
/// global of its symbol type (an array of them for a range), as DXC's libraries do.
pub fn emit_dx_resources_named(m: &mut Module, map: &ResourceMap, globals: bool) -> Option<Md> {
    m.named_metadata.shift_remove(STASH_NAME);
    if map.is_empty() {
        m.named_metadata.shift_remove("dx.resources");
        return None;
    }
    let mut symbols = SymbolTypes::default();
    let classes = [
        ResourceClass::Srv,
        ResourceClass::Uav,
        ResourceClass::Cbv,
        ResourceClass::Sampler,
    ];
    let mut lists = Vec::new();
    for class in classes {
        let records: Vec<Option<Md>> = map
            .of_class(class)
            .map(|r| Some(resource_record(m, &mut symbols, r, globals)))
            .collect();
        lists.push(if records.is_empty() {
            None
        } else {
            Some(md_node(m, records))
        });
    }
    let top = md_node(m, lists);
    m.named_metadata.insert("dx.resources".into(), vec![top]);
    Some(top)
}

fn resource_record(
    m: &mut Module,
    symbols: &mut SymbolTypes,
    r: &ResourceInfo,
    global: bool,
) -> Md {
    let sym_ty = symbols.symbol_type(m, r);
    let symbol = if global {
        // The symbol type of a range is already its array.
        let value_ty = match (r.range_size, m.types.get(sym_ty)) {
            (1, _) | (_, TypeData::Array { .. }) => sym_ty,
            (u32::MAX, _) => m.types.array(sym_ty, 0),
            (n, _) => m.types.array(sym_ty, u64::from(n)),
        };
        let g = resource_global(m, &r.name, value_ty);
        let ptr_ty = m.types.typed_ptr(value_ty, 0);
        m.metadata.alloc(MdData::Value {
            ty: ptr_ty,
            value: Value::Global(g),
        })
    } else {
        let ptr_ty = m.types.typed_ptr(sym_ty, 0);
        let undef = m.consts.undef(ptr_ty);
        m.metadata.alloc(MdData::Value {
            ty: ptr_ty,
            value: undef,
        })
    };
    let name = md_string(m, &r.name);
    let mut ops = vec![
        Some(md_int(m, 32, i64::from(r.record_id))),
        Some(symbol),
        Some(name),
        Some(md_int(m, 32, i64::from(r.space))),
        Some(md_int(m, 32, i64::from(r.lower_bound))),
        Some(md_int(m, 32, i64::from(r.range_size as i32))),
    ];
    match r.ty.class {
        ResourceClass::Cbv => {
            ops.push(Some(md_int(m, 32, i64::from(r.ty.cbuffer_size))));
            ops.push(None);
        }
        ResourceClass::Sampler => {
            ops.push(Some(md_int(m, 32, i64::from(r.ty.sub_type))));
            ops.push(None);
        }
        ResourceClass::Srv | ResourceClass::Uav => {
            ops.push(Some(md_int(m, 32, r.ty.kind as i64)));
            if r.ty.class == ResourceClass::Uav {
                ops.push(Some(md_int(m, 1, i64::from(r.globally_coherent))));
                ops.push(Some(md_int(m, 1, i64::from(r.has_counter))));
                ops.push(Some(md_int(m, 1, i64::from(r.ty.rov))));
            } else {
                ops.push(Some(md_int(m, 32, i64::from(r.ty.sample_count))));
            }
            let tags = if r.ty.kind == ResourceKind::StructuredBuffer {
                Some((1, r.ty.stride))
            } else if let Some(ct) = r.ty.component_type(m) {
                Some((0, ct as u32))
            } else if r.ty.kind == ResourceKind::RTAccelerationStructure {
                // DXC records an acceleration structure's elements as `I32`, and the
                // validator wants a component type.
                Some((0, ComponentType::I32 as u32))
            } else if matches!(
                r.ty.kind,
                ResourceKind::FeedbackTexture2D | ResourceKind::FeedbackTexture2DArray
            ) {
                Some((2, r.ty.sub_type))
            } else {
                None
            };
            let tag_node = tags.map(|(t, v)| {
                let a = md_int(m, 32, i64::from(t));
                let b = md_int(m, 32, i64::from(v));
                md_node(m, vec![Some(a), Some(b)])
            });
            ops.push(tag_node);
        }
    }
    md_node(m, ops)
}

/// A new `external constant` global of `value_ty` for a resource named `name` (with a
/// suffix when the name is taken).
fn resource_global(m: &mut Module, name: &str, value_ty: Type) -> dxil_ir::GlobalId {
    let base = if name.is_empty() { "resource" } else { name };
    let mut unique = base.to_string();
    let mut n = 0;
    while m.global_by_name(&unique).is_some() || m.function_by_name(&unique).is_some() {
        n += 1;
        unique = format!("{base}.{n}");
    }
    m.globals.alloc(dxil_ir::GlobalVar {
        name: unique.into(),
        value_ty,
        addrspace: 0,
        is_constant: true,
        externally_initialized: false,
        thread_local: Default::default(),
        init: None,
        props: Default::default(),
    })
}

/// The named struct types of resource symbols (`%"RWBuffer<float4>" = type {...}`),
/// one per distinct name and body.
#[derive(Default)]
struct SymbolTypes {
    made: FxHashMap<(String, Vec<Type>), Type>,
}

impl SymbolTypes {
    fn symbol_type(&mut self, m: &mut Module, r: &ResourceInfo) -> Type {
        let (name, fields) = symbol_name_and_fields(m, r);
        let key = (name.clone(), fields.clone());
        let elem = match self.made.get(&key) {
            Some(t) => *t,
            None => {
                let mut unique = name.clone();
                let mut n = 0;
                while m.types.named.contains_key(unique.as_str()) {
                    unique = format!("{name}.{n}");
                    n += 1;
                }
                let t = m.types.define_named(
                    &unique,
                    StructBody::Fields {
                        fields,
                        packed: false,
                    },
                );
                self.made.insert(key, t);
                t
            }
        };
        match r.range_size {
            1 => elem,
            u32::MAX => m.types.array(elem, 0),
            n => m.types.array(elem, u64::from(n)),
        }
    }
}

fn symbol_name_and_fields(m: &mut Module, r: &ResourceInfo) -> (String, Vec<Type>) {
    let t = &r.ty;
    let prefix = match (t.class, t.rov) {
        (ResourceClass::Uav, true) => "RasterizerOrdered",
        (ResourceClass::Uav, false) => "RW",
        _ => "",
    };
    let i32t = m.types.int(32);
    match t.kind {
        ResourceKind::CBuffer => {
            let name = if r.name.is_empty() {
                "cbuffer".to_string()
            } else {
                r.name.clone()
            };
            let fields = match t.contained {
                Some(l) => {
                    let l = layout_struct(m, l);
                    let stripped = strip_padding(m, l);
                    m.types
                        .struct_fields(stripped)
                        .map(|(f, _)| f.to_vec())
                        .unwrap_or_default()
                }
                None => Vec::new(),
            };
            (name, fields)
        }
        ResourceKind::Sampler => {
            let n = if t.sub_type == 1 {
                "SamplerComparisonState"
            } else {
                "SamplerState"
            };
            (n.into(), vec![i32t])
        }
        ResourceKind::RawBuffer => (format!("{prefix}ByteAddressBuffer"), vec![i32t]),
        ResourceKind::RTAccelerationStructure => (t.kind.hlsl_name().into(), vec![i32t]),
        ResourceKind::FeedbackTexture2D | ResourceKind::FeedbackTexture2DArray => (
            format!("{}<{}>", t.kind.hlsl_name(), t.sub_type),
            vec![i32t],
        ),
        kind => {
            let elem = t.contained.unwrap_or(i32t);
            let elem_name = hlsl_type_name(m, elem, t.signed);
            (
                format!("{prefix}{}<{elem_name}>", kind.hlsl_name()),
                vec![elem],
            )
        }
    }
}

/// The layout struct of a cbuffer type parameter (unwrapping `target("dx.Layout", T, ...)`).
fn layout_struct(m: &Module, t: Type) -> Type {
    match m.types.get(t) {
        TypeData::TargetExt { name, types, .. } if &**name == "dx.Layout" => {
            types.first().copied().unwrap_or(t)
        }
        _ => t,
    }
}

/// `t` without `target("dx.Padding", N)` members, with cbuffer arrays
/// `<{ [N x <{ T, pad }>], T }>` turned back into `[N+1 x T]`.
pub fn strip_padding(m: &mut Module, t: Type) -> Type {
    if let Some((elem, len)) = padded_array(m, t) {
        let e = strip_padding(m, elem);
        return m.types.array(e, len);
    }
    match m.types.get(t).clone() {
        TypeData::Struct { fields, .. } => {
            let kept: Vec<Type> = fields.into_iter().filter(|f| !is_padding(m, *f)).collect();
            let kept: Vec<Type> = kept.into_iter().map(|f| strip_padding(m, f)).collect();
            m.types.structure(kept, false)
        }
        TypeData::Array { len, elem } => {
            let e = strip_padding(m, elem);
            m.types.array(e, len)
        }
        TypeData::Named(name) => {
            // `%__cblayout_X = type <{ float, target("dx.Padding", 4), ... }>`: a literal
            // struct without the padding; a named struct without any keeps its name, and
            // a struct member's layout `%S` with padding becomes `%struct.S` without it
            // (named, as reflection's type annotations need).
            let name = name.to_string();
            let fields = m
                .types
                .struct_fields(t)
                .map(|(f, _)| f.to_vec())
                .unwrap_or_default();
            let kept: Vec<Type> = fields
                .iter()
                .filter(|f| !is_padding(m, **f))
                .copied()
                .collect();
            let kept: Vec<Type> = kept.into_iter().map(|f| strip_padding(m, f)).collect();
            if kept == fields {
                t
            } else if name.starts_with("__cblayout_") {
                m.types.structure(kept, false)
            } else {
                unpadded_struct(m, &name, kept)
            }
        }
        _ => t,
    }
}

/// The named struct `struct.NAME` (`NAME` without its own `struct.` prefix) with
/// `fields`: the one that exists with those fields, else a new one (with a numeric
/// suffix when the name is taken by another body).
fn unpadded_struct(m: &mut Module, name: &str, fields: Vec<Type>) -> Type {
    let base = format!("struct.{}", name.strip_prefix("struct.").unwrap_or(name));
    let mut candidate = base.clone();
    let mut n = 0;
    loop {
        match m.types.named.get(candidate.as_str()) {
            Some(StructBody::Fields {
                fields: existing,
                packed: false,
            }) if *existing == fields => return m.types.named(&candidate),
            Some(_) => {
                n += 1;
                candidate = format!("{base}.{n}");
            }
            None => {
                return m.types.define_named(
                    &candidate,
                    StructBody::Fields {
                        fields,
                        packed: false,
                    },
                )
            }
        }
    }
}

/// Whether `t` is `target("dx.Padding", N)`.
pub fn is_padding(m: &Module, t: Type) -> bool {
    matches!(m.types.get(t), TypeData::TargetExt { name, .. } if &**name == "dx.Padding")
}

/// If `t` is a cbuffer array `<{ [N x <{ T, pad }>], T }>`, its element type and N+1.
pub fn padded_array(m: &Module, t: Type) -> Option<(Type, u64)> {
    let TypeData::Struct {
        fields,
        packed: true,
    } = m.types.get(t)
    else {
        return None;
    };
    let [head, last] = fields.as_slice() else {
        return None;
    };
    let TypeData::Array { len, elem } = m.types.get(*head) else {
        return None;
    };
    let TypeData::Struct { fields: inner, .. } = m.types.get(*elem) else {
        return None;
    };
    match inner.as_slice() {
        [e, pad] if *e == *last && is_padding(m, *pad) => Some((*last, len + 1)),
        [e] if *e == *last => Some((*last, len + 1)),
        _ => None,
    }
}

/// HLSL's spelling of an element type: `float4`, `int32_t`, `half2`, a struct's name.
fn hlsl_type_name(m: &Module, t: Type, signed: bool) -> String {
    match m.types.get(t) {
        TypeData::Vector { len, elem, .. } => {
            format!("{}{len}", hlsl_type_name(m, *elem, signed))
        }
        TypeData::Int(b) => format!("{}int{b}_t", if signed { "" } else { "u" }),
        TypeData::Float(k) => k.keyword().into(),
        TypeData::Named(n) => n
            .strip_prefix("struct.")
            .or_else(|| n.strip_prefix("class."))
            .unwrap_or(n)
            .to_string(),
        TypeData::Array { len, elem } => format!("{}[{len}]", hlsl_type_name(m, *elem, signed)),
        _ => "struct".into(),
    }
}

/// Leaves `map` in the module as named metadata `!dxil-emit.resources`, one node per
/// resource: `{handle type undef, class, record id, space, lower bound, size, name,
/// globally coherent, has counter}`. Op lowering calls this before it removes the
/// handle-creating calls.
pub fn stash_resources(m: &mut Module, map: &ResourceMap) {
    let mut nodes = Vec::new();
    for r in &map.resources {
        let ty = r.ty.handle_ty;
        let undef = m.consts.undef(ty);
        let handle = m.metadata.alloc(MdData::Value { ty, value: undef });
        let ints = [
            r.ty.class as i64,
            i64::from(r.record_id),
            i64::from(r.space),
            i64::from(r.lower_bound),
            i64::from(r.range_size),
        ];
        let mut ops = vec![Some(handle)];
        for v in ints {
            ops.push(Some(md_int(m, 32, v)));
        }
        let name = md_string(m, &r.name);
        ops.push(Some(name));
        ops.push(Some(md_int(m, 1, i64::from(r.globally_coherent))));
        ops.push(Some(md_int(m, 1, i64::from(r.has_counter))));
        nodes.push(md_node(m, ops));
    }
    if !nodes.is_empty() {
        m.named_metadata.insert(STASH_NAME.into(), nodes);
    }
}

fn read_stash(m: &Module, dl: &DataLayout) -> Option<ResourceMap> {
    let nodes = m.named_metadata.get(STASH_NAME)?;
    let mut map = ResourceMap::default();
    for &n in nodes {
        let MdData::Node { ops, .. } = m.metadata.get(n)? else {
            return None;
        };
        let op = |i: usize| ops.get(i).copied().flatten();
        let int = |i: usize| -> Option<i128> {
            match m.metadata.get(op(i)?)? {
                MdData::Value { value, .. } => m.const_int(*value),
                _ => None,
            }
        };
        let MdData::Value { ty, .. } = m.metadata.get(op(0)?)? else {
            return None;
        };
        let rt = ResourceType::from_type(m, dl, *ty)?;
        map.resources.push(ResourceInfo {
            ty: rt,
            record_id: int(2)? as u32,
            space: int(3)? as u32,
            lower_bound: int(4)? as u32,
            range_size: int(5)? as u32,
            name: m
                .md_string(op(6)?)
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .unwrap_or_default(),
            globally_coherent: int(7)? != 0,
            has_counter: int(8)? != 0,
            calls: Vec::new(),
        });
    }
    Some(map)
}

/// Placed instructions of `body` that use `v`, in layout order.
pub fn users_of(body: &dxil_ir::Body, v: Value) -> Vec<Inst> {
    body.placed_insts()
        .map(|(_, i)| i)
        .filter(|i| {
            let mut uses = false;
            body.insts[*i].kind.for_each_operand(|o| uses |= o == v);
            uses
        })
        .collect()
}

/// `llvm.dx.resource.getpointer`.
pub const GET_POINTER: &str = "llvm.dx.resource.getpointer";

/// `llvm.dx.resource.getbasepointer`: the pointer to a cbuffer's start.
pub const GET_BASE_POINTER: &str = "llvm.dx.resource.getbasepointer";
