//! Where a value comes from: the global a pointer is derived from (through GEPs and
//! casts, as instructions or constant expressions), and the resource class a handle
//! was created for. Instruction rules judge operands by their origin.

use dxil_ir::{Body, ConstData, ConstExprOp, GlobalId, InstKind, Module, Value};
use dxil_model::metadata::ResourceClass;
use dxil_model::op_table::{dx_op_call, numbers};
use dxil_model::DxilInfo;

/// Resource kinds (DXIL::ResourceKind) the rules name, as the raw numbers records hold
/// (a record may hold one DXIL does not define); the numbers are the model's.
pub(super) mod resource_kind {
    use dxil_model::ResourceKind as K;
    pub const TEXTURE_1D: u32 = K::Texture1D as u32;
    pub const TEXTURE_2D: u32 = K::Texture2D as u32;
    pub const TEXTURE_2D_MS: u32 = K::Texture2DMS as u32;
    pub const TEXTURE_3D: u32 = K::Texture3D as u32;
    pub const TEXTURE_CUBE: u32 = K::TextureCube as u32;
    pub const TEXTURE_1D_ARRAY: u32 = K::Texture1DArray as u32;
    pub const TEXTURE_2D_ARRAY: u32 = K::Texture2DArray as u32;
    pub const TEXTURE_2D_MS_ARRAY: u32 = K::Texture2DMSArray as u32;
    pub const TEXTURE_CUBE_ARRAY: u32 = K::TextureCubeArray as u32;
    pub const TYPED_BUFFER: u32 = K::TypedBuffer as u32;
    pub const RAW_BUFFER: u32 = K::RawBuffer as u32;
    pub const STRUCTURED_BUFFER: u32 = K::StructuredBuffer as u32;
    pub const CBUFFER: u32 = K::CBuffer as u32;
    pub const SAMPLER: u32 = K::Sampler as u32;
    pub const TBUFFER: u32 = K::TBuffer as u32;
    pub const RT_ACCELERATION_STRUCTURE: u32 = K::RTAccelerationStructure as u32;
    pub const FEEDBACK_TEXTURE_2D: u32 = K::FeedbackTexture2D as u32;
    pub const FEEDBACK_TEXTURE_2D_ARRAY: u32 = K::FeedbackTexture2DArray as u32;
    /// The last kind.
    pub const LAST: u32 = K::FeedbackTexture2DArray as u32;
}

/// Sampler modes (DXIL::SamplerKind) as sampler records hold them.
pub(super) mod sampler_mode {
    /// A sampler for sampling and gathers.
    pub const DEFAULT: u32 = 0;
    /// A sampler for the comparison forms.
    pub const COMPARISON: u32 = 1;
    /// A sampler record's mode that is no mode (mono is 2).
    pub const INVALID: u32 = 3;
}

/// The type of `v` where `body`'s instructions are in scope: an instruction's result,
/// or what the module says of a constant, global or function (not of an argument).
pub(super) fn value_type(m: &Module, body: &Body, v: Value) -> Option<dxil_ir::Type> {
    match v {
        Value::Inst(i) => body.insts.get(i).map(|d| d.ty),
        _ => m.type_of(None, v),
    }
}

/// The global `ptr` points into, if it is one, through GEPs and casts.
pub(super) fn base_global(m: &Module, body: &Body, mut ptr: Value) -> Option<GlobalId> {
    for _ in 0..64 {
        ptr = match ptr {
            Value::Global(g) => return Some(g),
            Value::Inst(i) => match &body.insts[i].kind {
                InstKind::Gep { base, .. } => *base,
                InstKind::Cast { val, .. } => *val,
                _ => return None,
            },
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Expr {
                    op: ConstExprOp::Gep { base, .. },
                    ..
                } => *base,
                ConstData::Expr {
                    op: ConstExprOp::Cast { val, .. },
                    ..
                } => *val,
                _ => return None,
            },
            _ => return None,
        };
    }
    None
}

/// Whether `v` is a constant that mentions a global in address space `addrspace`.
pub(super) fn mentions_global_in(m: &Module, v: Value, addrspace: u32) -> bool {
    global_in(m, v, addrspace).is_some()
}

