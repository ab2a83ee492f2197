//! What the translation looks up across a SPIR-V module: debug names, decorations,
//! types, constants, functions, and where each result id sits in the binary.

use crate::error::{SpirvError, SpirvLocation};
use crate::function_code::{Function, Inst};
use crate::specialization::{Folder, SpecValue};
use rspirv::dr::{self, Instruction, Operand};
use rspirv::spirv::{self, Decoration, Op, StorageClass, Word};
use rustc_hash::FxHashMap;

/// A SPIR-V type, as the translation needs it.
#[derive(Clone, Debug, PartialEq)]
pub enum SpvType {
    /// `OpTypeVoid`.
    Void,
    /// `OpTypeBool`.
    Bool,
    /// `OpTypeInt`: width, signedness.
    Int(u32, bool),
    /// `OpTypeFloat`: width.
    Float(u32),
    /// `OpTypeVector`: component type, count.
    Vector(Word, u32),
    /// `OpTypeMatrix`: column type, column count.
    Matrix(Word, u32),
    /// `OpTypeArray`: element type, length constant id.
    Array(Word, Word),
    /// `OpTypeRuntimeArray`: element type.
    RuntimeArray(Word),
    /// `OpTypeStruct`: member types.
    Struct(Vec<Word>),
    /// `OpTypePointer`: storage class, pointee.
    Pointer(StorageClass, Word),
    /// `OpTypeFunction`: return type, parameter types.
    Function(Word, Vec<Word>),
    /// `OpTypeImage`: sampled type, dimension, arrayed, multisampled, sampled (1 with a
    /// sampler, 2 storage), format.
    Image {
        /// The component type.
        sampled_type: Word,
        /// Its dimensionality.
        dim: spirv::Dim,
        /// 0: not a depth image, 1: a depth image, 2: not known.
        depth: u32,
        /// Arrayed.
        arrayed: bool,
        /// Multisampled.
        ms: bool,
        /// 1: sampled, 2: storage.
        sampled: u32,
        /// The texel format.
        format: spirv::ImageFormat,
    },
    /// `OpTypeSampler`.
    Sampler,
    /// `OpTypeSampledImage`: the image type.
    SampledImage(Word),
    /// `OpTypeAccelerationStructureKHR`: a ray tracing acceleration structure.
    AccelerationStructure,
    /// `OpTypeRayQueryKHR`: an inline ray query's state.
    RayQuery,
}

/// A constant's value.
#[derive(Clone, Debug, PartialEq)]
pub enum SpvConst {
    /// A scalar's bits (integers zero-extended, floats as their bit pattern).
    Scalar(u64),
    /// `OpConstantTrue` / `OpConstantFalse`.
    Bool(bool),
    /// A composite of other constants.
    Composite(Vec<Word>),
    /// `OpConstantNull`.
    Null,
    /// `OpUndef` at module scope.
    Undef,
}

/// The most scalars a value of one type may hold.
pub const MAX_SCALARS: u64 = 1 << 20;

/// The decorations of one id or member, with their operands.
pub type Decorations = Vec<(Decoration, Vec<Operand>)>;

