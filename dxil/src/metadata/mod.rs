//! Reading the DXIL metadata of a lowered module (`!dx.shaderModel`, `!dx.version`,
//! `!dx.valver`, `!dx.resources`, `!dx.entryPoints` with signatures and properties)
//! into plain data, as DXIL.rst lays it out. The container parts are built from this,
//! whether the module came from our lowering or from DXC's printed DXIL.

mod named;
mod node;
mod subobjects;
pub mod type_annotations;

pub use named::is_known_named_metadata;
pub use node::{launch_type_name, DispatchGridField, NodeId, NodeIo, NodeProps};
pub use subobjects::{Subobject, SubobjectData};

use crate::error::ModelError;
use crate::shader_model::{ShaderKind, ShaderModel};
use dxil_ir::{FuncId, Md, MdData, Module, Type, Value};

/// Everything the container needs to know about a DXIL module.
#[derive(Clone, Debug, PartialEq)]
pub struct DxilInfo {
    /// `!dx.shaderModel`.
    pub shader_model: ShaderModel,
    /// `!dx.version` (major, minor).
    pub dxil_version: (u32, u32),
    /// `!dx.valver` (major, minor), if present.
    pub validator_version: Option<(u32, u32)>,
    /// The entry point (`!dx.entryPoints`, first record; a library's own record).
    pub entry: EntryPoint,
    /// A library's entries: the `!dx.entryPoints` records after the first.
    pub library_entries: Vec<EntryPoint>,
    /// The resources of the first entry record (`!dx.resources` as DXC writes it).
    pub resources: Resources,
    /// `!dx.subobjects` (libraries).
    pub subobjects: Vec<Subobject>,
}

/// One `!dx.entryPoints` record.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EntryPoint {
    /// The entry function (absent for a library's null entry).
    pub function: Option<FuncId>,
    /// The unmangled name.
    pub name: String,
    /// Input signature elements.
    pub inputs: Vec<SignatureElement>,
    /// Output signature elements.
    pub outputs: Vec<SignatureElement>,
    /// Patch-constant (or primitive) signature elements.
    pub patch_constants: Vec<SignatureElement>,
    /// The shader flags tag (`kDxilShaderFlagsTag`, 0), or 0.
    pub shader_flags: u64,
    /// Compute/mesh/amplification thread counts (`kDxilNumThreadsTag`, 4).
    pub numthreads: Option<[u32; 3]>,
    /// The wave sizes the entry accepts: its wave size tag (11: one value; 23: min,
    /// max, preferred) when that is well formed and its minimum not 0 (undefined).
    pub wave_size: Option<WaveSize>,
    /// Every wave size tag as written, in order (what the validator checks).
    pub wave_size_tags: Vec<WaveSizeTag>,
    /// Every other tag with its integer operands (nested lists flattened).
    pub other_tags: Vec<(u32, Vec<i128>)>,
    /// A work-graph node's properties (tags 13 to 22), if any is given.
    pub node: Option<NodeProps>,
    /// A hull shader's patch constant function (the first operand of its state, tag 3).
    pub patch_constant_function: Option<FuncId>,
    /// A hull shader's maximum tessellation factor (the float closing its state).
    pub max_tess_factor: Option<f64>,
}

/// Entry property tags (DXIL.rst, "Shader Properties and Capabilities") whose integer
/// operands [`EntryPoint::property`] reads (nested lists flattened).
pub mod property {
    /// Geometry shader state: input primitive, max vertex count, active stream mask,
    /// output topology, instance count.
    pub const GS_STATE: u32 = 1;
    /// Domain shader state: domain, input control points.
    pub const DS_STATE: u32 = 2;
    /// Hull shader state (its integers: input and output control points, domain,
    /// partitioning, output primitive).
    pub const HS_STATE: u32 = 3;
    /// Ray payload (or callable parameter) bytes.
    pub const RAY_PAYLOAD_SIZE: u32 = 6;
    /// Ray hit attribute bytes.
    pub const RAY_ATTRIB_SIZE: u32 = 7;
    /// A library entry's shader kind.
    pub const SHADER_KIND: u32 = 8;
    /// Mesh shader state: thread counts (3), max vertices, max primitives, output
    /// topology, payload bytes.
    pub const MS_STATE: u32 = 9;
    /// Amplification shader state: thread counts (3), payload bytes.
    pub const AS_STATE: u32 = 10;
}