/// A global in address space `addrspace` that `v` is or (as a constant) mentions.
pub(super) fn global_in(m: &Module, v: Value, addrspace: u32) -> Option<GlobalId> {
    // Most operands are instructions or plain constants: no walk for them.
    match v {
        Value::Global(g) => return (m.globals[g].addrspace == addrspace).then_some(g),
        Value::Const(c)
            if matches!(
                m.consts.get(c),
                ConstData::Aggregate { .. } | ConstData::Expr { .. }
            ) => {}
        _ => return None,
    }
    let mut work = vec![v];
    let mut steps = 0;
    while let Some(v) = work.pop() {
        steps += 1;
        if steps > 256 {
            return None;
        }
        match v {
            Value::Global(g) if m.globals[g].addrspace == addrspace => return Some(g),
            Value::Const(c) => work.extend(m.consts.get(c).operands()),
            _ => {}
        }
    }
    None
}

/// What a handle's creation says of its resource.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct HandleOrigin {
    /// The resource class.
    pub class: ResourceClass,
    /// The resource kind (DXIL::ResourceKind), when known.
    pub kind: Option<u32>,
    /// A constant buffer's size in bytes, when known.
    pub cbuffer_bytes: Option<u32>,
    /// The components of a typed resource's element, when known.
    pub components: Option<u32>,
    /// A typed resource's component type (DXIL::ComponentType), when known.
    pub component_type: Option<u32>,
    /// A sampler's mode (0 default, 1 comparison, 2 mono), when known.
    pub sampler_mode: Option<u32>,
    /// Whether a UAV has a counter (the bit a sampler's comparison mode shares), when
    /// known.
    pub has_counter: Option<bool>,
    /// The id of the record (of `class`) it names, when `createHandle`'s range id or
    /// `createHandleForLib`'s global says which (DXC's validator does not follow
    /// `createHandleFromBinding`'s bindings to records).
    record: Option<u32>,
}

impl HandleOrigin {
    /// A handle of class `class`, nothing else known.
    fn of_class(class: ResourceClass) -> Self {
        HandleOrigin {
            class,
            kind: None,
            cbuffer_bytes: None,
            components: None,
            component_type: None,
            sampler_mode: None,
            has_counter: None,
            record: None,
        }
    }

    /// A handle of resource record `r` of module `m`.
    fn of_record(m: &Module, r: &dxil_model::metadata::Resource) -> Self {
        HandleOrigin {
            has_counter: Some(r.has_counter),
            class: r.class,
            kind: Some(r.kind()),
            cbuffer_bytes: (r.class == ResourceClass::Cbv).then_some(r.shape),
            components: r.symbol_type.and_then(|t| element_components(m, t)),
            component_type: r.element_type,
            sampler_mode: (r.class == ResourceClass::Sampler).then_some(r.shape),
            record: Some(r.id),
        }
    }

    /// What two handles merged (by a `phi` or `select`) say: their class and kind
    /// when they agree on them, and of the rest what both say.
    fn merge(self, other: Self) -> Option<Self> {
        let same = |a: Option<u32>, b: Option<u32>| if a == b { a } else { None };
        (self.class == other.class && self.kind == other.kind).then(|| HandleOrigin {
            cbuffer_bytes: same(self.cbuffer_bytes, other.cbuffer_bytes),
            components: same(self.components, other.components),
            component_type: same(self.component_type, other.component_type),
            sampler_mode: same(self.sampler_mode, other.sampler_mode),
            has_counter: if self.has_counter == other.has_counter {
                self.has_counter
            } else {
                None
            },
            record: same(self.record, other.record),
            ..self
        })
    }
}

/// The resource class handle `h` was created for, when its creation says so: a
/// `createHandle` (class operand), `createHandleFromBinding` (the binding's class),
/// `createHandleForLib` (the class of the resource whose global it loads),
/// `annotateHandle` (its properties), or a `phi`/`select` of handles that agree.
pub(super) fn handle_class(
    m: &Module,
    info: &DxilInfo,
    body: &Body,
    h: Value,
) -> Option<ResourceClass> {
    handle_origin(m, info, body, h, 0).map(|o| o.class)
}