/// The module's tables (see the module docs).
pub struct ModuleInfo<'m> {
    /// The module as rspirv reads it.
    pub module: &'m dr::Module,
    /// `OpName`s.
    pub names: FxHashMap<Word, String>,
    /// `OpMemberName`s, by (struct type, member).
    pub member_names: FxHashMap<(Word, u32), String>,
    /// Decorations by target id.
    pub decorations: FxHashMap<Word, Decorations>,
    /// Member decorations by (struct type, member).
    pub member_decorations: FxHashMap<(Word, u32), Decorations>,
    /// Types by id.
    pub types: FxHashMap<Word, SpvType>,
    /// Constants by id, with their type (spec constants at their default values).
    pub constants: FxHashMap<Word, (Word, SpvConst)>,
    /// Module-scope variables: (id, pointer type, storage class).
    pub globals: Vec<(Word, Word, StorageClass)>,
    /// Functions by id.
    pub functions: FxHashMap<Word, Function<'m>>,
    /// `OpExtInstImport` ids naming `GLSL.std.450`.
    pub glsl_std_450: Option<Word>,
    /// `OpExtInstImport` ids of `NonSemantic.*` sets, whose instructions are dropped.
    pub non_semantic_sets: Vec<Word>,
    /// Word offset of each result id's instruction, made the first time a location
    /// asks (errors only, so a module that translates never pays for it).
    /// (The module's sections before its functions: the ids errors name most often.)
    offsets: std::cell::OnceCell<FxHashMap<Word, usize>>,
    /// The same for the functions' ids, made the first time an id is not found above.
    function_offsets: std::cell::OnceCell<FxHashMap<Word, usize>>,
    /// The result type of every result id that has one.
    pub result_types: IdTable<Word>,
    /// The module's words, to locate instructions in when an error needs it.
    words: &'m [u32],
    /// The word offset of the first `OpFunction` (where the sections rspirv read end).
    functions_start: usize,
    /// The next id the module does not use (its header's bound, then the ids given to
    /// the lanes of folded vector constants).
    next_id: Word,
}

impl<'m> ModuleInfo<'m> {
    /// An empty table of values by id, sized for this module's ids.
    pub fn id_table<T: Copy>(&self) -> IdTable<T> {
        IdTable::for_module(self.words)
    }

    /// Reads the tables of `module` (the sections before the functions, which start at
    /// word `functions_start`) and of `functions`, whose binary is `words`.
    /// Specialization constants take their values from `specializations` (by `SpecId`),
    /// else their defaults.
    pub fn new(
        module: &'m dr::Module,
        functions: Vec<Function<'m>>,
        functions_start: usize,
        words: &'m [u32],
        specializations: &std::collections::HashMap<u32, SpecValue>,
    ) -> Result<Self, SpirvError> {
        let mut info = ModuleInfo {
            module,
            names: FxHashMap::default(),
            member_names: FxHashMap::default(),
            decorations: FxHashMap::default(),
            member_decorations: FxHashMap::default(),
            types: FxHashMap::default(),
            constants: FxHashMap::default(),
            globals: Vec::new(),
            functions: FxHashMap::default(),
            glsl_std_450: None,
            non_semantic_sets: Vec::new(),
            offsets: std::cell::OnceCell::new(),
            function_offsets: std::cell::OnceCell::new(),
            result_types: IdTable::for_module(words),
            next_id: words.get(3).copied().unwrap_or(0),
            functions_start,
            words,
        };
        for i in &module.debug_names {
            match (i.class.opcode, i.operands.as_slice()) {
                (Op::Name, [Operand::IdRef(id), Operand::LiteralString(s)]) => {
                    info.names.insert(*id, s.clone());
                }
                (
                    Op::MemberName,
                    [Operand::IdRef(id), Operand::LiteralBit32(k), Operand::LiteralString(s)],
                ) => {
                    info.member_names.insert((*id, *k), s.clone());
                }
                _ => {}
            }
        }
        for i in &module.ext_inst_imports {
            if let (Some(id), Some(Operand::LiteralString(s))) = (i.result_id, i.operands.first()) {
                if s == "GLSL.std.450" {
                    info.glsl_std_450 = Some(id);
                } else if s.starts_with("NonSemantic.") {
                    info.non_semantic_sets.push(id);
                }
            }
        }
        for i in &module.annotations {
            info.read_decoration(i);
        }
        for i in &module.types_global_values {
            info.read_global(i, specializations)?;
        }
        for f in functions {
            let body = f.blocks.iter().flat_map(|b| b.instructions());
            for i in f.parameters.iter().copied().chain(body) {
                if let (Some(id), Some(t)) = (i.result_id, i.result_type) {
                    info.result_types.insert(id, t);
                }
            }
            if let Some(id) = f.def.result_id {
                info.functions.insert(id, f);
            }
        }
        for i in &module.types_global_values {
            if let (Some(id), Some(t)) = (i.result_id, i.result_type) {
                info.result_types.insert(id, t);
            }
        }
        info.check_types()?;
        Ok(info)
    }