impl EntryPoint {
    /// Integer operand `index` of entry property `tag` (see [`property`]), if present.
    pub fn property(&self, tag: u32, index: usize) -> Option<u32> {
        self.other_tags
            .iter()
            .find(|(t, _)| *t == tag)
            .and_then(|(_, values)| values.get(index))
            .and_then(|v| u32::try_from(*v).ok())
    }

    /// A library entry's shader kind (its `SHADER_KIND` property).
    pub fn library_kind(&self) -> Option<ShaderKind> {
        self.property(property::SHADER_KIND, 0)
            .and_then(ShaderKind::from_raw)
    }
}

/// Wave sizes an entry accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaveSize {
    /// Minimum lanes.
    pub min: u32,
    /// Maximum lanes (equal to `min` for a single size).
    pub max: u32,
    /// Preferred lanes (0 when unset).
    pub preferred: u32,
}

/// A wave size entry property as written: its tag (11 `WaveSize`, 23 `WaveSizeRange`)
/// and its operands, each an integer constant or `None`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaveSizeTag {
    /// 11 or 23.
    pub tag: u32,
    /// The operands.
    pub values: Vec<Option<i128>>,
}

impl WaveSizeTag {
    /// The wave tag `kDxilWaveSizeTag`: one value.
    pub const SIZE: u32 = 11;
    /// The wave tag `kDxilRangedWaveSizeTag`: min, max, preferred.
    pub const RANGE: u32 = 23;

    /// Its operands, when each is a constant that fits 32 bits.
    pub fn constants(&self) -> Option<Vec<u32>> {
        self.values
            .iter()
            .map(|v| v.and_then(|v| u32::try_from(v).ok()))
            .collect()
    }

    /// The sizes it states, when its operands are the constants its tag takes (a range
    /// whose max is 0 is its min alone).
    pub fn sizes(&self) -> Option<WaveSize> {
        let v = self.constants()?;
        match (self.tag, v.as_slice()) {
            (Self::RANGE, &[min, 0, preferred]) => Some(WaveSize {
                min,
                max: min,
                preferred,
            }),
            (Self::SIZE, &[s]) => Some(WaveSize {
                min: s,
                max: s,
                preferred: 0,
            }),
            (Self::RANGE, &[min, max, preferred]) => Some(WaveSize {
                min,
                max,
                preferred,
            }),
            _ => None,
        }
    }
}

/// A signature element record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureElement {
    /// Element id.
    pub id: u32,
    /// Semantic name.
    pub semantic_name: String,
    /// Component type (DXIL `ComponentType`).
    pub component_type: u8,
    /// System value kind (DXIL `SemanticKind`).
    pub system_value: u8,
    /// Semantic indices, one per row.
    pub semantic_indices: Vec<u32>,
    /// Interpolation mode.
    pub interpolation: u8,
    /// Rows.
    pub rows: u32,
    /// Columns.
    pub cols: u8,
    /// Start row (-1 when not allocated).
    pub start_row: i32,
    /// Start column (-1 when not allocated).
    pub start_col: i8,
    /// Extra tag/value pairs (output stream 0, global symbol 1, dynamic index mask 2,
    /// usage mask 3 ...).
    pub tags: Vec<(u32, i128)>,
}

/// Rows the allocated ones of `elements` take: one past the last row of any
/// (`DxilSignature::NumVectorsUsed`; saturating on hostile rows).
pub fn rows_used<'a>(elements: impl IntoIterator<Item = &'a SignatureElement>) -> u32 {
    elements
        .into_iter()
        .filter(|e| e.start_row >= 0)
        .map(|e| (e.start_row as u32).saturating_add(e.rows))
        .max()
        .unwrap_or(0)
}

