//! The state records of geometry, domain, hull, mesh and amplification entries (entry
//! property tags 1, 2, 3, 9 and 10 of DXIL.rst), read from the entry function's
//! attributes (none for an entry that declares none of its stage's, as LLVM writes). clang has no such stages; the attributes are dxil-emit's, named after
//! HLSL's (docs/stages.md):
//!
//! - geometry: `"hlsl.gs.input"` (`point`, `line`, `triangle`, `lineadj`,
//!   `triangleadj`), `"hlsl.gs.output"` (`point`, `line`, `triangle`: the stream's
//!   strips), `"hlsl.maxvertexcount"`, `"hlsl.instance"` (1 if absent); the active
//!   streams are those the entry emits to (stream 0 if none);
//! - hull: `"hlsl.patchconstantfunc"`, `"hlsl.inputcontrolpoints"`,
//!   `"hlsl.outputcontrolpoints"`, `"hlsl.domain"` (`isoline`, `tri`, `quad`),
//!   `"hlsl.partitioning"` (`integer`, `pow2`, `fractional_odd`, `fractional_even`),
//!   `"hlsl.outputtopology"` (`point`, `line`, `triangle_cw`, `triangle_ccw`),
//!   `"hlsl.maxtessfactor"` (64 if absent);
//! - domain: `"hlsl.domain"`, `"hlsl.inputcontrolpoints"`;
//! - mesh: `"hlsl.numthreads"`, `"hlsl.maxvertices"`, `"hlsl.maxprimitives"`,
//!   `"hlsl.outputtopology"` (`line`, `triangle`), `"hlsl.payloadsize"` (bytes; if
//!   absent, the size of the struct `llvm.dx.get.mesh.payload` names, else 0);
//! - amplification: `"hlsl.numthreads"`, `"hlsl.payloadsize"` (if absent, the size of
//!   the global `llvm.dx.dispatch.mesh` passes, else 0).

use super::EntryAttrs;
use crate::error::LowerError;
use dxil_ir::edit::{callee_name, md_int, md_node, md_value};
use dxil_ir::intrinsic_name::is_intrinsic;
use dxil_ir::{ConstData, FloatKind, FuncId, InstKind, Md, Module, Site, Value};
use dxil_model::shader_model::ShaderKind;

/// Entry property tags of the stage states.
const GS_STATE: i64 = 1;
const DS_STATE: i64 = 2;
const HS_STATE: i64 = 3;
const MS_STATE: i64 = 9;
const AS_STATE: i64 = 10;

/// DXIL's `InputPrimitive` values of `"hlsl.gs.input"`.
const GS_INPUTS: &[(&str, i64)] = &[
    ("point", 1),
    ("line", 2),
    ("triangle", 3),
    ("lineadj", 6),
    ("triangleadj", 7),
];
/// DXIL's `PrimitiveTopology` values of `"hlsl.gs.output"`.
const GS_OUTPUTS: &[(&str, i64)] = &[("point", 1), ("line", 3), ("triangle", 5)];
/// DXIL's `TessellatorDomain` values of `"hlsl.domain"`.
const DOMAINS: &[(&str, i64)] = &[("isoline", 1), ("tri", 2), ("quad", 3)];
/// DXIL's `TessellatorPartitioning` values of `"hlsl.partitioning"`.
const PARTITIONINGS: &[(&str, i64)] = &[
    ("integer", 1),
    ("pow2", 2),
    ("fractional_odd", 3),
    ("fractional_even", 4),
];
/// DXIL's `TessellatorOutputPrimitive` values of a hull's `"hlsl.outputtopology"`.
const HS_TOPOLOGIES: &[(&str, i64)] = &[
    ("point", 1),
    ("line", 2),
    ("triangle_cw", 3),
    ("triangle_ccw", 4),
];
/// DXIL's `MeshOutputTopology` values of a mesh's `"hlsl.outputtopology"`.
const MS_TOPOLOGIES: &[(&str, i64)] = &[("line", 1), ("triangle", 2)];

/// The entry function's attributes, read with errors naming the entry.
struct Attrs<'a> {
    m: &'a Module,
    func: FuncId,
}