    /// The limits a type must keep to be translated: scalars of DXIL's widths, vectors
    /// of 2 to 4 components, no type containing itself, and no value of more than
    /// [`MAX_SCALARS`] scalars (values are copied scalar by scalar). Hostile modules
    /// otherwise make the translation recurse without end or build huge code.
    fn check_types(&self) -> Result<(), SpirvError> {
        let mut scalars: FxHashMap<Word, u64> = FxHashMap::default();
        let mut ids: Vec<Word> = self.types.keys().copied().collect();
        ids.sort_unstable();
        for id in ids {
            let mut visiting = Vec::new();
            self.scalars_of(id, &mut scalars, &mut visiting)?;
        }
        Ok(())
    }

    /// How many scalars a value of type `id` holds (pointers and opaque types count
    /// one), checking [`Self::check_types`]' limits on the way.
    fn scalars_of(
        &self,
        id: Word,
        known: &mut FxHashMap<Word, u64>,
        visiting: &mut Vec<Word>,
    ) -> Result<u64, SpirvError> {
        if let Some(&n) = known.get(&id) {
            return Ok(n);
        }
        let unsupported = |what: String| SpirvError::Unsupported {
            what,
            at: self.location(Some(id), None),
        };
        if visiting.contains(&id) {
            return Err(SpirvError::Invalid {
                msg: "a type that contains itself".into(),
                at: self.location(Some(id), None),
            });
        }
        visiting.push(id);
        let n = match self.types.get(&id) {
            Some(SpvType::Int(w, _)) if ![1, 8, 16, 32, 64].contains(w) => {
                return Err(unsupported(format!("a {w}-bit integer type")))
            }
            Some(SpvType::Float(w)) if ![16, 32, 64].contains(w) => {
                return Err(unsupported(format!("a {w}-bit float type")))
            }
            Some(SpvType::Vector(e, n)) => {
                if !(2..=4).contains(n) {
                    return Err(unsupported(format!(
                        "a vector of {n} components (DXIL's have 2 to 4)"
                    )));
                }
                self.scalars_of(*e, known, visiting)?
                    .saturating_mul(u64::from(*n))
            }
            Some(SpvType::Matrix(c, n)) => self
                .scalars_of(*c, known, visiting)?
                .saturating_mul(u64::from(*n)),
            Some(SpvType::Array(e, len)) => {
                let len = self.const_u64(*len).unwrap_or(0);
                self.scalars_of(*e, known, visiting)?.saturating_mul(len)
            }
            Some(SpvType::RuntimeArray(e)) => self.scalars_of(*e, known, visiting)?,
            Some(SpvType::Struct(ms)) => {
                let mut total = 0u64;
                for m in ms {
                    total = total.saturating_add(self.scalars_of(*m, known, visiting)?);
                }
                total
            }
            _ => 1,
        };
        visiting.pop();
        if n > MAX_SCALARS {
            return Err(unsupported(format!(
                "a type of {n} scalars (more than {MAX_SCALARS}: values are copied scalar by scalar)"
            )));
        }
        known.insert(id, n);
        Ok(n)
    }

    fn read_decoration(&mut self, i: &Instruction) {
        match (i.class.opcode, i.operands.as_slice()) {
            (
                Op::Decorate | Op::DecorateId | Op::DecorateString,
                [Operand::IdRef(t), Operand::Decoration(d), rest @ ..],
            ) => {
                self.decorations
                    .entry(*t)
                    .or_default()
                    .push((*d, rest.to_vec()));
            }
            (
                Op::MemberDecorate | Op::MemberDecorateString,
                [Operand::IdRef(t), Operand::LiteralBit32(m), Operand::Decoration(d), rest @ ..],
            ) => {
                self.member_decorations
                    .entry((*t, *m))
                    .or_default()
                    .push((*d, rest.to_vec()));
            }
            _ => {}
        }
    }

