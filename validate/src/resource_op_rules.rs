//! Rules on the resource an operation's handle names, as a table: each resource
//! operation's classes and kinds, and the operands its kind leaves undefined. A handle
//! whose class or kind its creation does not say is not judged.
//!
//! - `INSTR.RESOURCECLASSFORSAMPLERGATHER`, `INSTR.RESOURCECLASSFORLOAD`,
//!   `INSTR.CBUFFERCLASSFORCBUFFERHANDLE`, `INSTR.BUFFERUPDATECOUNTERONUAV`: the class;
//!   `INSTR.BUFFERUPDATECOUNTERONRESHASCOUNTER`: a counter's buffer has one (its record,
//!   or its properties' bit 15).
//! - `INSTR.SAMPLECOMPTYPE`: sampled textures return floats or normalized values (or,
//!   from shader model 6.7, integers to samples that do not compare).
//! - `INSTR.RESOURCEKINDFORSAMPLE`, `INSTR.RESOURCEKINDFORSAMPLEC`,
//!   `INSTR.RESOURCEKINDFORGATHER`, `INSTR.RESOURCEKINDFORCALCLOD`,
//!   `INSTR.RESOURCEKINDFORTEXTURELOAD`, `INSTR.RESOURCEKINDFORTEXTURESTORE`,
//!   `INSTR.RESOURCEKINDFORBUFFERLOADSTORE`, `INSTR.RESOURCEKINDFORGETDIM`,
//!   `SM.COUNTERONLYONSTRUCTBUF`: the kind.
//! - `INSTR.RESOURCECOORDINATEMISS`, `INSTR.RESOURCECOORDINATETOOMANY`: sampling and
//!   gathers give the coordinates the kind has and no more; `INSTR.TEXTUREOFFSET`,
//!   `INSTR.RESOURCEOFFSETMISS`, `INSTR.RESOURCEOFFSETTOOMANY`: their offsets (and a
//!   texture load's) are constants from -8 to 7, one per dimension or none.
//! - `INSTR.SAMPLERMODEFORSAMPLE`, `INSTR.SAMPLERMODEFORSAMPLEC`,
//!   `INSTR.SAMPLERMODEFORLOD`: sampling, gathers and `CalculateLOD` take a default-mode
//!   sampler, the comparison forms a comparison one.
//! - `INSTR.ONLYONEALLOCCONSUME`: a buffer's counter is incremented or decremented
//!   (`BufferUpdateCounter`), across the module, not both.
//! - `INSTR.CONSTALIGNFORRAWBUF`: raw buffer accesses state a constant alignment;
//!   `INSTR.CBUFFEROUTOFBOUND`: constant cbuffer loads lie within the buffer.
//! - `INSTR.COORDINATECOUNTFORRAWTYPEDBUF`: raw and typed buffers take no offset,
//!   `INSTR.COORDINATECOUNTFORSTRUCTBUF`: structured buffers an element and an offset;
//!   `INSTR.MIPLEVELFORGETDIMENSION`: buffers have no mip level;
//!   `INSTR.OFFSETONUAVLOAD`, `INSTR.MIPONUAVLOAD`: a UAV's texture load takes neither;
//!   `INSTR.SAMPLEINDEXFORLOAD2DMS`: a multisampled texture's load names its sample.

use super::value_origins::{handle_origin_of, handle_record, HandleOrigin};
use super::Validation;
use dxil_ir::{Body, Module, Value};
use dxil_model::metadata::ResourceClass;
use dxil_model::op_table::{dx_op_call, OpCode};
use dxil_model::DxilInfo;
use std::collections::BTreeMap;

use super::value_origins::resource_kind::*;
use super::value_origins::sampler_mode;

