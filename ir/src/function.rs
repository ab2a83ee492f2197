//! Functions, their blocks and instructions.

use crate::attribute::AttrList;
use crate::entity::{Arena, Handle};
use crate::global::SymbolProps;
use crate::instruction::{FastMathFlags, InstKind};
use crate::metadata::Attachments;
use crate::types::Type;

/// A handle to a function of a module.
pub type FuncId = Handle<Function>;
/// A handle to a basic block of a function.
pub type Block = Handle<BlockData>;
/// A handle to an instruction of a function.
pub type Inst = Handle<InstData>;

/// A function: a declaration, or a definition with a [`Body`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// Its name, without `@`.
    pub name: Box<str>,
    /// Its function type.
    pub ty: Type,
    /// Calling convention (0 = C).
    pub cc: u32,
    /// Linkage, visibility and the rest.
    pub props: SymbolProps,
    /// Address space of the function (`addrspace(N)`), usually 0.
    pub addrspace: u32,
    /// Function, return and parameter attributes.
    pub attrs: AttrList,
    /// Parameter names (`None` for numbered ones); one per parameter type.
    pub param_names: Vec<Option<Box<str>>>,
    /// The body, for definitions.
    pub body: Option<Body>,
}

impl Function {
    /// A declaration `@name` of function type `ty` with `param_count` unnamed
    /// parameters: C calling convention, external, no attributes (give it a
    /// [`Body`] to make it a definition).
    pub fn new(name: &str, ty: Type, param_count: usize) -> Self {
        Function {
            name: name.into(),
            ty,
            cc: 0,
            props: SymbolProps::default(),
            addrspace: 0,
            attrs: AttrList::default(),
            param_names: vec![None; param_count],
            body: None,
        }
    }

    /// Whether the function has a body.
    pub fn is_definition(&self) -> bool {
        self.body.is_some()
    }
}

/// The blocks and instructions of a function definition.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Body {
    /// Every block ever made (some may no longer be in `layout`).
    pub blocks: Arena<BlockData>,
    /// Every instruction ever made (some may no longer be in a block).
    pub insts: Arena<InstData>,
    /// The blocks in order; the first is the entry.
    pub layout: Vec<Block>,
}

impl Body {
    /// Makes a new block, appended to the layout.
    pub fn add_block(&mut self, name: Option<Box<str>>) -> Block {
        let b = self.blocks.alloc(BlockData {
            name,
            insts: Vec::new(),
        });
        self.layout.push(b);
        b
    }

    /// Makes a new instruction, not yet placed in any block.
    pub fn make_inst(&mut self, ty: Type, kind: InstKind) -> Inst {
        self.insts.alloc(InstData {
            kind,
            ty,
            name: None,
            fmf: FastMathFlags::default(),
            metadata: Attachments::new(),
        })
    }

    /// Makes a new instruction at the end of `block`.
    pub fn append(&mut self, block: Block, ty: Type, kind: InstKind) -> Inst {
        let i = self.make_inst(ty, kind);
        self.blocks[block].insts.push(i);
        i
    }

    /// The entry block.
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// The terminator of `block`, if its last instruction is one.
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let last = *self.blocks[block].insts.last()?;
        self.insts[last].kind.is_terminator().then_some(last)
    }

    /// Every placed instruction with its block, in layout order.
    pub fn placed_insts(&self) -> impl Iterator<Item = (Block, Inst)> + '_ {
        self.layout
            .iter()
            .flat_map(move |&b| self.blocks[b].insts.iter().map(move |&i| (b, i)))
    }
}

/// A basic block.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockData {
    /// Its label (`None` for a numbered one).
    pub name: Option<Box<str>>,
    /// Its instructions, in order; the last is the terminator.
    pub insts: Vec<Inst>,
}

/// An instruction with its result type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstData {
    /// What it does.
    pub kind: InstKind,
    /// The result type (`void` when there is none).
    pub ty: Type,
    /// Its name (`None` for numbered or void results).
    pub name: Option<crate::thin_list::ThinStr>,
    /// Fast-math flags, on instructions that take them.
    pub fmf: FastMathFlags,
    /// Metadata attachments (`!tbaa !5`, `!dbg !7`).
    pub metadata: Attachments,
}

#[cfg(test)]
mod size_tests {
    /// Every pass walks the instructions: their size is most of a module's memory and
    /// memory traffic (a million instructions are 96 MB).
    #[test]
    fn instructions_stay_small() {
        assert!(std::mem::size_of::<super::InstData>() <= 96);
        assert_eq!(std::mem::size_of::<crate::Attachments>(), 8);
    }
}
