//! The functions of a SPIR-V module, read straight from its words. rspirv's module
//! reader copies each instruction's operands into a vector of typed operands (and
//! tracks the type of every result in a hash map); a module of a million instructions
//! spent most of its translation there. Function bodies need no more than a view of
//! each instruction's words: the translator knows each opcode's operands, and every
//! operand of a function's instructions is one word but `OpSwitch`'s 64-bit case
//! literals. Each instruction's grammar entry (name, result type and id, operand
//! kinds) comes from rspirv's table, looked up once per opcode. The module's other
//! sections, before its first `OpFunction`, are read with rspirv as before.

use std::sync::OnceLock;

use rspirv::grammar::{self, OperandKind, OperandQuantifier, INSTRUCTION_TABLE};
use rspirv::spirv::{Op, Word};

use crate::error::{SpirvError, SpirvLocation};

/// One instruction of a function: its grammar entry and a view of its words.
#[derive(Clone, Copy, Debug)]
pub struct Inst<'w> {
    /// Its grammar entry (opcode, name, operand kinds).
    pub class: &'static grammar::Instruction<'static>,
    /// Its result type, if its opcode has one.
    pub result_type: Option<Word>,
    /// Its result id, if its opcode has one.
    pub result_id: Option<Word>,
    /// The words after the opcode, result type and result id.
    pub operands: &'w [u32],
    /// Its word offset in the module.
    pub offset: usize,
}

impl<'w> Inst<'w> {
    /// The operand words the grammar says are ids, in order (see [`IdWords`]).
    pub fn id_operands(&self) -> impl Iterator<Item = Word> + 'w {
        let ids = opcode_entry(self.class.opcode as u32).map_or(IdWords::NONE, |e| e.ids);
        self.operands
            .iter()
            .enumerate()
            .filter(move |(k, _)| ids.is_id(*k))
            .map(|(_, w)| *w)
    }
}

/// Which operand words (after the result) of an opcode are ids: those at fixed
/// positions before the first operand of another width or of parameters the grammar
/// table does not describe (strings, masks with parameters), and, where the opcode
/// ends in repeated ids (`OpFunctionCall`'s arguments, `OpPhi`'s pairs), every word
/// from there on.
#[derive(Clone, Copy, Debug)]
struct IdWords {
    /// Bit `k`: operand word `k` is an id.
    fixed: u64,
    /// Every word from this one on is an id.
    tail: Option<usize>,
}

impl IdWords {
    const NONE: IdWords = IdWords {
        fixed: 0,
        tail: None,
    };

    fn is_id(self, k: usize) -> bool {
        (k < 64 && self.fixed & (1 << k) != 0) || self.tail.is_some_and(|t| k >= t)
    }

    /// Derived from the grammar's logical operands after the result.
    fn of(operands: &[grammar::LogicalOperand]) -> IdWords {
        let mut out = IdWords::NONE;
        let mut k = 0;
        for o in operands {
            let id = is_id(o.kind);
            match o.quantifier {
                OperandQuantifier::One if is_one_word(o.kind) => {
                    if id && k < 64 {
                        out.fixed |= 1 << k;
                    }
                    k += 1;
                }
                OperandQuantifier::ZeroOrMore
                    if id || matches!(o.kind, OperandKind::PairIdRefIdRef) =>
                {
                    out.tail = Some(k);
                    break;
                }
                // A last optional id is an id where present.
                OperandQuantifier::ZeroOrOne if id => {
                    out.tail = Some(k);
                    break;
                }
                _ => break,
            }
        }
        out
    }
}

/// Whether an operand of `kind` is an id.
fn is_id(kind: OperandKind) -> bool {
    matches!(
        kind,
        OperandKind::IdRef | OperandKind::IdScope | OperandKind::IdMemorySemantics
    )
}

/// Whether an operand of `kind` is always one word: ids, 32-bit literals and the
/// enumerations none of whose values take parameters.
fn is_one_word(kind: OperandKind) -> bool {
    is_id(kind)
        || matches!(
            kind,
            OperandKind::LiteralInteger
                | OperandKind::LiteralExtInstInteger
                | OperandKind::LiteralSpecConstantOpInteger
                | OperandKind::StorageClass
                | OperandKind::Scope
                | OperandKind::GroupOperation
                | OperandKind::FunctionControl
                | OperandKind::SelectionControl
                | OperandKind::Dim
                | OperandKind::ImageFormat
                | OperandKind::AccessQualifier
                | OperandKind::BuiltIn
                | OperandKind::ExecutionModel
                | OperandKind::Capability
        )
}

