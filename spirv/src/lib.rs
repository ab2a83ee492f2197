//! The SPIR-V front end: reads a SPIR-V module (glslang's, naga's, DXC's `-spirv`, ...)
//! into a `dxil-ir` module in the form clang writes for HLSL, for dxil-emit's lowering
//! to turn into DXIL. So far: compute entry points with storage buffers (structured
//! buffers, one-element structured buffers for blocks without a runtime array,
//! byte-address buffers for blocks with members before one, UAV counters), uniform
//! and push constant blocks (cbuffers), images (typed buffers and textures of every
//! shape, sampled and storage, arrays of them), samplers and explicit-level sampling,
//! groupshared and private memory, the compute and subgroup built-ins, arithmetic,
//! matrices (in every memory layout: row- or column-major, padded to their
//! `MatrixStride`), bit fields, control flow, calls (inlined), barriers, atomics, wave
//! operations, ray queries and the GLSL.std.450 instructions (those HLSL has, and the
//! pack/unpack family and `Refract` expanded).

pub mod binding_map;
pub mod binding_map_file;
mod cbuffer;
pub mod error;
mod function_code;
mod glsl_std_450;
mod layout;
mod matrix_layout;
mod module_info;
pub mod specialization;
pub mod tessellation;
mod translate;

pub use binding_map::{
    BindingMap, BindingOverride, BoundResource, D3dBinding, ResourceClass, UnknownClass,
};
pub use error::{SpirvError, SpirvLocation};
pub use specialization::SpecValue;
pub use tessellation::{TessellationOptions, TessellatorSetup};

/// SPIR-V's magic number, the module's first word.
pub const MAGIC: u32 = 0x0723_0203;

/// What [`translate`] is asked for.
#[derive(Clone, Debug)]
pub struct SpirvOptions {
    /// The entry point to translate; `None` takes the module's only compute entry.
    pub entry: Option<String>,
    /// The shader model to target (6, minor).
    pub shader_model: (u32, u32),
    /// Where Vulkan's (set, binding) go in Direct3D.
    pub bindings: BindingMap,
    /// Values for specialization constants, by `SpecId` (the others keep their
    /// defaults; an id no constant has is ignored, as Vulkan does).
    pub specializations: std::collections::HashMap<u32, SpecValue>,
    /// What a tessellation entry takes from the other tessellation stage of its
    /// pipeline (see [`TessellationOptions`]).
    pub tessellation: TessellationOptions,
    /// Negates the Y of the position a vertex, domain, geometry or mesh shader outputs:
    /// Vulkan's clip space points Y down, Direct3D's up (the alternative to flipping
    /// the viewport).
    pub flip_y: bool,
}

impl Default for SpirvOptions {
    fn default() -> Self {
        SpirvOptions {
            entry: None,
            shader_model: (6, 6),
            bindings: BindingMap::default(),
            specializations: Default::default(),
            tessellation: TessellationOptions::default(),
            flip_y: false,
        }
    }
}

/// Whether `bytes` start with SPIR-V's magic number (little-endian, as files hold it).
pub fn is_spirv(bytes: &[u8]) -> bool {
    bytes.len() >= 4 && u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) == MAGIC
}

/// The words of a SPIR-V binary (of either byte order).
pub fn words(bytes: &[u8]) -> Result<Vec<u32>, SpirvError> {
    if !bytes.len().is_multiple_of(4) || bytes.len() < 20 {
        return Err(SpirvError::Binary(format!(
            "{} bytes: a SPIR-V module is a whole number of 4-byte words, at least 5",
            bytes.len()
        )));
    }
    let le: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    if le[0] == MAGIC {
        return Ok(le);
    }
    if le[0].swap_bytes() == MAGIC {
        return Ok(le.into_iter().map(u32::swap_bytes).collect());
    }
    Err(SpirvError::Binary(format!(
        "the first word is {:#010x}, not SPIR-V's magic number {MAGIC:#010x}",
        le[0]
    )))
}

/// Checks that each instruction of `words` (past the 5-word header) has a word count
/// that is not 0 and ends inside the module: rspirv's reader indexes past the end of a
/// string operand whose instruction claims more words than the module has.
pub fn check_instruction_sizes(words: &[u32]) -> Result<(), SpirvError> {
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || count > words.len() - at {
            return Err(SpirvError::Binary(format!(
                "word {at}: an instruction (opcode {}) of {count} words, but {} words are left",
                words[at] & 0xffff,
                words.len() - at
            )));
        }
        at += count;
    }
    Ok(())
}

/// The sections of a module before its functions (`words`), read by rspirv. rspirv
/// 0.13 takes no `OpExecutionModeId` (SPIR-V 1.2's, which glslang writes for a
/// `LocalSizeId` from SPIR-V 1.6 on) outside a function: each is read as the
/// `OpExecutionMode` it extends, its id operands as the mode's grammar says.
pub(crate) fn load_sections(words: &[u32]) -> Result<rspirv::dr::Module, SpirvError> {
    const EXECUTION_MODE: u32 = 16;
    const EXECUTION_MODE_ID: u32 = 331;
    let mut words = words.to_vec();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if words[at] & 0xffff == EXECUTION_MODE_ID {
            words[at] = (words[at] & 0xffff_0000) | EXECUTION_MODE;
        }
        at += count.max(1);
    }
    rspirv::dr::load_words(&words).map_err(|e| SpirvError::Binary(e.to_string()))
}

/// What [`translate`] makes of a SPIR-V module.
#[derive(Clone, Debug)]
pub struct Translation {
    /// The module, in the form clang writes for HLSL, verified.
    pub module: dxil_ir::Module,
    /// Every resource the entry binds: its Vulkan binding and where it went in Direct3D
    /// (the lowering may drop those the shader never reads).
    pub bindings: Vec<BoundResource>,
}

/// Reads SPIR-V `words` into a `dxil-ir` module for the entry `opts` names.
pub fn translate(words: &[u32], opts: &SpirvOptions) -> Result<Translation, SpirvError> {
    check_instruction_sizes(words)?;
    // rspirv reads the sections before the functions; the functions are read from the
    // words themselves (see `function_code`).
    let start = function_code::first_function(words);
    let module = load_sections(&words[..start])?;
    let functions = function_code::read_functions(words, start)?;
    let info =
        module_info::ModuleInfo::new(&module, functions, start, words, &opts.specializations)?;
    translate::translate(
        &info,
        &translate::Request {
            entry: opts.entry.as_deref(),
            shader_model: opts.shader_model,
            bindings: &opts.bindings,
            tessellation: &opts.tessellation,
            flip_y: opts.flip_y,
        },
    )
}