    fn read_global(
        &mut self,
        i: &Instruction,
        specializations: &std::collections::HashMap<u32, SpecValue>,
    ) -> Result<(), SpirvError> {
        let Some(id) = i.result_id else {
            return Ok(());
        };
        let ops = &i.operands;
        let word = |k: usize| match ops.get(k) {
            Some(Operand::IdRef(w)) => Some(*w),
            Some(Operand::LiteralBit32(w)) => Some(*w),
            _ => None,
        };
        let ty = match i.class.opcode {
            Op::TypeVoid => Some(SpvType::Void),
            Op::TypeBool => Some(SpvType::Bool),
            Op::TypeInt => Some(SpvType::Int(
                word(0).unwrap_or(32),
                word(1).unwrap_or(0) != 0,
            )),
            Op::TypeFloat => Some(SpvType::Float(word(0).unwrap_or(32))),
            Op::TypeVector => Some(SpvType::Vector(word(0).unwrap_or(0), word(1).unwrap_or(0))),
            Op::TypeMatrix => Some(SpvType::Matrix(word(0).unwrap_or(0), word(1).unwrap_or(0))),
            Op::TypeArray => Some(SpvType::Array(word(0).unwrap_or(0), word(1).unwrap_or(0))),
            Op::TypeRuntimeArray => Some(SpvType::RuntimeArray(word(0).unwrap_or(0))),
            Op::TypeStruct => Some(SpvType::Struct(
                ops.iter()
                    .filter_map(|o| match o {
                        Operand::IdRef(w) => Some(*w),
                        _ => None,
                    })
                    .collect(),
            )),
            Op::TypePointer => match ops.as_slice() {
                [Operand::StorageClass(sc), Operand::IdRef(p)] => Some(SpvType::Pointer(*sc, *p)),
                _ => None,
            },
            Op::TypeFunction => Some(SpvType::Function(
                word(0).unwrap_or(0),
                ops.iter()
                    .skip(1)
                    .filter_map(|o| match o {
                        Operand::IdRef(w) => Some(*w),
                        _ => None,
                    })
                    .collect(),
            )),
            Op::TypeImage => match ops.as_slice() {
                [Operand::IdRef(t), Operand::Dim(dim), Operand::LiteralBit32(depth), Operand::LiteralBit32(arrayed), Operand::LiteralBit32(ms), Operand::LiteralBit32(sampled), Operand::ImageFormat(format), ..] => {
                    Some(SpvType::Image {
                        sampled_type: *t,
                        dim: *dim,
                        depth: *depth,
                        arrayed: *arrayed != 0,
                        ms: *ms != 0,
                        sampled: *sampled,
                        format: *format,
                    })
                }
                _ => None,
            },
            Op::TypeSampler => Some(SpvType::Sampler),
            Op::TypeAccelerationStructureKHR => Some(SpvType::AccelerationStructure),
            Op::TypeRayQueryKHR => Some(SpvType::RayQuery),
            Op::TypeSampledImage => Some(SpvType::SampledImage(word(0).unwrap_or(0))),
            _ => None,
        };
        if let Some(t) = ty {
            self.types.insert(id, t);
            return Ok(());
        }
        let result_type = i.result_type.unwrap_or(0);
        let at = || self.location(Some(id), Some(i.class.opname));
        let given = self
            .decoration_literal(id, Decoration::SpecId)
            .and_then(|spec_id| Some((spec_id, *specializations.get(&spec_id)?)));
        let constant = match i.class.opcode {
            Op::SpecConstant | Op::SpecConstantTrue | Op::SpecConstantFalse if given.is_some() => {
                let (spec_id, value) = given.unwrap_or((0, SpecValue::Bool(false)));
                let ty = self.ty(result_type)?;
                Some(value.constant(ty).map_err(|why| SpirvError::Invalid {
                    msg: format!("the value given for SpecId {spec_id}: {why}"),
                    at: at(),
                })?)
            }
            Op::SpecConstantOp => {
                let Some(Operand::LiteralSpecConstantOpInteger(op)) = ops.first() else {
                    return Err(SpirvError::Invalid {
                        msg: "an OpSpecConstantOp without its operation".into(),
                        at: at(),
                    });
                };
                let ids: Vec<Word> = ops[1..]
                    .iter()
                    .filter_map(|o| match o {
                        Operand::IdRef(w) => Some(*w),
                        _ => None,
                    })
                    .collect();
                let lits: Vec<u32> = ops[1..]
                    .iter()
                    .filter_map(|o| match o {
                        Operand::LiteralBit32(w) => Some(*w),
                        _ => None,
                    })
                    .collect();
                let mut folder = Folder {
                    types: &self.types,
                    constants: &mut self.constants,
                    next_id: &mut self.next_id,
                };
                let folded = folder.fold(*op, result_type, &ids, &lits);
                Some(folded.map_err(|why| SpirvError::Unsupported {
                    what: format!("the specialization constant operation {op:?}: {why}"),
                    at: self.location(Some(id), Some(i.class.opname)),
                })?)
            }
            Op::Constant | Op::SpecConstant => Some(SpvConst::Scalar(match ops.as_slice() {
                [Operand::LiteralBit32(v)] => self.extend(result_type, u64::from(*v)),
                [Operand::LiteralBit64(v)] => *v,
                _ => 0,
            })),
            Op::ConstantTrue | Op::SpecConstantTrue => Some(SpvConst::Bool(true)),
            Op::ConstantFalse | Op::SpecConstantFalse => Some(SpvConst::Bool(false)),
            Op::ConstantComposite | Op::SpecConstantComposite => Some(SpvConst::Composite(
                ops.iter()
                    .filter_map(|o| match o {
                        Operand::IdRef(w) => Some(*w),
                        _ => None,
                    })
                    .collect(),
            )),
            Op::ConstantNull => Some(SpvConst::Null),
            Op::Undef => Some(SpvConst::Undef),
            Op::Variable => {
                if let Some(Operand::StorageClass(sc)) = ops.first() {
                    self.globals.push((id, result_type, *sc));
                }
                None
            }
            Op::Line | Op::NoLine | Op::String => None,
            _ => {
                return Err(SpirvError::Unsupported {
                    what: format!("module-scope {}", i.class.opname),
                    at: self.location(Some(id), Some(i.class.opname)),
                })
            }
        };
        if let Some(c) = constant {
            self.constants.insert(id, (result_type, c));
        }
        Ok(())
    }

