//! Rules on each entry's properties: thread groups, groupshared memory, mesh,
//! hull, domain and geometry shader state, ray tracing shader functions and work-graph
//! node inputs.
//!
//! - `SM.THREADGROUPCHANNELRANGE`, `SM.MAXTHEADGROUP`: thread group sizes within the
//!   stage's limits; `SM.MAXTGSMSIZEONENTRY`: the groupshared memory an entry reaches,
//!   within an explicit limit where the entry gives one (`SM.EXPLICITTGSMSIZEONENTRY`).
//! - `SM.MESHSHADERMAXVERTEXCOUNT`, `SM.MESHSHADERMAXPRIMITIVECOUNT`,
//!   `SM.MESHSHADERPAYLOADSIZE`, `SM.AMPLIFICATIONSHADERPAYLOADSIZE`,
//!   `SM.MESHVSIGROWCOUNT`, `SM.MESHPSIGROWCOUNT`, `SM.MESHTOTALSIGROWCOUNT`,
//!   `SM.MESHSHADEROUTPUTSIZE`, `SM.MESHSHADERINOUTSIZE`.
//! - `META.ENTRYFUNCTION`: an entry without a body is a pass-through hull shader,
//!   `SM.HULLPASSTHRUCONTROLPOINTCOUNTMATCH`, `SM.OUTPUTCONTROLPOINTSTOTALSCALARS`.
//! - `SM.VALIDDOMAIN`, `SM.HSINPUTCONTROLPOINTCOUNTRANGE`,
//!   `SM.OUTPUTCONTROLPOINTCOUNTRANGE`, `SM.DSINPUTCONTROLPOINTCOUNTRANGE`,
//!   `META.TESSELLATORPARTITION`, `META.TESSELLATOROUTPUTPRIMITIVE`,
//!   `SM.TRIOUTPUTPRIMITIVEMISMATCH`, `SM.ISOLINEOUTPUTPRIMITIVEMISMATCH`,
//!   `SM.TESSFACTORSIZEMATCHDOMAIN`, `SM.INSIDETESSFACTORSIZEMATCHDOMAIN`,
//!   `SM.TESSFACTORFORDOMAIN` (a hull shader declares the factors its domain needs),
//!   `META.MAXTESSFACTOR` (1 to 64), `SM.DOMAINLOCATIONIDXOOB`,
//!   `SM.ZEROHSINPUTCONTROLPOINTWITHINPUT`.
//! - `SM.GSOUTPUTVERTEXCOUNTRANGE`, `SM.GSINSTANCECOUNTRANGE`, `SM.MULTISTREAMMUSTBEPOINT`,
//!   `SM.GSVALIDINPUTPRIMITIVE`, `SM.GSVALIDOUTPUTPRIMITIVETOPOLOGY`,
//!   `SM.GSTOTALOUTPUTVERTEXDATARANGE`.
//! - `DECL.SHADERRETURNVOID`, `DECL.SHADERMISSINGARG`, `DECL.EXTRAARGS`,
//!   `DECL.PAYLOADSTRUCT`, `DECL.ATTRSTRUCT`, `DECL.PARAMSTRUCT`,
//!   `SM.RAYSHADERSIGNATURES`, `SM.RAYSHADERPAYLOADSIZE`: ray tracing shader functions.
//! - `DECL.MULTIPLENODEINPUTS`, `DECL.NODELAUNCHINPUTTYPE`, `META.COMPUTEWITHNODE`.

use super::entry_scopes::EntryScope;
use super::value_origins::mentions_global_in;
use super::{function_location, Validation};
use dxil_ir::{GlobalId, Module, TypeData, Value};
use dxil_model::layout::DataLayout;
use dxil_model::metadata::{property, rows_used, EntryPoint};
use dxil_model::op_table::{dx_op_call, OpCode};
use dxil_model::{DxilInfo, ShaderKind};

/// The entry property tag of an explicit groupshared memory limit (shader model 6.10).
const GROUP_SHARED_LIMIT: u32 = 24;

/// Every entry record with its stage: the shader's entry, or each library entry.
pub(super) fn entries(info: &DxilInfo) -> Vec<(&EntryPoint, ShaderKind)> {
    if info.shader_model.kind == ShaderKind::Library {
        info.library_entries
            .iter()
            .filter_map(|e| Some((e, e.library_kind()?)))
            .collect()
    } else {
        vec![(&info.entry, info.shader_model.kind)]
    }
}