/// How many operand words (after the result) an opcode takes: at least one per
/// required operand; at most as many as it has operands, where each is one word and
/// required (else no limit is derived).
fn operand_words(operands: &[grammar::LogicalOperand]) -> (usize, Option<usize>) {
    let mut min = 0;
    let mut max = Some(0);
    for o in operands {
        match o.quantifier {
            OperandQuantifier::One => {
                min += if matches!(
                    o.kind,
                    OperandKind::PairIdRefIdRef
                        | OperandKind::PairLiteralIntegerIdRef
                        | OperandKind::PairIdRefLiteralInteger
                ) {
                    2
                } else {
                    1
                };
                if !is_one_word(o.kind) {
                    max = None;
                }
                max = max.map(|m| m + 1);
            }
            OperandQuantifier::ZeroOrOne | OperandQuantifier::ZeroOrMore => max = None,
        }
    }
    (min, max)
}

/// What reading an opcode takes, from its grammar entry.
#[derive(Clone, Copy)]
struct OpcodeEntry {
    class: &'static grammar::Instruction<'static>,
    result_type: bool,
    result_id: bool,
    ids: IdWords,
    /// The fewest and most operand words (see [`operand_words`]).
    min_words: usize,
    max_words: Option<usize>,
}

/// The grammar entry of every core opcode, indexed by opcode (rspirv's own lookup
/// scans its table).
fn opcode_entry(opcode: u32) -> Option<&'static OpcodeEntry> {
    static TABLE: OnceLock<Vec<Option<OpcodeEntry>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let max = INSTRUCTION_TABLE
            .iter()
            .map(|c| c.opcode as usize)
            .max()
            .unwrap_or(0);
        let mut table = vec![None; max + 1];
        for class in INSTRUCTION_TABLE.iter() {
            let kinds: Vec<OperandKind> = class.operands.iter().map(|o| o.kind).collect();
            let result_type = kinds.first() == Some(&OperandKind::IdResultType);
            let at = usize::from(result_type);
            let result_id = kinds.get(at) == Some(&OperandKind::IdResult);
            let after = &class.operands[at + usize::from(result_id)..];
            let (min_words, max_words) = operand_words(after);
            table[class.opcode as usize] = Some(OpcodeEntry {
                class,
                result_type,
                result_id,
                ids: IdWords::of(after),
                min_words,
                max_words,
            });
        }
        table
    });
    table.get(opcode as usize)?.as_ref()
}

/// The instruction at word `at` of `words` (whose sizes [`crate::check_instruction_sizes`]
/// checked) and the offset of the next; an error for an unknown opcode or a word count
/// its grammar does not allow.
pub fn decode(words: &[u32], at: usize) -> Result<(Inst<'_>, usize), SpirvError> {
    let count = (words[at] >> 16) as usize;
    let opcode = words[at] & 0xffff;
    let located = |msg: String, name: Option<&str>| SpirvError::Invalid {
        msg,
        at: SpirvLocation {
            word: Some(at),
            opcode: name.map(str::to_string),
            ..SpirvLocation::default()
        },
    };
    let entry = opcode_entry(opcode)
        .ok_or_else(|| located(format!("opcode {opcode} is not a SPIR-V instruction"), None))?;
    let heads = 1 + usize::from(entry.result_type) + usize::from(entry.result_id);
    let operands = count.saturating_sub(heads);
    if count < heads + entry.min_words
        || entry.max_words.is_some_and(|m| operands > m)
        || at + count > words.len()
    {
        return Err(located(
            format!("{count} words: not as its grammar has it"),
            Some(entry.class.opname),
        ));
    }
    let mut k = at + 1;
    let mut next = || {
        k += 1;
        Some(words[k - 1])
    };
    let result_type = if entry.result_type { next() } else { None };
    let result_id = if entry.result_id { next() } else { None };
    Ok((
        Inst {
            class: entry.class,
            result_type,
            result_id,
            operands: &words[at + heads..at + count],
            offset: at,
        },
        at + count,
    ))
}