/// Resource class: the four `!dx.resources` lists, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResourceClass {
    /// Shader resource views.
    Srv = 0,
    /// Unordered access views.
    Uav = 1,
    /// Constant buffer views.
    Cbv = 2,
    /// Samplers.
    Sampler = 3,
}

/// One resource record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resource {
    /// Its class.
    pub class: ResourceClass,
    /// Record id (dense per class).
    pub id: u32,
    /// The global symbol (a global, or a constant expression of one), if given.
    pub symbol: Option<Value>,
    /// Type of the global symbol's pointee (the original shape), if given.
    pub symbol_type: Option<Type>,
    /// The HLSL name (empty when stripped).
    pub name: String,
    /// Register space.
    pub space: u32,
    /// Lower bound register.
    pub lower_bound: u32,
    /// Range size (`u32::MAX` for unbounded).
    pub range_size: u32,
    /// Shape (`ResourceKind`) for SRVs/UAVs; buffer size in bytes for CBVs; sampler kind.
    pub shape: u32,
    /// SRV sample count.
    pub sample_count: u32,
    /// UAV: globally coherent.
    pub globally_coherent: bool,
    /// UAV: has a counter.
    pub has_counter: bool,
    /// UAV: rasterizer ordered.
    pub is_rov: bool,
    /// Element type tag (0), for typed resources.
    pub element_type: Option<u32>,
    /// Structure stride tag (1), for structured buffers.
    pub stride: Option<u32>,
    /// Other tag/value pairs.
    pub other_tags: Vec<(u32, i128)>,
}

/// The four resource lists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    /// SRVs.
    pub srvs: Vec<Resource>,
    /// UAVs.
    pub uavs: Vec<Resource>,
    /// CBVs.
    pub cbvs: Vec<Resource>,
    /// Samplers.
    pub samplers: Vec<Resource>,
}

impl Resource {
    /// Its `DXIL::ResourceKind`: the shape of an SRV or UAV, CBuffer (13) for a CBV,
    /// Sampler (14) for a sampler.
    pub fn kind(&self) -> u32 {
        match self.class {
            ResourceClass::Cbv => crate::ResourceKind::CBuffer as u32,
            ResourceClass::Sampler => crate::ResourceKind::Sampler as u32,
            _ => self.shape,
        }
    }

    /// [`Resource::kind`] typed: `None` for a shape DXIL does not define (the record
    /// keeps the number, for the validator to report).
    pub fn resource_kind(&self) -> Option<crate::ResourceKind> {
        crate::ResourceKind::from_raw(self.kind())
    }

    /// How a message names it: `'NAME'` (register R, space S), or, for a record whose
    /// name was stripped, its class and record id with the same binding.
    pub fn label(&self) -> String {
        let letter = match self.class {
            ResourceClass::Srv => 't',
            ResourceClass::Uav => 'u',
            ResourceClass::Cbv => 'b',
            ResourceClass::Sampler => 's',
        };
        let binding = format!("{letter}{}, space {}", self.lower_bound, self.space);
        if self.name.is_empty() {
            format!("unnamed {:?} record {} ({binding})", self.class, self.id)
        } else {
            format!("'{}' ({binding})", self.name)
        }
    }

    /// The last register of its range (`u32::MAX` when unbounded).
    pub fn upper_bound(&self) -> u32 {
        if self.range_size == u32::MAX {
            u32::MAX
        } else {
            self.lower_bound
                .wrapping_add(self.range_size)
                .wrapping_sub(1)
        }
    }
}

impl Resources {
    /// Every resource in the order DXC's PSV0 and RDAT list them: CBVs, samplers, SRVs,
    /// UAVs.
    pub fn in_binding_order(&self) -> impl Iterator<Item = &Resource> {
        self.cbvs
            .iter()
            .chain(&self.samplers)
            .chain(&self.srvs)
            .chain(&self.uavs)
    }

