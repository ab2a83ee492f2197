//! `opt -dxil-embed` and `opt -dxil-globals`: LLVM's DXILEmbedder and DXContainerGlobals
//! passes, which put the container's parts into the module as globals for the object
//! writer to collect: `@dx.dxil` (the DXIL bitcode, section `DXIL`), then `@dx.sfi0` (an
//! `i64` of feature flags), `@dx.hash`, `@dx.isg1`, `@dx.osg1`, `@dx.psg1`, `@dx.rts0`
//! and `@dx.psv0` (byte arrays, each in the section its part is named after), all
//! `private constant ... align 4` and kept alive by `@llvm.compiler.used`.
//!
//! The bytes are the parts `llc --filetype=obj` writes for the module: the caller lowers
//! a copy of it and builds its container in LLVM's style once per `opt` run
//! ([`LoweredParts`]); the module the passes run on only gains the globals.

use crate::Part;
use dxil_container::FourCC;
use dxil_ir::{
    ConstData, GlobalVar, Linkage, Module, PointerMode, SymbolProps, ThreadLocal, Type, TypeData,
    Value,
};

/// The section of `@llvm.compiler.used`.
const METADATA_SECTION: &str = "llvm.metadata";
/// The name of the array keeping the part globals alive.
const COMPILER_USED: &str = "llvm.compiler.used";

/// One of the two passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContainerPass {
    /// `dxil-embed`: the DXIL bitcode as `@dx.dxil`.
    Embed,
    /// `dxil-globals`: the other parts.
    Globals,
}

impl ContainerPass {
    /// The pass `name` names, if it is one of these.
    pub fn named(name: &str) -> Option<Self> {
        match name {
            "dxil-embed" => Some(ContainerPass::Embed),
            "dxil-globals" => Some(ContainerPass::Globals),
            _ => None,
        }
    }
}

/// The container of the lowered module: its DXIL bitcode and its parts.
pub struct LoweredParts {
    bitcode: Option<Vec<u8>>,
    parts: Vec<Part>,
}

impl LoweredParts {
    /// The parts of a container: its DXIL bitcode (none for a root signature target)
    /// and every part.
    pub fn new(bitcode: Option<Vec<u8>>, parts: Vec<Part>) -> Self {
        LoweredParts { bitcode, parts }
    }
}

/// Runs `pass` over `module`, adding the globals of `parts`; returns them, for
/// [`keep_alive`] once the passes are done.
pub fn run(pass: ContainerPass, module: &mut Module, parts: &LoweredParts) -> Vec<Value> {
    let mut added = Vec::new();
    match pass {
        ContainerPass::Embed => {
            // A root signature target has no DXIL part to embed.
            if let Some(bitcode) = &parts.bitcode {
                added.push(add_bytes(module, "dx.dxil", "DXIL", bitcode));
            }
        }
        ContainerPass::Globals => {
            for (fourcc, body) in &parts.parts {
                let fourcc = FourCC(*fourcc);
                let Ok(section) = std::str::from_utf8(&fourcc.0) else {
                    continue;
                };
                let name = format!("dx.{}", section.to_ascii_lowercase());
                if fourcc == FourCC::DXIL {
                    continue;
                }
                added.push(if fourcc == FourCC::SFI0 {
                    add_feature_flags(module, &name, body)
                } else {
                    add_bytes(module, &name, section, body)
                });
            }
        }
    }
    added
}

/// Adds `@name = private constant [N x i8] c"...", section "section", align 4`.
fn add_bytes(module: &mut Module, name: &str, section: &str, data: &[u8]) -> Value {
    let i8_ty = module.types.intern(TypeData::Int(8));
    let ty = module.types.intern(TypeData::Array {
        len: data.len() as u64,
        elem: i8_ty,
    });
    let init = module.consts.intern(ConstData::Bytes {
        ty,
        data: data.to_vec(),
    });
    add_constant(module, name, section, ty, Value::Const(init))
}

/// Adds `@name = private constant i64 <flags>, section "SFI0", align 4` (the part's
/// eight bytes, little-endian).
fn add_feature_flags(module: &mut Module, name: &str, body: &[u8]) -> Value {
    let mut bytes = [0u8; 8];
    for (dst, src) in bytes.iter_mut().zip(body) {
        *dst = *src;
    }
    let ty = module.types.intern(TypeData::Int(64));
    let init = module.consts.intern(ConstData::Int {
        ty,
        bits: u64::from_le_bytes(bytes) as u128,
    });
    add_constant(module, name, "SFI0", ty, Value::Const(init))
}

fn add_constant(module: &mut Module, name: &str, section: &str, ty: Type, init: Value) -> Value {
    let id = module.globals.alloc(GlobalVar {
        name: name.into(),
        value_ty: ty,
        addrspace: 0,
        is_constant: true,
        externally_initialized: false,
        thread_local: ThreadLocal::No,
        init: Some(init),
        props: SymbolProps {
            linkage: Linkage::Private,
            section: Some(section.into()),
            align: Some(4),
            ..SymbolProps::default()
        },
    });
    Value::Global(id)
}

/// Appends `globals` to `@llvm.compiler.used`, creating it when the module has none (as
/// the last global, where LLVM's re-created array ends up). A typed-pointer module (DXIL
/// text) would need casts to one pointer type; its globals are left unlisted.
pub fn keep_alive(module: &mut Module, globals: &[Value]) {
    if globals.is_empty() || module.pointers == PointerMode::Typed {
        return;
    }
    let ptr = module.types.intern(TypeData::Ptr { addrspace: 0 });
    let existing = module.global_by_name(COMPILER_USED);
    let mut elems = existing
        .and_then(|g| module.globals.get(g))
        .and_then(|g| g.init)
        .and_then(|v| v.as_const())
        .and_then(|c| match module.consts.get(c) {
            ConstData::Aggregate { elems, .. } => Some(elems.clone()),
            _ => None,
        })
        .unwrap_or_default();
    elems.extend_from_slice(globals);
    let ty = module.types.intern(TypeData::Array {
        len: elems.len() as u64,
        elem: ptr,
    });
    let init = Value::Const(module.consts.intern(ConstData::Aggregate { ty, elems }));
    let global = GlobalVar {
        name: COMPILER_USED.into(),
        value_ty: ty,
        addrspace: 0,
        is_constant: false,
        externally_initialized: false,
        thread_local: ThreadLocal::No,
        init: Some(init),
        props: SymbolProps {
            linkage: Linkage::Appending,
            section: Some(METADATA_SECTION.into()),
            ..SymbolProps::default()
        },
    };
    match existing {
        // The handle comes from this module's own name lookup.
        Some(g) => module.globals[g] = global,
        None => {
            module.globals.alloc(global);
        }
    }
}
