//! Rules on the types in function signatures, as DXC judges each function it does not
//! know as an intrinsic or a DXIL operation.
//!
//! - `DECL.RESOURCEINFNSIG`: no parameter or return type holds a resource or another
//!   HLSL object (a `%dx.types.*` struct, `class.Texture2D<...>`, a stream, a node
//!   record, ...), through pointers, arrays and struct fields.
//! - `DECL.FNFLATTENPARAM`: outside libraries, a function that is no ray-tracing entry
//!   takes no struct (through a pointer or arrays): its fields are separate parameters.

use super::{function_location, Validation};
use dxil_ir::{Module, Type, TypeData};
use dxil_model::{DxilInfo, ShaderKind};
use rustc_hash::FxHashSet;

/// Checks every function's signature into `v`.
pub(super) fn check_signature_types(m: &Module, info: &DxilInfo, v: &mut Validation) {
    let library = info.shader_model.kind == ShaderKind::Library;
    for (_, f) in m.functions.iter() {
        if !f.is_definition() && (f.name.starts_with("dx.op.") || f.name.starts_with("llvm.")) {
            continue;
        }
        let TypeData::Function { ret, params, .. } = m.types.get(f.ty) else {
            continue;
        };
        if std::iter::once(ret)
            .chain(params)
            .any(|&t| holds_object(m, t))
        {
            v.push(
                "DECL.RESOURCEINFNSIG",
                format!("Function '{}' uses resource in function signature.", f.name),
                function_location(f),
            );
            continue;
        }
        if library || !f.is_definition() {
            continue;
        }
        // (Ray-tracing entries, which take structs, are library functions.)
        let flattened = params.iter().find(|&&t| {
            let t = m.types.innermost_element(pointee(m, t));
            m.types.struct_fields(t).is_some()
        });
        if let Some(&t) = flattened {
            v.push(
                "DECL.FNFLATTENPARAM",
                format!(
                    "Type '{}' is a struct type but is used as a parameter in function '{}'.",
                    dxil_ir::printer::type_to_string(
                        &m.types,
                        m.types.innermost_element(pointee(m, t))
                    ),
                    f.name
                ),
                function_location(f),
            );
        }
    }
}

/// What a (typed) pointer type points to, else the type.
fn pointee(m: &Module, t: Type) -> Type {
    match m.types.get(t) {
        TypeData::TypedPtr { pointee, .. } => *pointee,
        _ => t,
    }
}

/// Whether type `t` is or holds (through pointers, arrays and fields) an HLSL object.
fn holds_object(m: &Module, t: Type) -> bool {
    let mut seen = FxHashSet::default();
    let mut work = vec![t];
    while let Some(t) = work.pop() {
        let mut t = t;
        while let TypeData::TypedPtr { pointee, .. } = m.types.get(t) {
            t = *pointee;
        }
        let t = m.types.innermost_element(t);
        if !seen.insert(t) {
            continue;
        }
        if let TypeData::Named(name) = m.types.get(t) {
            if is_object_name(name) {
                return true;
            }
        }
        if let Some((fields, _)) = m.types.struct_fields(t) {
            work.extend(fields.iter().copied());
        }
    }
    false
}

/// The names (after `class.` or `struct.`) of HLSL's object types that are no
/// resource of a fixed name.
const OBJECT_PREFIXES: &[&str] = &[
    "AppendStructuredBuffer<",
    "ConsumeStructuredBuffer<",
    "ConstantBuffer<",
    "TextureBuffer<",
    "FeedbackTexture2D",
    "TriangleStream<",
    "PointStream<",
    "LineStream<",
    "NodeOutput<",
    "EmptyNodeOutput",
    "NodeOutputArray<",
    "EmptyNodeOutputArray",
    "DispatchNodeInputRecord<",
    "RWDispatchNodeInputRecord<",
    "GroupNodeInputRecords<",
    "RWGroupNodeInputRecords<",
    "ThreadNodeInputRecord<",
    "RWThreadNodeInputRecord<",
    "EmptyNodeInput",
    "GroupNodeOutputRecords<",
    "ThreadNodeOutputRecords<",
];

/// Whether a struct named `name` is an HLSL object as DXC names them.
fn is_object_name(name: &str) -> bool {
    if name.starts_with("dx.types.") {
        return true;
    }
    let n = name
        .strip_prefix("class.")
        .or_else(|| name.strip_prefix("struct."))
        .unwrap_or(name);
    if matches!(
        n,
        "SamplerState" | "SamplerComparisonState" | "RaytracingAccelerationStructure"
    ) || OBJECT_PREFIXES.iter().any(|p| n.starts_with(p))
    {
        return true;
    }
    let rest = n
        .strip_prefix("RasterizerOrdered")
        .or_else(|| n.strip_prefix("RW"))
        .unwrap_or(n);
    rest == "ByteAddressBuffer"
        || rest.starts_with("Buffer<")
        || rest.starts_with("StructuredBuffer<")
        || (rest.starts_with("Texture") && rest.contains('<'))
}