    /// Every resource, in class order then record order.
    pub fn iter(&self) -> impl Iterator<Item = &Resource> {
        self.srvs
            .iter()
            .chain(&self.uavs)
            .chain(&self.cbvs)
            .chain(&self.samplers)
    }
}

/// Whether the module carries DXIL metadata (`!dx.entryPoints`).
pub fn has_dxil_metadata(m: &Module) -> bool {
    m.named_metadata.contains_key("dx.entryPoints")
}

/// Each record node of `!dx.resources` with its class, list by list (SRVs, UAVs,
/// CBVs, samplers); what is not a node is left out.
pub fn resource_records(m: &Module) -> Vec<(ResourceClass, Md)> {
    const CLASSES: [ResourceClass; 4] = [
        ResourceClass::Srv,
        ResourceClass::Uav,
        ResourceClass::Cbv,
        ResourceClass::Sampler,
    ];
    let nodes = |n: Md| match m.metadata.get(n) {
        Some(MdData::Node { ops, .. }) => ops.clone(),
        _ => Vec::new(),
    };
    let Some(&top) = m.named_metadata.get("dx.resources").and_then(|l| l.first()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (class, list) in CLASSES.into_iter().zip(nodes(top)) {
        for record in list.map(nodes).unwrap_or_default().into_iter().flatten() {
            if matches!(m.metadata.get(record), Some(MdData::Node { .. })) {
                out.push((class, record));
            }
        }
    }
    out
}

/// Reads the module's DXIL metadata.
pub fn read_dxil_info(m: &Module) -> Result<DxilInfo, ModelError> {
    let r = Reader { m };
    let sm_node = r.named_single("dx.shaderModel")?;
    let sm_ops = r.node(sm_node, "!dx.shaderModel")?;
    let kind_name = r.string_op(sm_ops, 0, "!dx.shaderModel kind")?;
    let kind = ShaderKind::from_profile_prefix(&kind_name).ok_or_else(|| {
        ModelError::invalid(format!(
            "!dx.shaderModel: unknown shader kind '{kind_name}'"
        ))
    })?;
    let shader_model = ShaderModel {
        kind,
        major: r.u32_op(sm_ops, 1, "!dx.shaderModel major")?,
        minor: r.u32_op(sm_ops, 2, "!dx.shaderModel minor")?,
    };
    let dxil_version = r
        .version("dx.version")?
        .unwrap_or(shader_model.dxil_version());
    let validator_version = r.version("dx.valver")?;
    let entry_nodes =
        r.m.named_metadata
            .get("dx.entryPoints")
            .filter(|nodes| !nodes.is_empty())
            .ok_or_else(|| ModelError::invalid("module has no !dx.entryPoints"))?;
    // As DXC loads them: the first entry record's list (the one `!dx.resources` names,
    // unless an edit made them differ).
    let first_entry = r.node(entry_nodes[0], "!dx.entryPoints entry")?;
    let resources = match first_entry.get(3).copied().flatten() {
        Some(node) => r.resources(node)?,
        None => Resources::default(),
    };
    let entry = r.entry(entry_nodes[0])?;
    let library_entries = if kind == ShaderKind::Library {
        entry_nodes[1..]
            .iter()
            .map(|&node| r.entry(node))
            .collect::<Result<_, _>>()?
    } else {
        Vec::new()
    };
    Ok(DxilInfo {
        shader_model,
        dxil_version,
        validator_version,
        entry,
        library_entries,
        resources,
        subobjects: r.subobjects()?,
    })
}

struct Reader<'a> {
    m: &'a Module,
}