/// The resource kind (DXIL::ResourceKind: 12 a structured buffer, 16 an acceleration
/// structure, ...) of handle `h`, when its creation says so.
pub(super) fn handle_kind(m: &Module, info: &DxilInfo, body: &Body, h: Value) -> Option<u32> {
    handle_origin(m, info, body, h, 0).and_then(|o| o.kind)
}

/// The resource record (class and id) handle `h` names, when its creation says which,
/// as DXC's validator identifies one: `createHandle`'s range id or the global
/// `createHandleForLib` loads, through `annotateHandle` and `phi`/`select`s that agree
/// (a `createHandleFromBinding` handle names a binding, which it does not follow).
pub(super) fn handle_record(
    m: &Module,
    info: &DxilInfo,
    body: &Body,
    h: Value,
) -> Option<(ResourceClass, u32)> {
    let o = handle_origin(m, info, body, h, 0)?;
    Some((o.class, o.record?))
}

/// What handle `h`'s creation says of its resource (class, kind, a constant buffer's
/// size), when it says the class.
pub(super) fn handle_origin_of(
    m: &Module,
    info: &DxilInfo,
    body: &Body,
    h: Value,
) -> Option<HandleOrigin> {
    handle_origin(m, info, body, h, 0)
}

/// The class of the handle an operation's first operand is, when it is known to be
/// other than a UAV (what stores and atomics need).
pub(super) fn non_uav_class(
    m: &Module,
    info: &DxilInfo,
    body: &Body,
    args: &[Value],
) -> Option<ResourceClass> {
    let h = *args.first()?;
    handle_class(m, info, body, h).filter(|c| *c != ResourceClass::Uav)
}

fn handle_origin(
    m: &Module,
    info: &DxilInfo,
    body: &Body,
    h: Value,
    depth: u32,
) -> Option<HandleOrigin> {
    if depth > 16 {
        return None;
    }
    let Value::Inst(i) = h else { return None };
    let kind = &body.insts[i].kind;
    let agree = |vals: &mut dyn Iterator<Item = Value>| {
        let mut origin: Option<HandleOrigin> = None;
        for v in vals {
            let o = handle_origin(m, info, body, v, depth + 1)?;
            origin = Some(match origin {
                Some(x) => x.merge(o)?,
                None => o,
            });
        }
        origin
    };
    match kind {
        InstKind::Phi { incoming } => return agree(&mut incoming.iter().map(|(v, _)| *v)),
        InstKind::Select {
            then_val, else_val, ..
        } => return agree(&mut [*then_val, *else_val].into_iter()),
        _ => {}
    }
    let (op, args) = dx_op_call(m, kind)?;
    match op.0 {
        // CreateHandle(resourceClass, rangeId, index, nonUniformIndex)
        numbers::CREATE_HANDLE => {
            let class = class_of(m.const_int(*args.first()?)?)?;
            let id = m.const_int(*args.get(1)?);
            let r = info
                .resources
                .iter()
                .find(|r| r.class == class && Some(i128::from(r.id)) == id);
            Some(r.map_or(HandleOrigin::of_class(class), |r| {
                HandleOrigin::of_record(m, r)
            }))
        }
        // CreateHandleForLib(resource): a load of the resource's global.
        numbers::CREATE_HANDLE_FOR_LIB => Some(HandleOrigin::of_record(
            m,
            loaded_resource(m, info, body, *args.first()?)?,
        )),
        // AnnotateHandle(res, props): the properties' first word holds the kind (bits
        // 0-7) and whether it is a UAV (bit 12).
        numbers::ANNOTATE_HANDLE => {
            let (props, second) = match m.consts.get(const_of(*args.get(1)?)?) {
                ConstData::Aggregate { elems, .. } => (
                    m.const_int(*elems.first()?)?,
                    elems.get(1).and_then(|e| m.const_int(*e)),
                ),
                ConstData::Zero(_) => (0, Some(0)),
                _ => return handle_origin(m, info, body, *args.first()?, depth + 1),
            };
            let kind = (props & 0xff) as u32;
            let class = match kind {
                13 => ResourceClass::Cbv,
                14 => ResourceClass::Sampler,
                _ if props & (1 << 12) != 0 => ResourceClass::Uav,
                _ => ResourceClass::Srv,
            };
            // A constant buffer's second word is its size.
            let cbuffer_bytes = (class == ResourceClass::Cbv)
                .then(|| second.and_then(|s| u32::try_from(s).ok()))
                .flatten();
            // A typed resource's second word holds its component type (bits 0-7) and
            // count (bits 8-15).
            let components = (class != ResourceClass::Cbv)
                .then(|| second.map(|s| ((s >> 8) & 0xff) as u32))
                .flatten();
            let component_type = (class != ResourceClass::Cbv)
                .then(|| second.map(|s| (s & 0xff) as u32))
                .flatten();
            // A sampler's first word says comparison (bit 15) or default; a UAV's (the
            // same bit) whether it has a counter.
            let sampler_mode =
                (class == ResourceClass::Sampler).then_some(u32::from(props & (1 << 15) != 0));
            let has_counter = Some(props & (1 << 15) != 0);
            // The record comes from the handle annotated.
            let record = handle_origin(m, info, body, *args.first()?, depth + 1)
                .filter(|o| o.class == class)
                .and_then(|o| o.record);
            Some(HandleOrigin {
                class,
                kind: Some(kind),
                cbuffer_bytes,
                components,
                component_type,
                sampler_mode,
                has_counter,
                record,
            })
        }
        // CreateHandleFromBinding(bind, index, nonUniformIndex): the class is the
        // binding's last field.
        numbers::CREATE_HANDLE_FROM_BINDING => {
            let class = match m.consts.get(const_of(*args.first()?)?) {
                ConstData::Aggregate { elems, .. } => class_of(m.const_int(*elems.get(3)?)?)?,
                ConstData::Zero(_) => ResourceClass::Srv,
                _ => return None,
            };
            Some(HandleOrigin::of_class(class))
        }
        _ => None,
    }
}