    /// A 32-bit literal of `ty` widened to 64 bits: sign-extended for signed integers
    /// narrower than 32 bits is not needed (literals are already padded), so as is.
    fn extend(&self, _ty: Word, v: u64) -> u64 {
        v
    }

    /// The decoration `d` of `id`, with its operands.
    pub fn decoration(&self, id: Word, d: Decoration) -> Option<&[Operand]> {
        self.decorations
            .get(&id)?
            .iter()
            .find(|(x, _)| *x == d)
            .map(|(_, ops)| ops.as_slice())
    }

    /// Whether `id` has decoration `d`.
    pub fn has(&self, id: Word, d: Decoration) -> bool {
        self.decoration(id, d).is_some()
    }

    /// A 32-bit literal operand of decoration `d` of `id`.
    pub fn decoration_literal(&self, id: Word, d: Decoration) -> Option<u32> {
        match self.decoration(id, d)?.first()? {
            Operand::LiteralBit32(v) => Some(*v),
            _ => None,
        }
    }

    /// Whether member `member` of struct `id` has decoration `d`.
    pub fn member_has(&self, id: Word, member: u32, d: Decoration) -> bool {
        self.member_decorations
            .get(&(id, member))
            .is_some_and(|ds| ds.iter().any(|(x, _)| *x == d))
    }

    /// A 32-bit literal operand of decoration `d` of member `member` of struct `id`
    /// (`Offset`, `MatrixStride`).
    pub fn member_literal(&self, id: Word, member: u32, d: Decoration) -> Option<u32> {
        self.member_decorations
            .get(&(id, member))?
            .iter()
            .find(|(x, _)| *x == d)
            .and_then(|(_, ops)| match ops.first() {
                Some(Operand::LiteralBit32(v)) => Some(*v),
                _ => None,
            })
    }