impl Reader<'_> {
    fn named_first(&self, name: &str) -> Option<Md> {
        self.m.named_metadata.get(name)?.first().copied()
    }

    fn named_single(&self, name: &str) -> Result<Md, ModelError> {
        self.named_first(name)
            .ok_or_else(|| ModelError::invalid(format!("module has no !{name}")))
    }

    fn version(&self, name: &str) -> Result<Option<(u32, u32)>, ModelError> {
        let Some(node) = self.named_first(name) else {
            return Ok(None);
        };
        let what = format!("!{name}");
        let ops = self.node(node, &what)?;
        Ok(Some((
            self.u32_op(ops, 0, &what)?,
            self.u32_op(ops, 1, &what)?,
        )))
    }

    fn node(&self, md: Md, what: &str) -> Result<&[Option<Md>], ModelError> {
        match self.m.metadata.get(md) {
            Some(MdData::Node { ops, .. }) => Ok(ops),
            _ => Err(ModelError::invalid(format!(
                "{what}: expected a metadata node"
            ))),
        }
    }

    fn optional_node(
        &self,
        op: Option<&Option<Md>>,
        what: &str,
    ) -> Result<&[Option<Md>], ModelError> {
        match op {
            None | Some(None) => Ok(&[]),
            Some(Some(md)) => self.node(*md, what),
        }
    }

    fn op(&self, ops: &[Option<Md>], i: usize, what: &str) -> Result<Md, ModelError> {
        ops.get(i)
            .copied()
            .flatten()
            .ok_or_else(|| ModelError::invalid(format!("{what}: operand {i} is missing")))
    }

    fn value(&self, md: Md) -> Option<(Type, Value)> {
        match self.m.metadata.get(md)? {
            MdData::Value { ty, value } => Some((*ty, *value)),
            _ => None,
        }
    }

    fn int(&self, md: Md, what: &str) -> Result<i128, ModelError> {
        self.value(md)
            .and_then(|(_, v)| self.m.const_int(v))
            .ok_or_else(|| ModelError::invalid(format!("{what}: expected an integer constant")))
    }

    fn int_op(&self, ops: &[Option<Md>], i: usize, what: &str) -> Result<i128, ModelError> {
        self.int(self.op(ops, i, what)?, what)
    }

    fn u32_op(&self, ops: &[Option<Md>], i: usize, what: &str) -> Result<u32, ModelError> {
        let v = self.int_op(ops, i, what)?;
        // Unbounded ranges are written as -1.
        u32::try_from(v)
            .or_else(|_| i32::try_from(v).map(|x| x as u32))
            .map_err(|_| ModelError::invalid(format!("{what}: {v} does not fit in 32 bits")))
    }

    fn string_op(&self, ops: &[Option<Md>], i: usize, what: &str) -> Result<String, ModelError> {
        let md = self.op(ops, i, what)?;
        self.m
            .md_string(md)
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .ok_or_else(|| ModelError::invalid(format!("{what}: expected a metadata string")))
    }

    fn tag_pairs(&self, ops: &[Option<Md>], what: &str) -> Result<Vec<(u32, i128)>, ModelError> {
        let mut out = Vec::new();
        for pair in ops.chunks(2) {
            let tag = self.int_op(pair, 0, what)?;
            let val = self.int_op(pair, 1, what)?;
            out.push((tag as u32, val));
        }
        Ok(out)
    }

    fn resources(&self, node: Md) -> Result<Resources, ModelError> {
        let lists = self.node(node, "!dx.resources")?;
        let mut res = Resources::default();
        let classes = [
            ResourceClass::Srv,
            ResourceClass::Uav,
            ResourceClass::Cbv,
            ResourceClass::Sampler,
        ];
        for (i, class) in classes.into_iter().enumerate() {
            let list = self.optional_node(lists.get(i), "!dx.resources list")?;
            let out = match class {
                ResourceClass::Srv => &mut res.srvs,
                ResourceClass::Uav => &mut res.uavs,
                ResourceClass::Cbv => &mut res.cbvs,
                ResourceClass::Sampler => &mut res.samplers,
            };
            for rec in list.iter() {
                let rec = rec.ok_or_else(|| ModelError::invalid("null resource record"))?;
                out.push(self.resource(class, rec)?);
            }
        }
        Ok(res)
    }

    fn resource(&self, class: ResourceClass, rec: Md) -> Result<Resource, ModelError> {
        let what = "resource record";
        let ops = self.node(rec, what)?;
        let symbol = ops.get(1).copied().flatten().and_then(|md| self.value(md));
        // What the symbol points to: a typed pointer's pointee, or an opaque pointer
        // global's value type.
        let symbol_type = symbol.map(|(ty, value)| match (self.m.types.get(ty), value) {
            (dxil_ir::TypeData::TypedPtr { pointee, .. }, _) => *pointee,
            (dxil_ir::TypeData::Ptr { .. }, dxil_ir::Value::Global(g)) => {
                self.m.globals[g].value_ty
            }
            _ => ty,
        });
        let mut r = Resource {
            class,
            id: self.u32_op(ops, 0, what)?,
            symbol: symbol.map(|(_, value)| value),
            symbol_type,
            name: self.string_op(ops, 2, what).unwrap_or_default(),
            space: self.u32_op(ops, 3, what)?,
            lower_bound: self.u32_op(ops, 4, what)?,
            range_size: self.u32_op(ops, 5, what)?,
            shape: self.u32_op(ops, 6, what)?,
            sample_count: 0,
            globally_coherent: false,
            has_counter: false,
            is_rov: false,
            element_type: None,
            stride: None,
            other_tags: Vec::new(),
        };
        let tags_at = match class {
            ResourceClass::Srv => {
                r.sample_count = self.u32_op(ops, 7, what)?;
                8
            }
            ResourceClass::Uav => {
                r.globally_coherent = self.int_op(ops, 7, what)? != 0;
                r.has_counter = self.int_op(ops, 8, what)? != 0;
                r.is_rov = self.int_op(ops, 9, what)? != 0;
                10
            }
            ResourceClass::Cbv | ResourceClass::Sampler => 7,
        };
        let tags = self.optional_node(ops.get(tags_at), what)?;
        for (tag, val) in self.tag_pairs(tags, what)? {
            match tag {
                0 => r.element_type = Some(val as u32),
                1 => r.stride = Some(val as u32),
                _ => r.other_tags.push((tag, val)),
            }
        }
        Ok(r)
    }

    fn entry(&self, node: Md) -> Result<EntryPoint, ModelError> {
        let what = "!dx.entryPoints record";
        let ops = self.node(node, what)?;
        let function = ops
            .first()
            .copied()
            .flatten()
            .and_then(|md| self.value(md))
            .and_then(|(_, v)| match v {
                Value::Function(f) => Some(f),
                _ => None,
            });
        let mut entry = EntryPoint {
            function,
            name: self.string_op(ops, 1, what)?,
            ..EntryPoint::default()
        };
        let sigs = self.optional_node(ops.get(2), what)?;
        let sig_lists = [
            &mut entry.inputs,
            &mut entry.outputs,
            &mut entry.patch_constants,
        ];
        for (i, out) in sig_lists.into_iter().enumerate() {
            for el in self.optional_node(sigs.get(i), "signature list")? {
                let el = el.ok_or_else(|| ModelError::invalid("null signature element"))?;
                out.push(self.signature_element(el)?);
            }
        }
        let props = self.optional_node(ops.get(4), what)?;
        for pair in props.chunks(2) {
            let tag = self.int_op(pair, 0, "entry property tag")? as u32;
            let val = self.op(pair, 1, "entry property value")?;
            match tag {
                0 => entry.shader_flags = self.int(val, "shader flags")? as u64,
                4 => {
                    let n = self.node(val, "numthreads")?;
                    entry.numthreads = Some([
                        self.u32_op(n, 0, "numthreads")?,
                        self.u32_op(n, 1, "numthreads")?,
                        self.u32_op(n, 2, "numthreads")?,
                    ]);
                }
                WaveSizeTag::SIZE | WaveSizeTag::RANGE => {
                    let values = self
                        .node(val, "wave size")?
                        .iter()
                        .map(|op| op.and_then(|md| self.int(md, "wave size").ok()))
                        .collect();
                    let written = WaveSizeTag { tag, values };
                    if entry.wave_size_tags.is_empty() {
                        entry.wave_size = written.sizes().filter(|w| w.min != 0);
                    }
                    entry.wave_size_tags.push(written);
                }
                _ => {
                    if tag == property::HS_STATE {
                        entry.patch_constant_function = self.function_op(val);
                        entry.max_tess_factor = self.float_op(val, 6);
                    }
                    let mut node = entry.node.take().unwrap_or_default();
                    let read = self.node_property(&mut node, tag, val)?;
                    if read || node != NodeProps::default() {
                        entry.node = Some(node);
                    }
                    let mut ints = Vec::new();
                    self.flatten_ints(val, &mut ints, 0);
                    entry.other_tags.push((tag, ints));
                }
            }
        }
        Ok(entry)
    }

    /// The floating-point constant operand `index` of node `md`, if it is one.
    fn float_op(&self, md: Md, index: usize) -> Option<f64> {
        let Some(MdData::Node { ops, .. }) = self.m.metadata.get(md) else {
            return None;
        };
        match self.m.metadata.get((*ops.get(index)?)?) {
            Some(MdData::Value { value, .. }) => dxil_ir::edit::float_value(self.m, *value),
            _ => None,
        }
    }

    /// The function that node `md`'s first operand names, if it does.
    fn function_op(&self, md: Md) -> Option<FuncId> {
        let Some(MdData::Node { ops, .. }) = self.m.metadata.get(md) else {
            return None;
        };
        match self.m.metadata.get((*ops.first()?)?) {
            Some(MdData::Value {
                value: Value::Function(f),
                ..
            }) => Some(*f),
            _ => None,
        }
    }

    fn flatten_ints(&self, md: Md, out: &mut Vec<i128>, depth: u32) {
        if depth > 8 {
            return;
        }
        match self.m.metadata.get(md) {
            Some(MdData::Node { ops, .. }) => {
                for op in ops.iter().flatten() {
                    self.flatten_ints(*op, out, depth + 1);
                }
            }
            Some(MdData::Value { value, .. }) => out.extend(self.m.const_int(*value)),
            _ => {}
        }
    }

    fn signature_element(&self, el: Md) -> Result<SignatureElement, ModelError> {
        let what = "signature element";
        let ops = self.node(el, what)?;
        let mut e = self.element_fields(ops, what)?;
        let tags = self.optional_node(ops.get(10), what)?;
        e.tags = self.tag_pairs(tags, what)?;
        Ok(e)
    }

    /// The ten leading operands of an element record: id, name, component type, kind,
    /// indices, interpolation, rows, columns, start row and start column.
    fn element_fields(
        &self,
        ops: &[Option<Md>],
        what: &str,
    ) -> Result<SignatureElement, ModelError> {
        let mut semantic_indices = Vec::new();
        for idx in self.optional_node(ops.get(4), what)?.iter().flatten() {
            semantic_indices.push(self.int(*idx, what)? as u32);
        }
        Ok(SignatureElement {
            id: self.u32_op(ops, 0, what)?,
            semantic_name: self.string_op(ops, 1, what)?,
            component_type: self.int_op(ops, 2, what)? as u8,
            system_value: self.int_op(ops, 3, what)? as u8,
            semantic_indices,
            interpolation: self.int_op(ops, 5, what)? as u8,
            rows: self.u32_op(ops, 6, what)?,
            cols: self.int_op(ops, 7, what)? as u8,
            start_row: self.int_op(ops, 8, what)? as i32,
            start_col: self.int_op(ops, 9, what)? as i8,
            tags: Vec::new(),
        })
    }
}

/// Signature element tags (DXIL.rst, "Signature Element Tags").
pub mod tag {
    /// Output stream of a geometry shader output.
    pub const OUTPUT_STREAM: u32 = 0;
    /// Dynamically indexed components.
    pub const DYNAMIC_INDEX_MASK: u32 = 2;
    /// Components read (inputs) or written (outputs).
    pub const USAGE_MASK: u32 = 3;
}