/// The result id of the instruction at word `at` of `words`, if its opcode has one
/// and the instruction holds it.
pub fn result_id(words: &[u32], at: usize) -> Option<Word> {
    let entry = opcode_entry(words[at] & 0xffff)?;
    if !entry.result_id {
        return None;
    }
    let k = at + 1 + usize::from(entry.result_type);
    let count = (words[at] >> 16) as usize;
    (k < at + count).then(|| words.get(k).copied()).flatten()
}

/// A function: its `OpFunction`, parameters and blocks.
#[derive(Clone, Debug)]
pub struct Function<'w> {
    /// Its `OpFunction`.
    pub def: Inst<'w>,
    /// Its `OpFunctionParameter`s.
    pub parameters: Vec<Inst<'w>>,
    /// Its blocks, in order (none for a declaration).
    pub blocks: Vec<BlockCode<'w>>,
}

/// A block of a function: its label and the words of its instructions.
#[derive(Clone, Debug)]
pub struct BlockCode<'w> {
    /// The result id of its `OpLabel`.
    pub label: Word,
    /// The module's words.
    words: &'w [u32],
    /// The word range of its instructions (after the `OpLabel`).
    start: usize,
    end: usize,
}

impl<'w> BlockCode<'w> {
    /// Its instructions (`OpLine` and `OpNoLine` among them), in order.
    pub fn instructions(&self) -> impl Iterator<Item = Inst<'w>> + 'w {
        let (words, end) = (self.words, self.end);
        let mut at = self.start;
        std::iter::from_fn(move || {
            if at >= end {
                return None;
            }
            // Every instruction here was decoded once by `read_functions`.
            let (inst, next) = decode(words, at).ok()?;
            at = next;
            Some(inst)
        })
    }
}

/// The functions of the module of `words`, from `start`, the offset of its first
/// `OpFunction` (instruction sizes checked): each instruction decoded once, the
/// structure checked (parameters, then blocks, each begun by `OpLabel`, closed by
/// `OpFunctionEnd`; nothing else outside functions).
pub fn read_functions(words: &[u32], start: usize) -> Result<Vec<Function<'_>>, SpirvError> {
    let mut functions: Vec<Function> = Vec::new();
    let mut open: Option<Function> = None;
    let mut at = start;
    let misplaced = |i: &Inst, msg: &str| SpirvError::Invalid {
        msg: msg.into(),
        at: SpirvLocation {
            word: Some(i.offset),
            opcode: Some(i.class.opname.to_string()),
            result: i.result_id,
            name: None,
        },
    };
    while at < words.len() {
        let (i, next) = decode(words, at)?;
        let op = i.class.opcode;
        match open.as_mut() {
            None => match op {
                Op::Function => {
                    open = Some(Function {
                        def: i,
                        parameters: Vec::new(),
                        blocks: Vec::new(),
                    })
                }
                Op::Line | Op::NoLine => {}
                _ => {
                    return Err(misplaced(
                        &i,
                        "an instruction outside every function, after the first",
                    ))
                }
            },
            Some(f) => match op {
                Op::FunctionParameter if f.blocks.is_empty() => f.parameters.push(i),
                Op::Label => {
                    if let Some(b) = f.blocks.last_mut() {
                        b.end = at;
                    }
                    f.blocks.push(BlockCode {
                        label: i.result_id.unwrap_or(0),
                        words,
                        start: next,
                        end: next,
                    });
                }
                Op::FunctionEnd => {
                    if let Some(b) = f.blocks.last_mut() {
                        b.end = at;
                    }
                    functions.extend(open.take());
                }
                Op::Function => return Err(misplaced(&i, "a function inside a function")),
                Op::Line | Op::NoLine => {}
                _ if op.is_type() || op.is_constant() => {
                    return Err(misplaced(
                        &i,
                        "a type or constant declared inside a function",
                    ))
                }
                _ if f.blocks.is_empty() => {
                    return Err(misplaced(
                        &i,
                        "an instruction of a function before its first block",
                    ))
                }
                _ => {}
            },
        }
        at = next;
    }
    if let Some(f) = open {
        return Err(misplaced(&f.def, "a function without OpFunctionEnd"));
    }
    Ok(functions)
}