impl Attrs<'_> {
    fn error(&self, msg: String) -> LowerError {
        LowerError::Invalid {
            msg: format!("{msg} on entry @{}", self.m.functions[self.func].name),
            site: Some(Site::Function(self.func)),
        }
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.m.functions[self.func].attrs.func.string(key)
    }

    fn required(&self, key: &str) -> Result<&str, LowerError> {
        self.get(key)
            .ok_or_else(|| self.error(format!("no \"{key}\"")))
    }

    fn int(&self, key: &str, default: Option<i64>) -> Result<i64, LowerError> {
        match (self.get(key), default) {
            (None, Some(d)) => Ok(d),
            _ => {
                let s = self.required(key)?;
                s.trim()
                    .parse()
                    .map_err(|_| self.error(format!("malformed \"{key}\"=\"{s}\"")))
            }
        }
    }

    fn choice(&self, key: &str, table: &[(&str, i64)]) -> Result<i64, LowerError> {
        let s = self.required(key)?;
        table
            .iter()
            .find(|(name, _)| *name == s)
            .map(|(_, v)| *v)
            .ok_or_else(|| {
                let names: Vec<&str> = table.iter().map(|(n, _)| *n).collect();
                self.error(format!(
                    "\"{key}\"=\"{s}\" (expected one of {})",
                    names.join(", ")
                ))
            })
    }
}

/// The state property (tag and record) of entry `e`, for the stages that have one.
pub(super) fn stage_state(m: &mut Module, e: &EntryAttrs) -> Result<Option<(i64, Md)>, LowerError> {
    let a = Attrs { m, func: e.func };
    // An entry that declares none of its stage's attributes (LLVM's tests of the
    // metadata alone) gets no state.
    let declares = |keys: &[&str]| keys.iter().any(|k| a.get(k).is_some());
    let ints: Vec<i64> = match e.stage {
        ShaderKind::Geometry
            if !declares(&["hlsl.gs.input", "hlsl.gs.output", "hlsl.maxvertexcount"]) =>
        {
            return Ok(None)
        }
        ShaderKind::Hull if !declares(&["hlsl.patchconstantfunc", "hlsl.domain"]) => {
            return Ok(None)
        }
        ShaderKind::Domain if !declares(&["hlsl.domain", "hlsl.inputcontrolpoints"]) => {
            return Ok(None)
        }
        ShaderKind::Geometry => vec![
            a.choice("hlsl.gs.input", GS_INPUTS)?,
            a.int("hlsl.maxvertexcount", None)?,
            emitted_streams(m, e.func),
            a.choice("hlsl.gs.output", GS_OUTPUTS)?,
            a.int("hlsl.instance", Some(1))?,
        ],
        ShaderKind::Domain => vec![
            a.choice("hlsl.domain", DOMAINS)?,
            a.int("hlsl.inputcontrolpoints", None)?,
        ],
        ShaderKind::Hull => return hull_state(m, e).map(Some),
        ShaderKind::Mesh if a.get("hlsl.outputtopology").is_some() => {
            let ints = [
                a.int("hlsl.maxvertices", None)?,
                a.int("hlsl.maxprimitives", None)?,
                a.choice("hlsl.outputtopology", MS_TOPOLOGIES)?,
                a.int("hlsl.payloadsize", Some(payload_size(m, e.func)))?,
            ];
            let counts = thread_counts(m, e)?;
            let mut ops = vec![Some(counts)];
            ops.extend(ints.iter().map(|v| Some(md_int(m, 32, *v))));
            return Ok(Some((MS_STATE, md_node(m, ops))));
        }
        ShaderKind::Amplification if e.numthreads.is_some() => {
            let payload = a.int("hlsl.payloadsize", Some(payload_size(m, e.func)))?;
            let counts = thread_counts(m, e)?;
            let payload = md_int(m, 32, payload);
            return Ok(Some((
                AS_STATE,
                md_node(m, vec![Some(counts), Some(payload)]),
            )));
        }
        _ => return Ok(None),
    };
    let tag = if e.stage == ShaderKind::Geometry {
        GS_STATE
    } else {
        DS_STATE
    };
    let ops = ints.iter().map(|v| Some(md_int(m, 32, *v))).collect();
    Ok(Some((tag, md_node(m, ops))))
}