/// What an operation needs of the resource its handle (its first operand) names.
struct ResourceUse {
    /// The operations, by name.
    ops: &'static [&'static str],
    /// The classes it may use, with the rule and message when another is used.
    classes: Option<(&'static [ResourceClass], &'static str, &'static str)>,
    /// The kinds it may use, with the rule and message when another is used.
    kinds: Option<(&'static [u32], &'static str, &'static str)>,
}

const SAMPLE_KINDS: &[u32] = &[
    TEXTURE_1D,
    TEXTURE_1D_ARRAY,
    TEXTURE_2D,
    TEXTURE_2D_ARRAY,
    TEXTURE_3D,
    TEXTURE_CUBE,
    TEXTURE_CUBE_ARRAY,
];
const SRV: &[ResourceClass] = &[ResourceClass::Srv];
const SRV_OR_UAV: &[ResourceClass] = &[ResourceClass::Srv, ResourceClass::Uav];
const SAMPLE_CLASS: (&[ResourceClass], &str, &str) = (
    SRV,
    "INSTR.RESOURCECLASSFORSAMPLERGATHER",
    "sample, lod and gather should be on srv resource.",
);
const LOAD_CLASS: (&[ResourceClass], &str, &str) = (
    SRV_OR_UAV,
    "INSTR.RESOURCECLASSFORLOAD",
    "load can only run on UAV/SRV resource.",
);
const BUFFER_KINDS: (&[u32], &str, &str) = (
    &[TYPED_BUFFER, RAW_BUFFER, STRUCTURED_BUFFER, TBUFFER],
    "INSTR.RESOURCEKINDFORBUFFERLOADSTORE",
    "buffer load/store only works on Raw/Typed/StructuredBuffer.",
);
const RAW_BUFFER_KINDS: (&[u32], &str, &str) = (
    &[RAW_BUFFER, STRUCTURED_BUFFER],
    "INSTR.RESOURCEKINDFORBUFFERLOADSTORE",
    "buffer load/store only works on Raw/Typed/StructuredBuffer.",
);

/// The table, as DXC's validator checks each operation.
const RESOURCE_USES: &[ResourceUse] = &[
    ResourceUse {
        ops: &["Sample", "SampleBias", "SampleLevel", "SampleGrad"],
        classes: Some(SAMPLE_CLASS),
        kinds: Some((
            SAMPLE_KINDS,
            "INSTR.RESOURCEKINDFORSAMPLE",
            "sample/_l/_d requires resource declared as texture1D/2D/3D/Cube/1DArray/2DArray/CubeArray.",
        )),
    },
    ResourceUse {
        ops: &[
            "SampleCmp",
            "SampleCmpLevelZero",
            "SampleCmpLevel",
            "SampleCmpGrad",
            "SampleCmpBias",
        ],
        classes: Some(SAMPLE_CLASS),
        kinds: Some((
            &[
                TEXTURE_1D,
                TEXTURE_1D_ARRAY,
                TEXTURE_2D,
                TEXTURE_2D_ARRAY,
                TEXTURE_CUBE,
                TEXTURE_CUBE_ARRAY,
            ],
            "INSTR.RESOURCEKINDFORSAMPLEC",
            "samplec requires resource declared as texture1D/2D/Cube/1DArray/2DArray/CubeArray.",
        )),
    },
    ResourceUse {
        ops: &["TextureGather", "TextureGatherCmp"],
        classes: Some(SAMPLE_CLASS),
        kinds: Some((
            &[TEXTURE_2D, TEXTURE_2D_ARRAY, TEXTURE_CUBE, TEXTURE_CUBE_ARRAY],
            "INSTR.RESOURCEKINDFORGATHER",
            "gather requires resource declared as texture/2D/Cube/2DArray/CubeArray.",
        )),
    },
    ResourceUse {
        ops: &["CalculateLOD"],
        classes: Some(SAMPLE_CLASS),
        kinds: Some((
            SAMPLE_KINDS,
            "INSTR.RESOURCEKINDFORCALCLOD",
            "lod requires resource declared as texture1D/2D/3D/Cube/CubeArray/1DArray/2DArray.",
        )),
    },
    ResourceUse {
        ops: &["TextureLoad"],
        classes: Some(LOAD_CLASS),
        kinds: Some((
            &[
                TEXTURE_1D,
                TEXTURE_1D_ARRAY,
                TEXTURE_2D,
                TEXTURE_2D_ARRAY,
                TEXTURE_3D,
                TEXTURE_2D_MS,
                TEXTURE_2D_MS_ARRAY,
            ],
            "INSTR.RESOURCEKINDFORTEXTURELOAD",
            "texture load only works on Texture1D/1DArray/2D/2DArray/3D/MS2D/MS2DArray.",
        )),
    },
    ResourceUse {
        ops: &["TextureStore"],
        classes: None,
        kinds: Some((
            &[
                TEXTURE_1D,
                TEXTURE_1D_ARRAY,
                TEXTURE_2D,
                TEXTURE_2D_ARRAY,
                TEXTURE_2D_MS,
                TEXTURE_2D_MS_ARRAY,
                TEXTURE_3D,
            ],
            "INSTR.RESOURCEKINDFORTEXTURESTORE",
            "texture store only works on Texture1D/1DArray/2D/2DArray/3D.",
        )),
    },
    ResourceUse {
        ops: &["BufferLoad"],
        classes: Some(LOAD_CLASS),
        kinds: Some(BUFFER_KINDS),
    },
    ResourceUse {
        ops: &["BufferStore"],
        classes: None,
        kinds: Some(BUFFER_KINDS),
    },
    ResourceUse {
        ops: &["RawBufferLoad", "RawBufferVectorLoad"],
        classes: Some(LOAD_CLASS),
        kinds: Some(RAW_BUFFER_KINDS),
    },
    ResourceUse {
        ops: &["RawBufferStore", "RawBufferVectorStore"],
        classes: None,
        kinds: Some(RAW_BUFFER_KINDS),
    },
    ResourceUse {
        ops: &["CBufferLoad", "CBufferLoadLegacy"],
        classes: Some((
            &[ResourceClass::Cbv],
            "INSTR.CBUFFERCLASSFORCBUFFERHANDLE",
            "Expect Cbuffer for CBufferLoad handle.",
        )),
        kinds: None,
    },
    ResourceUse {
        ops: &["BufferUpdateCounter"],
        classes: Some((
            &[ResourceClass::Uav],
            "INSTR.BUFFERUPDATECOUNTERONUAV",
            "BufferUpdateCounter valid only on UAV.",
        )),
        kinds: Some((
            &[STRUCTURED_BUFFER],
            "SM.COUNTERONLYONSTRUCTBUF",
            "BufferUpdateCounter valid only on structured buffers.",
        )),
    },
    ResourceUse {
        ops: &["GetDimensions"],
        classes: None,
        kinds: Some((
            &[
                TEXTURE_1D,
                TEXTURE_2D,
                TEXTURE_2D_MS,
                TEXTURE_3D,
                TEXTURE_CUBE,
                TEXTURE_1D_ARRAY,
                TEXTURE_2D_ARRAY,
                TEXTURE_2D_MS_ARRAY,
                TEXTURE_CUBE_ARRAY,
                TYPED_BUFFER,
                RAW_BUFFER,
                STRUCTURED_BUFFER,
                TBUFFER,
            ],
            "INSTR.RESOURCEKINDFORGETDIM",
            "Invalid resource kind on GetDimensions.",
        )),
    },
];

/// How many coordinates address a resource of `kind` (DxilResource::GetNumCoords).
fn coordinate_count(kind: u32) -> usize {
    match kind {
        TEXTURE_1D | TYPED_BUFFER | RAW_BUFFER | STRUCTURED_BUFFER => 1,
        TEXTURE_2D | TEXTURE_1D_ARRAY | TEXTURE_2D_MS => 2,
        TEXTURE_3D | TEXTURE_2D_ARRAY | TEXTURE_2D_MS_ARRAY | TEXTURE_CUBE => 3,
        TEXTURE_CUBE_ARRAY => 4,
        _ => 0,
    }
}

/// How many offsets a resource of `kind` takes (DxilResource::GetNumOffsets).
fn offset_count(kind: u32) -> usize {
    match kind {
        TEXTURE_1D | TEXTURE_1D_ARRAY => 1,
        TEXTURE_2D | TEXTURE_2D_ARRAY | TEXTURE_2D_MS | TEXTURE_2D_MS_ARRAY => 2,
        TEXTURE_3D => 3,
        _ => 0,
    }
}

/// A call of operation `op` with operands `args` (after the opcode), in `body`.
pub(super) struct ResourceOpCall<'a> {
    /// The module.
    pub m: &'a Module,
    /// Its DXIL metadata.
    pub info: &'a DxilInfo,
    /// The calling function's body.
    pub body: &'a Body,
    /// The operation.
    pub op: OpCode,
    /// Its operands after the opcode.
    pub args: &'a [Value],
    /// Where the call is, worked out for a diagnostic.
    pub at: &'a dyn Fn() -> String,
}