/// The global a record's symbol names (through the casts its metadata wraps it in);
/// none for `undef`, which the records of a shader that is no library hold.
pub(super) fn symbol_global(m: &Module, mut s: Value) -> Option<GlobalId> {
    for _ in 0..8 {
        match s {
            Value::Global(g) => return Some(g),
            Value::Const(c) => match m.consts.get(c) {
                ConstData::Expr {
                    op: ConstExprOp::Cast { val, .. },
                    ..
                } => s = *val,
                _ => return None,
            },
            _ => return None,
        }
    }
    None
}

/// The resource record whose global `load` (a `createHandleForLib` operand) loads.
fn loaded_resource<'a>(
    m: &Module,
    info: &'a DxilInfo,
    body: &Body,
    load: Value,
) -> Option<&'a dxil_model::metadata::Resource> {
    let Value::Inst(load) = load else {
        return None;
    };
    let InstKind::Load { ptr, .. } = &body.insts[load].kind else {
        return None;
    };
    let g = Value::Global(base_global(m, body, *ptr)?);
    info.resources.iter().find(|r| r.symbol == Some(g))
}

/// The components of a resource's element: its type's first field (`<4 x float>` in
/// `%"class.RWTexture2D<vector<float, 4> >"`), a vector's length or 1 for a scalar.
fn element_components(m: &Module, t: dxil_ir::Type) -> Option<u32> {
    let field = m
        .types
        .struct_fields(t)
        .and_then(|(f, _)| f.first().copied())?;
    match m.types.get(field) {
        dxil_ir::TypeData::Vector { len, .. } => Some(*len),
        dxil_ir::TypeData::Int(_) | dxil_ir::TypeData::Float(_) => Some(1),
        _ => None,
    }
}

fn const_of(v: Value) -> Option<dxil_ir::Const> {
    match v {
        Value::Const(c) => Some(c),
        _ => None,
    }
}

fn class_of(raw: i128) -> Option<ResourceClass> {
    Some(match raw {
        0 => ResourceClass::Srv,
        1 => ResourceClass::Uav,
        2 => ResourceClass::Cbv,
        3 => ResourceClass::Sampler,
        _ => return None,
    })
}