    /// The type `id`; an invalid-SPIR-V error where it is not one.
    pub fn ty(&self, id: Word) -> Result<&SpvType, SpirvError> {
        self.types.get(&id).ok_or_else(|| SpirvError::Invalid {
            msg: format!("%{id} is not a type"),
            at: self.location(Some(id), None),
        })
    }

    /// The integer value of constant `id` (zero-extended).
    pub fn const_u64(&self, id: Word) -> Option<u64> {
        match self.constants.get(&id)? {
            (_, SpvConst::Scalar(v)) => Some(*v),
            (_, SpvConst::Bool(b)) => Some(u64::from(*b)),
            (_, SpvConst::Null) => Some(0),
            _ => None,
        }
    }

    /// Where instruction `i` (of a function of the module) is, for an error.
    pub fn instruction_location(&self, i: &Inst) -> SpirvLocation {
        SpirvLocation {
            word: Some(i.offset),
            opcode: Some(i.class.opname.to_string()),
            result: i.result_id,
            name: i.result_id.and_then(|id| self.names.get(&id).cloned()),
        }
    }

    /// Where result id `id` is, for an error; `opcode` names its instruction.
    pub fn location(&self, id: Option<Word>, opcode: Option<&str>) -> SpirvLocation {
        SpirvLocation {
            word: id.and_then(|i| {
                let start = self.functions_start;
                self.offsets
                    .get_or_init(|| result_offsets(self.words, 5, start))
                    .get(&i)
                    .or_else(|| {
                        self.function_offsets
                            .get_or_init(|| result_offsets(self.words, start, self.words.len()))
                            .get(&i)
                    })
                    .copied()
            }),
            opcode: opcode.map(str::to_string),
            result: id,
            name: id.and_then(|i| self.names.get(&i).cloned()),
        }
    }
}

/// The word offset of every instruction that has a result id, by that id, read from
/// the binary (rspirv's module keeps no offsets), for the instructions from word `start`
/// to word `end`.
fn result_offsets(words: &[u32], start: usize, end: usize) -> FxHashMap<Word, usize> {
    let mut out = FxHashMap::default();
    let mut at = start;
    while at < end.min(words.len()) {
        let count = (words[at] >> 16) as usize;
        if count == 0 {
            break;
        }
        if let Some(id) = crate::function_code::result_id(words, at) {
            out.insert(id, at);
        }
        at += count;
    }
    out
}

/// Values by id: a vector indexed by id when the module's ids are dense (its bound at
/// most a few times its size, as every producer writes them), else a hash map (a
/// hostile bound near `u32::MAX`).
pub enum IdTable<T> {
    /// Indexed by id.
    Dense(Vec<Option<T>>),
    /// By id.
    Sparse(FxHashMap<Word, T>),
}

impl<T: Copy> IdTable<T> {
    /// An empty table for the module of `words` (its bound is word 3).
    pub fn for_module(words: &[u32]) -> Self {
        let bound = words.get(3).copied().unwrap_or(0) as usize;
        if bound <= words.len().saturating_mul(4) + 64 {
            IdTable::Dense(vec![None; bound])
        } else {
            IdTable::Sparse(FxHashMap::default())
        }
    }

    /// Sets the value of `id`.
    pub fn insert(&mut self, id: Word, value: T) {
        match self {
            IdTable::Dense(v) => match v.get_mut(id as usize) {
                Some(slot) => *slot = Some(value),
                None => {
                    // An id past the bound (invalid SPIR-V): kept all the same.
                    let mut sparse: FxHashMap<Word, T> = v
                        .iter()
                        .enumerate()
                        .filter_map(|(k, x)| Some((k as Word, (*x)?)))
                        .collect();
                    sparse.insert(id, value);
                    *self = IdTable::Sparse(sparse);
                }
            },
            IdTable::Sparse(m) => {
                m.insert(id, value);
            }
        }
    }

    /// The value of `id`, if set.
    pub fn get(&self, id: &Word) -> Option<&T> {
        match self {
            IdTable::Dense(v) => v.get(*id as usize)?.as_ref(),
            IdTable::Sparse(m) => m.get(id),
        }
    }
}