/// Checks every entry's properties into `v`.
pub(super) fn check_entries(
    m: &Module,
    info: &DxilInfo,
    scopes: &[EntryScope<'_>],
    v: &mut Validation,
) {
    for (e, kind) in entries(info) {
        let cx = EntryContext { m, e, kind };
        cx.check_declared_entry(v);
        cx.check_thread_group(v);
        let sm = info.shader_model;
        super::wave_size_rules::check_wave_size(e, kind, sm, &|| cx.location(), v);
        match kind {
            ShaderKind::Mesh => cx.check_mesh(v),
            ShaderKind::Amplification => cx.check_payload(property::AS_STATE, 3, v),
            ShaderKind::Hull => cx.check_hull(v),
            ShaderKind::Domain => cx.check_domain(scopes, v),
            ShaderKind::Geometry => cx.check_geometry(v),
            ShaderKind::Node => cx.check_node_inputs(v),
            ShaderKind::Compute if e.node.is_some() => v.push(
                "META.COMPUTEWITHNODE",
                format!(
                    "Compute entry '{}' has unexpected node shader metadata",
                    e.name
                ),
                cx.location(),
            ),
            ShaderKind::RayGeneration
            | ShaderKind::Intersection
            | ShaderKind::AnyHit
            | ShaderKind::ClosestHit
            | ShaderKind::Miss
            | ShaderKind::Callable => cx.check_ray_shader(v),
            _ => {}
        }
        for s in scopes
            .iter()
            .filter(|s| std::ptr::eq(s.entry, e) && !s.is_patch_constant)
        {
            cx.check_groupshared_size(s, v);
        }
    }
}

struct EntryContext<'a> {
    m: &'a Module,
    e: &'a EntryPoint,
    kind: ShaderKind,
}