impl ResourceOpCall<'_> {
    fn push(&self, v: &mut Validation, rule: &'static str, message: &str) {
        v.push(rule, message.to_string(), (self.at)());
    }

    /// The coordinates from operand `first` (four): as many defined as the kind has
    /// dimensions (an array's index included), the rest undefined.
    fn check_coordinates(&self, first: usize, kind: u32, v: &mut Validation) {
        let count = coordinate_count(kind);
        for i in 0..4 {
            let defined = self.defined(first + i);
            if i < count && !defined && self.args.len() > first + i {
                self.push(v, "INSTR.RESOURCECOORDINATEMISS", "coord uninitialized.");
            } else if i >= count && defined {
                self.push(
                    v,
                    "INSTR.RESOURCECOORDINATETOOMANY",
                    "out of bound coord must be undef.",
                );
            }
        }
    }

    /// The offsets from operand `first` (three): none, or a constant from -8 to 7 for
    /// each dimension the kind offsets (the first judged whatever the kind), the rest
    /// undefined.
    fn check_offsets(&self, first: usize, kind: u32, v: &mut Validation) {
        let count = offset_count(kind);
        let given = self.defined(first);
        if given {
            self.check_offset_value(first, v);
        }
        for i in 1..3 {
            let defined = self.defined(first + i);
            if i < count {
                if given && !defined {
                    self.push(v, "INSTR.RESOURCEOFFSETMISS", "offset uninitialized.");
                } else if given {
                    self.check_offset_value(first + i, v);
                }
            } else if defined {
                self.push(
                    v,
                    "INSTR.RESOURCEOFFSETTOOMANY",
                    "out of bound offset must be undef.",
                );
            }
        }
    }

    /// A gather's two offsets: a 2D texture's both or neither, a cube's none.
    fn check_gather_offsets(&self, first: usize, kind: u32, v: &mut Validation) {
        match kind {
            TEXTURE_2D | TEXTURE_2D_ARRAY if self.defined(first) && !self.defined(first + 1) => {
                self.push(v, "INSTR.RESOURCEOFFSETMISS", "offset uninitialized.")
            }
            TEXTURE_CUBE | TEXTURE_CUBE_ARRAY => {
                for i in first..first + 2 {
                    if self.defined(i) {
                        self.push(
                            v,
                            "INSTR.RESOURCEOFFSETTOOMANY",
                            "out of bound offset must be undef.",
                        );
                    }
                }
            }
            _ => {}
        }
    }

    fn check_offset_value(&self, i: usize, v: &mut Validation) {
        let value = self.args.get(i).and_then(|a| self.m.const_int(*a));
        if !value.is_some_and(|o| (-8..=7).contains(&o)) {
            self.push(
                v,
                "INSTR.TEXTUREOFFSET",
                "offset texture instructions must take offset which can resolve to integer \
                 literal in the range -8 to 7.",
            );
        }
    }

    /// Whether operand `i` is given as `undef` (or `poison`).
    fn undefined(&self, i: usize) -> bool {
        self.args
            .get(i)
            .is_some_and(|a| self.m.is_undef_or_poison(*a))
    }

    fn defined(&self, i: usize) -> bool {
        self.args
            .get(i)
            .is_some_and(|a| !self.m.is_undef_or_poison(*a))
    }

    /// Checks the call against the table and the operands its resource's kind leaves
    /// undefined.
    pub fn check(&self, v: &mut Validation) {
        self.check_sampler_mode(v);
        let Some(name) = self.op.name() else { return };
        let Some(use_) = RESOURCE_USES.iter().find(|u| u.ops.contains(&name)) else {
            return;
        };
        let Some(&handle) = self.args.first() else {
            return;
        };
        let Some(origin) = handle_origin_of(self.m, self.info, self.body, handle) else {
            return;
        };
        if let Some((classes, rule, message)) = use_.classes {
            if !classes.contains(&origin.class) {
                self.push(v, rule, message);
            }
        }
        if name == "BufferUpdateCounter" && origin.has_counter == Some(false) {
            self.push(
                v,
                "INSTR.BUFFERUPDATECOUNTERONRESHASCOUNTER",
                "BufferUpdateCounter valid only when HasCounter is true.",
            );
        }
        let Some(kind) = origin.kind else { return };
        if let Some((kinds, rule, message)) = use_.kinds {
            if !kinds.contains(&kind) {
                self.push(v, rule, message);
                return;
            }
        }
        self.check_operands(name, &origin, kind, v);
    }

    /// A sampling, gather or level-of-detail operation's sampler (its second operand) is
    /// in the mode it needs: comparison for the `*Cmp*` ones, default for the others.
    fn check_sampler_mode(&self, v: &mut Validation) {
        use dxil_model::op_table::numbers as n;
        // The mode refused: dxv lets a mono sampler (and modes past the known ones)
        // through either way, so only the other of default and comparison is refused.
        let (refused, rule, message) = match self.op.0 {
            n::SAMPLE | n::SAMPLE_BIAS | n::SAMPLE_LEVEL | n::SAMPLE_GRAD | n::TEXTURE_GATHER => (
                sampler_mode::COMPARISON,
                "INSTR.SAMPLERMODEFORSAMPLE",
                "sample/_l/_d/_cl_s/gather instruction requires sampler declared in default mode.",
            ),
            n::SAMPLE_CMP
            | n::SAMPLE_CMP_LEVEL_ZERO
            | n::SAMPLE_CMP_LEVEL
            | n::SAMPLE_CMP_GRAD
            | n::SAMPLE_CMP_BIAS
            | n::TEXTURE_GATHER_CMP => (
                sampler_mode::DEFAULT,
                "INSTR.SAMPLERMODEFORSAMPLEC",
                "sample_c_*/gather_c instructions require sampler declared in comparison mode.",
            ),
            n::CALCULATE_LOD => (
                sampler_mode::COMPARISON,
                "INSTR.SAMPLERMODEFORLOD",
                "lod instruction requires sampler declared in default mode.",
            ),
            _ => return,
        };
        let mode = self
            .args
            .get(1)
            .and_then(|s| handle_origin_of(self.m, self.info, self.body, *s))
            .and_then(|o| o.sampler_mode);
        if mode == Some(refused) {
            self.push(v, rule, message);
        }
    }

    /// A sampled texture returns floats (or normalized values); from shader model 6.7
    /// the samples that do not compare may read integers too.
    fn check_sampled_component_type(
        &self,
        name: &str,
        origin: &HandleOrigin,
        kind: u32,
        v: &mut Validation,
    ) {
        // DXIL::ComponentType: I16 2, U16 3, I32 4, U32 5, F16 8, F32 9, SNormF16 11,
        // UNormF16 12, SNormF32 13, UNormF32 14.
        const FLOATS: [u32; 6] = [8, 9, 11, 12, 13, 14];
        const INTEGERS: [u32; 4] = [2, 3, 4, 5];
        let Some(ty) = origin.component_type else {
            return;
        };
        if kind == STRUCTURED_BUFFER {
            return;
        }
        let sm = self.info.shader_model;
        let integers = (sm.major, sm.minor) >= (6, 7) && !name.starts_with("SampleCmp");
        let sampled = FLOATS.contains(&ty) || (integers && INTEGERS.contains(&ty));
        if !sampled {
            self.push(
                v,
                "INSTR.SAMPLECOMPTYPE",
                "sample_* instructions require resource to be declared to return UNORM, \
                 SNORM or FLOAT.",
            );
        }
    }

    /// The operands the resource's kind and class leave undefined (or need).
    fn check_operands(&self, name: &str, origin: &HandleOrigin, kind: u32, v: &mut Validation) {
        let raw_or_typed = matches!(kind, RAW_BUFFER | TYPED_BUFFER | TBUFFER);
        // Sampling: handle, sampler, coordinates (4), offsets (3), ...; gathers: handle,
        // sampler, coordinates (4), offsets (2), ...
        if name.starts_with("Sample") {
            self.check_coordinates(2, kind, v);
            self.check_offsets(6, kind, v);
            self.check_sampled_component_type(name, origin, kind, v);
        } else if name.starts_with("TextureGather") {
            self.check_coordinates(2, kind, v);
            self.check_gather_offsets(6, kind, v);
        }
        // The alignment of raw buffer accesses.
        let align = match name {
            "RawBufferLoad" | "RawBufferVectorStore" => Some(4),
            "RawBufferStore" => Some(8),
            "RawBufferVectorLoad" => Some(3),
            _ => None,
        };
        if let Some(&a) = align.and_then(|i| self.args.get(i)) {
            if self.m.const_int(a).is_none() {
                self.push(
                    v,
                    "INSTR.CONSTALIGNFORRAWBUF",
                    "Raw Buffer alignment value must be a constant.",
                );
            }
        }
        // CBufferLoadLegacy(handle, row), CBufferLoad(handle, byte offset, alignment):
        // a constant place within the buffer.
        let cbuffer_byte = match name {
            // Rows and byte offsets are unsigned 32-bit numbers.
            "CBufferLoadLegacy" => self
                .args
                .get(1)
                .and_then(|r| self.m.const_uint(*r))
                .map(|r| r as i128 * 16),
            "CBufferLoad" => self
                .args
                .get(1)
                .and_then(|r| self.m.const_uint(*r))
                .map(|r| r as i128),
            _ => None,
        };
        if let Some(byte) = cbuffer_byte {
            if origin
                .cbuffer_bytes
                .is_some_and(|s| s > 0 && byte >= i128::from(s))
            {
                self.push(v, "INSTR.CBUFFEROUTOFBOUND", "Cbuffer access out of bound.");
            }
        }
        // handle, index, offset, ...: a structured buffer's element and offset in it (a
        // raw-buffer operation's element offset; DXC checks its index no further).
        let structured_coordinates = match name {
            "BufferLoad" | "BufferStore" => 1..3,
            "RawBufferLoad" | "RawBufferStore" | "RawBufferVectorLoad" | "RawBufferVectorStore" => {
                2..3
            }
            _ => 0..0,
        };
        match name {
            _ if kind == STRUCTURED_BUFFER
                && structured_coordinates.clone().any(|i| self.undefined(i)) =>
            {
                self.push(
                    v,
                    "INSTR.COORDINATECOUNTFORSTRUCTBUF",
                    "structured buffer requires defined index and offset coordinates.",
                )
            }
            "BufferLoad" | "BufferStore" | "RawBufferLoad" | "RawBufferStore"
                if raw_or_typed && self.defined(2) =>
            {
                self.push(
                    v,
                    "INSTR.COORDINATECOUNTFORRAWTYPEDBUF",
                    "raw/typed buffer offset must be undef.",
                )
            }
            // handle, mip level
            "GetDimensions"
                if matches!(
                    kind,
                    TYPED_BUFFER | RAW_BUFFER | STRUCTURED_BUFFER | TBUFFER
                ) && self.defined(1) =>
            {
                self.push(
                    v,
                    "INSTR.MIPLEVELFORGETDIMENSION",
                    "Use mip level on buffer when GetDimensions.",
                )
            }
            // handle, mip level or sample, coordinates (3), offsets (3)
            "TextureLoad" => {
                let multisampled = matches!(kind, TEXTURE_2D_MS | TEXTURE_2D_MS_ARRAY);
                if origin.class == ResourceClass::Uav {
                    if (5..8).any(|i| self.defined(i)) {
                        self.push(v, "INSTR.OFFSETONUAVLOAD", "uav load don't support offset.");
                    }
                    if self.defined(1) && !multisampled {
                        self.push(
                            v,
                            "INSTR.MIPONUAVLOAD",
                            "uav load don't support mipLevel/sampleIndex.",
                        );
                    }
                }
                if multisampled && !self.defined(1) {
                    self.push(
                        v,
                        "INSTR.SAMPLEINDEXFORLOAD2DMS",
                        "load on Texture2DMS/2DMSArray require sampleIndex.",
                    );
                }
                self.check_offsets(5, kind, v);
            }
            _ => {}
        }
    }
}