/// The offset of the module's first `OpFunction` (its length when it has none); sizes
/// checked.
pub fn first_function(words: &[u32]) -> usize {
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if words[at] & 0xffff == Op::Function as u32 || count == 0 {
            break;
        }
        at += count;
    }
    at.min(words.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rspirv::binary::Assemble;
    use rspirv::spirv::{Capability, FunctionControl};

    fn module() -> Vec<u32> {
        let mut b = rspirv::dr::Builder::new();
        b.capability(Capability::Shader);
        let void = b.type_void();
        let float = b.type_float(32, None);
        let fn_ty = b.type_function(float, [float]);
        let one = b.constant_bit32(float, 1.0f32.to_bits());
        b.begin_function(float, None, FunctionControl::NONE, fn_ty)
            .unwrap();
        let p = b.function_parameter(float).unwrap();
        b.begin_block(None).unwrap();
        let s = b.f_add(float, None, p, one).unwrap();
        let next = b.id();
        b.branch(next).unwrap();
        b.begin_block(Some(next)).unwrap();
        b.ret_value(s).unwrap();
        b.end_function().unwrap();
        let _ = void;
        b.module().assemble()
    }

    #[test]
    fn reads_functions_blocks_and_operands() {
        let words = module();
        let start = first_function(&words);
        let fs = read_functions(&words, start).unwrap();
        assert_eq!(fs.len(), 1);
        let f = &fs[0];
        assert_eq!(f.def.class.opcode, Op::Function);
        assert_eq!(f.def.offset, start);
        assert_eq!(f.parameters.len(), 1);
        assert_eq!(f.blocks.len(), 2);
        let first: Vec<Inst> = f.blocks[0].instructions().collect();
        assert_eq!(first.len(), 2);
        let add = first[0];
        assert_eq!(add.class.opcode, Op::FAdd);
        assert_eq!(add.operands.len(), 2);
        assert_eq!(add.operands[0], f.parameters[0].result_id.unwrap());
        assert_eq!(add.id_operands().count(), 2);
        assert_eq!(words[add.offset] & 0xffff, Op::FAdd as u32);
        let second: Vec<Inst> = f.blocks[1].instructions().collect();
        assert_eq!(second[0].class.opcode, Op::ReturnValue);
        assert_eq!(second[0].operands, &[add.result_id.unwrap()]);
    }

    #[test]
    fn ids_are_told_from_literals() {
        let entry = |op: Op| opcode_entry(op as u32).unwrap().ids;
        // OpCompositeExtract: a composite, then literal indices.
        let e = entry(Op::CompositeExtract);
        assert!(e.is_id(0) && !e.is_id(1) && !e.is_id(2));
        // OpFunctionCall: the callee and every argument.
        let c = entry(Op::FunctionCall);
        assert!(c.is_id(0) && c.is_id(1) && c.is_id(7));
        // OpLoad: the pointer, then a memory access mask and its literal parameters.
        let l = entry(Op::Load);
        assert!(l.is_id(0) && !l.is_id(1) && !l.is_id(2));
        // OpExtInst: the set, the instruction's number, its id operands.
        let x = entry(Op::ExtInst);
        assert!(x.is_id(0) && !x.is_id(1) && x.is_id(2) && x.is_id(3));
    }

    #[test]
    fn structure_errors_are_located() {
        let words = module();
        let start = first_function(&words);
        // Without its OpFunctionEnd (the last word).
        let cut = &words[..words.len() - 1];
        let e = read_functions(cut, start).unwrap_err();
        assert!(e.to_string().contains("without OpFunctionEnd"), "{e}");
        // An unknown opcode where the first block's first instruction is.
        let mut bad = words.clone();
        let fs = read_functions(&words, start).unwrap();
        let at = fs[0].blocks[0].instructions().next().unwrap().offset;
        bad[at] = (bad[at] & 0xffff_0000) | 0xfff0;
        let e = read_functions(&bad, start).unwrap_err();
        assert!(e.to_string().contains(&format!("word {at}")), "{e}");
    }
}