impl EntryContext<'_> {
    fn location(&self) -> String {
        match self.e.function {
            Some(f) => function_location(&self.m.functions[f]),
            None => format!("entry '{}'", self.e.name),
        }
    }

    /// The thread counts: the numthreads tag, or a mesh/amplification state's first three.
    fn thread_counts(&self) -> Option<[u32; 3]> {
        self.e.numthreads.or_else(|| {
            let tag = match self.kind {
                ShaderKind::Mesh => property::MS_STATE,
                ShaderKind::Amplification => property::AS_STATE,
                _ => return None,
            };
            Some([
                self.e.property(tag, 0)?,
                self.e.property(tag, 1)?,
                self.e.property(tag, 2)?,
            ])
        })
    }

    fn check_thread_group(&self, v: &mut Validation) {
        let (limits, total) = match self.kind {
            ShaderKind::Compute | ShaderKind::Node => ([1024, 1024, 64], 1024u64),
            ShaderKind::Mesh | ShaderKind::Amplification => ([128, 128, 128], 128),
            _ => return,
        };
        let Some(counts) = self.thread_counts() else {
            return;
        };
        for ((axis, n), max) in ["X", "Y", "Z"].into_iter().zip(counts).zip(limits) {
            if n < 1 || n > max {
                v.push(
                    "SM.THREADGROUPCHANNELRANGE",
                    format!("Declared Thread Group {axis} size {n} outside valid range [1..{max}]"),
                    self.location(),
                );
            }
        }
        // Three u32 sizes multiply to less than 2^96: u128 cannot overflow.
        let product: u128 = counts.iter().map(|&n| u128::from(n)).product();
        if product > u128::from(total) {
            v.push(
                "SM.MAXTHEADGROUP",
                format!(
                    "Declared Thread Group Count {product} (X*Y*Z) is beyond the valid maximum \
                     of {total}"
                ),
                self.location(),
            );
        }
    }

    /// The groupshared globals the entry's functions use, against the stage's limit.
    fn check_groupshared_size(&self, scope: &EntryScope<'_>, v: &mut Validation) {
        let stage_limit = match self.kind {
            ShaderKind::Compute | ShaderKind::Node | ShaderKind::Amplification => 32768,
            ShaderKind::Mesh => 28672,
            _ => return,
        };
        // An explicit `[GroupSharedLimit(n)]` (tag 24, shader model 6.10) replaces it.
        let explicit = self.e.property(GROUP_SHARED_LIMIT, 0);
        let limit = explicit.map_or(stage_limit, u64::from);
        let mut used: Vec<GlobalId> = Vec::new();
        for &f in &scope.functions {
            let Some(body) = &self.m.functions[f].body else {
                continue;
            };
            for (_, i) in body.placed_insts() {
                body.insts[i].kind.for_each_operand(|o| {
                    collect_groupshared(self.m, o, &mut used);
                });
            }
        }
        let layout = DataLayout::of_dxc_module(self.m);
        let bytes: u64 = used
            .iter()
            .map(|&g| layout.alloc_size(&self.m.types, self.m.globals[g].value_ty))
            .fold(0, u64::saturating_add);
        if bytes > limit {
            let (rule, what) = if explicit.is_some() {
                ("SM.EXPLICITTGSMSIZEONENTRY", "explicit limit")
            } else {
                ("SM.MAXTGSMSIZEONENTRY", "maximum")
            };
            v.push(
                rule,
                format!(
                    "Total Thread Group Shared Memory used by '{}' is {bytes}, exceeding \
                     {what}: {limit}",
                    self.e.name
                ),
                self.location(),
            );
        }
    }

    /// An entry function without a body is a pass-through hull shader (its outputs the
    /// input control points, so no more of them and at most 3,968 components in all) or
    /// a mistake.
    fn check_declared_entry(&self, v: &mut Validation) {
        let Some(f) = self.e.function else {
            return;
        };
        if self.m.functions[f].body.is_some() {
            return;
        }
        if self.kind != ShaderKind::Hull {
            v.push(
                "META.ENTRYFUNCTION",
                "entrypoint not found.".into(),
                self.location(),
            );
            return;
        }
        let state = |i| self.e.property(property::HS_STATE, i);
        let (inputs, outputs) = (state(0).unwrap_or(0), state(1).unwrap_or(0));
        if inputs < outputs {
            v.push(
                "SM.HULLPASSTHRUCONTROLPOINTCOUNTMATCH",
                "For pass thru hull shader, input control point count must match output \
                 control point count"
                    .into(),
                self.location(),
            );
        }
        let components = (self.e.outputs.iter())
            .map(|el| u64::from(el.rows) * u64::from(el.cols))
            .fold(0u64, u64::saturating_add);
        let total = components.saturating_mul(u64::from(outputs));
        if total > 3968 {
            v.push(
                "SM.OUTPUTCONTROLPOINTSTOTALSCALARS",
                format!(
                    "Total number of scalars across all HS output control points must not \
                     exceed 3968 ({} specified)",
                    total
                ),
                self.location(),
            );
        }
    }

    fn check_mesh(&self, v: &mut Validation) {
        let tag = property::MS_STATE;
        for (index, rule, what) in [
            (3, "SM.MESHSHADERMAXVERTEXCOUNT", "vertex"),
            (4, "SM.MESHSHADERMAXPRIMITIVECOUNT", "primitive"),
        ] {
            if let Some(n) = self.e.property(tag, index).filter(|&n| n > 256) {
                v.push(
                    rule,
                    format!("MS max {what} output count must be [0..256].  {n} specified"),
                    self.location(),
                );
            }
        }
        self.check_payload(tag, 6, v);
        self.check_mesh_output_bytes(v);
        let vertex_rows = rows_used(&self.e.outputs);
        let primitive_rows = rows_used(&self.e.patch_constants);
        for (rows, rule, what) in [
            (
                vertex_rows,
                "SM.MESHVSIGROWCOUNT",
                "vertex output signatures are",
            ),
            (
                primitive_rows,
                "SM.MESHPSIGROWCOUNT",
                "primitive output signatures are",
            ),
            (
                vertex_rows.saturating_add(primitive_rows),
                "SM.MESHTOTALSIGROWCOUNT",
                "vertex and primitive output signatures are",
            ),
        ] {
            if rows > 32 {
                v.push(
                    rule,
                    format!(
                        "For shader '{}', {what} taking up more than 32 rows ({rows})",
                        self.e.name
                    ),
                    self.location(),
                );
            }
        }
    }

    /// A mesh shader's outputs, 4 bytes a component for each vertex and primitive it
    /// may write (counts rounded up to 32), take at most 32 KiB, and with its payload at
    /// most 47 KiB.
    fn check_mesh_output_bytes(&self, v: &mut Validation) {
        let tag = property::MS_STATE;
        let count = |i| u64::from(self.e.property(tag, i).unwrap_or(0)).div_ceil(32) * 32;
        // Saturating: a hostile module's counts must not overflow.
        let scalars = |list: &[dxil_model::metadata::SignatureElement], n: u64| {
            (list.iter())
                .map(|el| (u64::from(el.rows) * u64::from(el.cols)).saturating_mul(n))
                .fold(0u64, u64::saturating_add)
        };
        let bytes = (scalars(&self.e.outputs, count(3)))
            .saturating_add(scalars(&self.e.patch_constants, count(4)))
            .saturating_mul(4);
        if bytes > 32 * 1024 {
            v.push(
                "SM.MESHSHADEROUTPUTSIZE",
                format!(
                    "For shader '{}', mesh shader outputs take up {bytes} bytes, more than \
                     the 32768 allowed",
                    self.e.name
                ),
                self.location(),
            );
        }
        let payload = u64::from(self.e.property(tag, 6).unwrap_or(0));
        if bytes.saturating_add(payload) > 47 * 1024 {
            v.push(
                "SM.MESHSHADERINOUTSIZE",
                format!(
                    "For shader '{}', payload plus output take up {} bytes, more than the \
                     48128 allowed",
                    self.e.name,
                    bytes.saturating_add(payload)
                ),
                self.location(),
            );
        }
    }

    /// A mesh or amplification payload (state `tag`, operand `index`) of at most 16 KiB.
    fn check_payload(&self, tag: u32, index: usize, v: &mut Validation) {
        if let Some(n) = self.e.property(tag, index).filter(|&n| n > 16384) {
            let (rule, stage) = if self.kind == ShaderKind::Mesh {
                ("SM.MESHSHADERPAYLOADSIZE", "mesh")
            } else {
                ("SM.AMPLIFICATIONSHADERPAYLOADSIZE", "amplification")
            };
            v.push(
                rule,
                format!(
                    "For {stage} shader with entry '{}', payload size {n} is greater than \
                     maximum size of 16384 bytes",
                    self.e.name
                ),
                self.location(),
            );
        }
    }

    fn check_hull(&self, v: &mut Validation) {
        let tag = property::HS_STATE;
        let state = |i| self.e.property(tag, i);
        if let Some(n) = state(0).filter(|&n| n > 32) {
            v.push(
                "SM.HSINPUTCONTROLPOINTCOUNTRANGE",
                format!("HS input control point count must be [0..32].  {n} specified"),
                self.location(),
            );
        }
        if state(0) == Some(0) && !self.e.inputs.is_empty() {
            v.push(
                "SM.ZEROHSINPUTCONTROLPOINTWITHINPUT",
                "When HS input control point count is 0, no input signature should exist.".into(),
                self.location(),
            );
        }
        if let Some(n) = state(1).filter(|&n| n > 32) {
            v.push(
                "SM.OUTPUTCONTROLPOINTCOUNTRANGE",
                format!("output control point count must be [0..32].  {n} specified"),
                self.location(),
            );
        }
        let domain = state(2);
        self.check_domain_value(domain, v);
        if let Some(p) = state(3).filter(|p| !(1..=4).contains(p)) {
            v.push(
                "META.TESSELLATORPARTITION",
                format!("Invalid Tessellator Partitioning specified ({p}). Must be integer, pow2, fractional_odd or fractional_even."),
                self.location(),
            );
        }
        if let Some(f) = self.e.max_tess_factor.filter(|f| !(1.0..=64.0).contains(f)) {
            v.push(
                "META.MAXTESSFACTOR",
                format!(
                    "Hull Shader MaxTessFactor must be [1.000000..64.000000].  {f:.6} specified."
                ),
                self.location(),
            );
        }
        let primitive = state(4);
        if let Some(p) = primitive.filter(|p| !(1..=4).contains(p)) {
            v.push(
                "META.TESSELLATOROUTPUTPRIMITIVE",
                format!("Invalid Tessellator Output Primitive specified ({p}). Must be point, line, triangleCW or triangleCCW."),
                self.location(),
            );
        }
        // Domains: 1 isoline, 2 tri, 3 quad; primitives: 1 point, 2 line, 3/4 triangles.
        match (domain, primitive) {
            (Some(2), Some(2)) => v.push(
                "SM.TRIOUTPUTPRIMITIVEMISMATCH",
                "Hull Shader declared with Tri Domain must specify output primitive point, \
                 triangle_cw or triangle_ccw. Line output is not compatible with the Tri domain"
                    .into(),
                self.location(),
            ),
            (Some(1), Some(3 | 4)) => v.push(
                "SM.ISOLINEOUTPUTPRIMITIVEMISMATCH",
                "Hull Shader declared with IsoLine Domain must specify output primitive point \
                 or line. Triangle_cw or triangle_ccw output are not compatible with the \
                 IsoLine Domain"
                    .into(),
                self.location(),
            ),
            _ => {}
        }
        if let Some(d) = domain {
            self.check_tess_factors(d, v);
            // Every domain has edge factors; all but isolines inside ones.
            let has = |kind| {
                self.e
                    .patch_constants
                    .iter()
                    .any(|el| el.system_value == kind)
            };
            if (1..=3).contains(&d) && (!has(25) || (d != 1 && !has(26))) {
                v.push(
                    "SM.TESSFACTORFORDOMAIN",
                    "Required TessFactor for domain not found declared anywhere in Patch \
                     Constant data."
                        .into(),
                    self.location(),
                );
            }
        }
    }

    fn check_domain_value(&self, domain: Option<u32>, v: &mut Validation) {
        if domain.is_some_and(|d| !(1..=3).contains(&d)) {
            v.push(
                "SM.VALIDDOMAIN",
                "Invalid Tessellator Domain specified. Must be isoline, tri or quad".into(),
                self.location(),
            );
        }
    }

    /// `SV_TessFactor` and `SV_InsideTessFactor` rows for `domain`.
    fn check_tess_factors(&self, domain: u32, v: &mut Validation) {
        let (name, outer, inner) = match domain {
            1 => ("IsoLine", 2, 0),
            2 => ("Tri", 3, 1),
            3 => ("Quad", 4, 2),
            _ => return,
        };
        for el in &self.e.patch_constants {
            let (rule, what, expected) = match el.system_value {
                25 => ("SM.TESSFACTORSIZEMATCHDOMAIN", "TessFactor", outer),
                26 => (
                    "SM.INSIDETESSFACTORSIZEMATCHDOMAIN",
                    "InsideTessFactor",
                    inner,
                ),
                _ => continue,
            };
            if el.rows != expected || el.cols != 1 {
                v.push(
                    rule,
                    format!(
                        "{what} rows, columns ({}, {}) invalid for domain {name}.  Expected \
                         {expected} rows and 1 column.",
                        el.rows, el.cols
                    ),
                    self.location(),
                );
            }
        }
    }

    fn check_domain(&self, scopes: &[EntryScope<'_>], v: &mut Validation) {
        let tag = property::DS_STATE;
        let domain = self.e.property(tag, 0);
        self.check_domain_value(domain, v);
        if let Some(n) = self.e.property(tag, 1).filter(|&n| n > 32) {
            v.push(
                "SM.DSINPUTCONTROLPOINTCOUNTRANGE",
                format!("DS input control point count must be [0..32].  {n} specified"),
                self.location(),
            );
        }
        let Some(d) = domain else { return };
        self.check_tess_factors(d, v);
        // DomainLocation (105) reads 2 components of an isoline or quad, 3 of a tri.
        let components = if d == 2 { 3 } else { 2 };
        for s in scopes.iter().filter(|s| std::ptr::eq(s.entry, self.e)) {
            for &f in &s.functions {
                let Some(body) = &self.m.functions[f].body else {
                    continue;
                };
                for (_, i) in body.placed_insts() {
                    let Some((op, args)) = dx_op_call(self.m, &body.insts[i].kind) else {
                        continue;
                    };
                    let index = args.first().and_then(|a| self.m.const_uint(*a));
                    if op == OpCode::DOMAIN_LOCATION
                        && index.is_some_and(|c| c >= components as u128)
                    {
                        v.push(
                            "SM.DOMAINLOCATIONIDXOOB",
                            "DomainLocation component index out of bounds for the domain.".into(),
                            function_location(&self.m.functions[f]),
                        );
                    }
                }
            }
        }
    }

    fn check_geometry(&self, v: &mut Validation) {
        let tag = property::GS_STATE;
        if let Some(n) = self.e.property(tag, 1).filter(|&n| n > 1024) {
            v.push(
                "SM.GSOUTPUTVERTEXCOUNTRANGE",
                format!("GS output vertex count must be [0..1024].  {n} specified"),
                self.location(),
            );
        }
        if let Some(n) = self.e.property(tag, 4).filter(|&n| !(1..=32).contains(&n)) {
            v.push(
                "SM.GSINSTANCECOUNTRANGE",
                format!("GS instance count must be [1..32].  {n} specified"),
                self.location(),
            );
        }
        // Input primitives 4 and 5 are reserved; 39 (a patch of 32 points) is the last.
        if let Some(p) = self
            .e
            .property(tag, 0)
            .filter(|&p| matches!(p, 4 | 5) || p > 39)
        {
            v.push(
                "SM.GSVALIDINPUTPRIMITIVE",
                format!("GS input primitive unrecognized ({p})."),
                self.location(),
            );
        }
        // Output topologies: 1 point list, 3 line strip, 5 triangle strip.
        if let Some(t) = self.e.property(tag, 3).filter(|&t| !matches!(t, 1 | 3 | 5)) {
            v.push(
                "SM.GSVALIDOUTPUTPRIMITIVETOPOLOGY",
                format!("GS output primitive topology unrecognized ({t})."),
                self.location(),
            );
        }
        let scalars: u64 = self
            .e
            .outputs
            .iter()
            .map(|el| u64::from(el.rows) * u64::from(el.cols))
            .fold(0, u64::saturating_add);
        if let Some(count) = self.e.property(tag, 1) {
            let total = u64::from(count).saturating_mul(scalars);
            if total > 1024 {
                v.push(
                    "SM.GSTOTALOUTPUTVERTEXDATARANGE",
                    format!(
                        "Declared output vertex count ({count}) multiplied by the total number \
                         of declared scalar components of output data ({scalars}) equals \
                         {total}.  This value cannot be greater than 1024."
                    ),
                    self.location(),
                );
            }
        }
        let streams = self.e.property(tag, 2).unwrap_or(1);
        let topology = self.e.property(tag, 3);
        // Output topology 1 is a point list.
        if streams.count_ones() > 1 && topology.is_some_and(|t| t != 1) {
            v.push(
                "SM.MULTISTREAMMUSTBEPOINT",
                "When multiple GS output streams are used they must be pointlists".into(),
                self.location(),
            );
        }
    }

    fn check_ray_shader(&self, v: &mut Validation) {
        let name = &self.e.name;
        let has_signatures = !self.e.inputs.is_empty()
            || !self.e.outputs.is_empty()
            || !self.e.patch_constants.is_empty();
        if has_signatures {
            v.push(
                "SM.RAYSHADERSIGNATURES",
                format!("Ray tracing shader '{name}' should not have any shader signatures"),
                self.location(),
            );
        }
        let Some(f) = self.e.function else { return };
        let TypeData::Function { ret, params, .. } = self.m.types.get(self.m.functions[f].ty)
        else {
            return;
        };
        if !matches!(self.m.types.get(*ret), TypeData::Void) {
            v.push(
                "DECL.SHADERRETURNVOID",
                format!("Shader function '{name}' must have void return type"),
                self.location(),
            );
        }
        // The parameters each kind takes: (what, rule when not a struct pointer).
        let wanted: &[(&str, &str)] = match self.kind {
            ShaderKind::AnyHit | ShaderKind::ClosestHit => &[
                ("payload", "DECL.PAYLOADSTRUCT"),
                ("attributes", "DECL.ATTRSTRUCT"),
            ],
            ShaderKind::Miss => &[("payload", "DECL.PAYLOADSTRUCT")],
            ShaderKind::Callable => &[("params", "DECL.PARAMSTRUCT")],
            _ => &[],
        };
        let stage = self.kind.stage_name();
        for (i, (what, rule)) in wanted.iter().enumerate() {
            match params.get(i) {
                None => v.push(
                    "DECL.SHADERMISSINGARG",
                    format!("{stage} shader '{name}' missing required {what} parameter"),
                    self.location(),
                ),
                Some(&t) => match struct_pointee(self.m, t) {
                    Some(pointee) => self.check_ray_size(what, pointee, v),
                    None => v.push(
                        rule,
                        format!(
                            "Argument {i} must be a struct type for {what} in shader function \
                             '{name}'"
                        ),
                        self.location(),
                    ),
                },
            }
        }
        for i in wanted.len()..params.len() {
            v.push(
                "DECL.EXTRAARGS",
                format!("Extra argument {i} not allowed for shader function '{name}'"),
                self.location(),
            );
        }
    }

    /// The declared payload/attribute size must hold the argument's struct.
    fn check_ray_size(&self, what: &str, pointee: dxil_ir::Type, v: &mut Validation) {
        let tag = if what == "attributes" {
            property::RAY_ATTRIB_SIZE
        } else {
            property::RAY_PAYLOAD_SIZE
        };
        let Some(declared) = self.e.property(tag, 0) else {
            return;
        };
        let layout = DataLayout::of_dxc_module(self.m);
        let size = layout.alloc_size(&self.m.types, pointee);
        if u64::from(declared) < size {
            let what = if what == "attributes" {
                "attribute"
            } else {
                what
            };
            v.push(
                "SM.RAYSHADERPAYLOADSIZE",
                format!(
                    "For shader '{}', {what} size is smaller than argument's allocation size \
                     ({declared} < {size})",
                    self.e.name
                ),
                self.location(),
            );
        }
    }

    fn check_node_inputs(&self, v: &mut Validation) {
        let Some(node) = &self.e.node else { return };
        let name = &self.e.name;
        if node.inputs.len() > 1 {
            v.push(
                "DECL.MULTIPLENODEINPUTS",
                format!(
                    "node shader '{name}' may not have more than one input record ({} are \
                     declared)",
                    node.inputs.len()
                ),
                self.location(),
            );
        }
        // NodeIOFlags: input 0x1, read-write 0x4, empty record 0x8; granularity (0x60)
        // thread 0x20, group 0x40, dispatch 0x60.
        let (launch, allowed): (&str, &[u32]) = match node.launch_type {
            1 => ("broadcasting", &[0x61, 0x65]),
            2 => ("coalescing", &[0x41, 0x45, 0x09]),
            3 => ("thread", &[0x21, 0x25]),
            _ => return,
        };
        let should = match node.launch_type {
            1 => "{RW}DispatchNodeInputRecord",
            2 => "{RW}GroupNodeInputRecords or EmptyNodeInput",
            _ => "{RW}ThreadNodeInputRecord",
        };
        for input in &node.inputs {
            let kind = input.flags & 0x7f;
            if !allowed.contains(&kind) {
                v.push(
                    "DECL.NODELAUNCHINPUTTYPE",
                    format!(
                        "{launch} node shader '{name}' has incompatible input record type \
                         (should be {should})"
                    ),
                    self.location(),
                );
            }
        }
    }
}

/// The struct `t` points to, if it is a pointer to a struct.
fn struct_pointee(m: &Module, t: dxil_ir::Type) -> Option<dxil_ir::Type> {
    let TypeData::TypedPtr { pointee, .. } = m.types.get(t) else {
        return None;
    };
    match m.types.get(*pointee) {
        TypeData::Named(_) | TypeData::Struct { .. } => Some(*pointee),
        _ => None,
    }
}

/// Adds the groupshared globals constant `v` mentions to `out`.
fn collect_groupshared(m: &Module, v: Value, out: &mut Vec<GlobalId>) {
    match v {
        Value::Global(g) if m.globals[g].addrspace == 3 && !out.contains(&g) => out.push(g),
        Value::Const(c) if mentions_global_in(m, v, 3) => {
            for o in m.consts.get(c).operands() {
                collect_groupshared(m, o, out);
            }
        }
        _ => {}
    }
}