/// The size in bytes of the payload entry `func` dispatches mesh shaders with or reads
/// (0 when it has none).
fn payload_size(m: &Module, func: FuncId) -> i64 {
    let Some(body) = &m.functions[func].body else {
        return 0;
    };
    let mut read = None;
    for (_, inst) in body.placed_insts() {
        let kind = &body.insts[inst].kind;
        let Some(name) = callee_name(m, kind) else {
            continue;
        };
        if let (true, InstKind::Call { args, .. }) =
            (name.starts_with("llvm.dx.dispatch.mesh"), kind)
        {
            if let Some(Value::Global(g)) = args.last() {
                return dxil_model::layout::alloc_size(&m.types, m.globals[*g].value_ty) as i64;
            }
        }
        if name.starts_with("llvm.dx.get.mesh.payload.") {
            read = dxil_analysis::intrinsics::mesh_payload_type(m, name);
        }
    }
    read.map_or(0, |t| dxil_model::layout::alloc_size(&m.types, t) as i64)
}

/// `!{i32 x, i32 y, i32 z}` of the entry's `"hlsl.numthreads"`.
fn thread_counts(m: &mut Module, e: &EntryAttrs) -> Result<Md, LowerError> {
    let [x, y, z] = e.numthreads.ok_or_else(|| LowerError::Invalid {
        msg: format!(
            "no \"hlsl.numthreads\" on entry @{}",
            m.functions[e.func].name
        ),
        site: Some(Site::Function(e.func)),
    })?;
    let ops = [x, y, z]
        .iter()
        .map(|v| Some(md_int(m, 32, i64::from(*v))))
        .collect();
    Ok(md_node(m, ops))
}

/// The hull state: `!{patch constant function, input control points, output control
/// points, domain, partitioning, output primitive, float max tessellation factor}`.
fn hull_state(m: &mut Module, e: &EntryAttrs) -> Result<(i64, Md), LowerError> {
    let a = Attrs { m, func: e.func };
    let pcf_name = a.required("hlsl.patchconstantfunc")?.to_string();
    let ints = [
        a.int("hlsl.inputcontrolpoints", None)?,
        a.int("hlsl.outputcontrolpoints", None)?,
        a.choice("hlsl.domain", DOMAINS)?,
        a.choice("hlsl.partitioning", PARTITIONINGS)?,
        a.choice("hlsl.outputtopology", HS_TOPOLOGIES)?,
    ];
    let max_factor: f32 = match a.get("hlsl.maxtessfactor") {
        None => 64.0,
        Some(s) => s
            .trim()
            .parse()
            .map_err(|_| a.error(format!("malformed \"hlsl.maxtessfactor\"=\"{s}\"")))?,
    };
    let pcf = crate::transforms::entry_signatures::patch_constant_function(m, e.func)
        .ok_or_else(|| a.error(format!("no defined patch constant function @{pcf_name}")))?;
    let fty = m.functions[pcf].ty;
    let fptr = m.pointer_to(fty, m.functions[pcf].addrspace);
    let mut ops = vec![Some(md_value(m, fptr, Value::Function(pcf)))];
    ops.extend(ints.iter().map(|v| Some(md_int(m, 32, *v))));
    let f32t = m.types.float(FloatKind::Float);
    let bits = u128::from(max_factor.to_bits());
    let c = m.consts.intern(ConstData::Float { ty: f32t, bits });
    ops.push(Some(md_value(m, f32t, Value::Const(c))));
    Ok((HS_STATE, md_node(m, ops)))
}

/// The mask of the streams geometry entry `func` emits to or cuts (constant stream
/// operands of `llvm.dx.emit.stream`, `cut.stream`, `emit.then.cut.stream`); stream 0
/// when it names none.
fn emitted_streams(m: &Module, func: FuncId) -> i64 {
    let Some(body) = &m.functions[func].body else {
        return 1;
    };
    let mut mask = 0;
    for (_, inst) in body.placed_insts() {
        let kind = &body.insts[inst].kind;
        let Some(name) = callee_name(m, kind) else {
            continue;
        };
        let stream_op = [
            "llvm.dx.emit.stream",
            "llvm.dx.cut.stream",
            "llvm.dx.emit.then.cut.stream",
        ]
        .iter()
        .any(|b| is_intrinsic(name, b));
        if let (true, InstKind::Call { args, .. }) = (stream_op, kind) {
            if let Some(k) = args.first().and_then(|v| m.const_int(*v)) {
                mask |= 1 << (k & 3);
            }
        }
    }
    if mask == 0 {
        1
    } else {
        mask
    }
}