/// Checks that no buffer's counter is both incremented and decremented, over every
/// function of the module.
pub(super) fn check_counter_directions(m: &Module, info: &DxilInfo, v: &mut Validation) {
    // For each record (class, id): whether it is incremented, decremented.
    let mut directions: BTreeMap<(ResourceClass, u32), (bool, bool)> = BTreeMap::new();
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            // BufferUpdateCounter(handle, inc)
            let Some((op, args)) = dx_op_call(m, &body.insts[i].kind) else {
                continue;
            };
            if op != OpCode::BUFFER_UPDATE_COUNTER {
                continue;
            }
            let (Some(&h), Some(step)) = (args.first(), args.get(1).and_then(|s| m.const_int(*s)))
            else {
                continue;
            };
            let Some((class, id)) = handle_record(m, info, body, h) else {
                continue;
            };
            let seen = directions.entry((class, id)).or_default();
            if step > 0 {
                seen.0 = true;
            } else if step < 0 {
                seen.1 = true;
            }
        }
    }
    for ((class, id), _) in directions.iter().filter(|(_, (inc, dec))| *inc && *dec) {
        let name = info
            .resources
            .iter()
            .find(|r| r.class == *class && r.id == *id)
            .map_or_else(|| format!("{class:?} record {id}"), |r| r.label());
        v.push(
            "INSTR.ONLYONEALLOCCONSUME",
            "RWStructuredBuffers may increment or decrement their counters, but not both.".into(),
            format!("resource {name}"),
        );
    }
}
