//! The module reader: LLVM 3.7 bitcode (DXC's, ours, and 3.7-style bitcode in general)
//! into a [`dxil_ir::Module`] with typed pointers.
//!
//! The MODULE block is first gathered as records and nested blocks (each with its bit
//! offset, see `blocks`), then interpreted in dependency order: types, attributes, global
//! and function records and module constants (which together number the module's values),
//! global initializers, metadata, the value symbol table, and finally the function bodies.
//! Named structs and metadata are then put in the order LLVM's printer lists them.
//! Malformed input is an error carrying the offending bit offset, never a panic, and what
//! the reader allocates stays proportional to the input.

mod attributes;
mod blocks;
mod budget;
mod constants;
mod debug_info;
mod error;
mod function;
mod globals;
mod instructions;
mod md_order;
mod metadata;
mod operands;
mod ops;
mod symtab;
mod toposort;
mod type_order;
mod types;
mod values;

pub use error::{ModuleErrorKind, ReadModuleError};

use attributes::AttrTables;
use blocks::{DeferredBlock, RawBlock, RawItem};
use constants::{read_constants, ConstBlock, ConstCtx};
use error::{err, unsupported, Result};
use function::{read_function, FnInputs};
use globals::ModuleTables;
use metadata::MdState;
use ops::{string_of, Ops};
use symtab::{read_symtab, SymtabEntry};
use types::TypeTable;
use values::ValueList;

use crate::codes::{BlockId, ComdatSelectionKind, ModuleCode};
use dxil_ir::{FuncId, GlobalId, Module, PointerMode, Value};

/// Reads a bitcode module (wrapper-less `BC` 0xC0DE, or with the Darwin wrapper header).
pub fn read_module(bytes: &[u8]) -> Result<Module, ReadModuleError> {
    let top = blocks::read_module_block(bytes)?;
    ModuleReader::new(bytes.len(), blocks::unwrap_bitcode(bytes)?).read(&top)
}

/// Everything gathered from the MODULE block before function bodies are read.
struct ModuleReader<'b> {
    /// The bitcode (out of any wrapper), for the deferred function blocks.
    bytes: &'b [u8],
    m: Module,
    table: Option<TypeTable>,
    attrs: AttrTables,
    names: ModuleTables,
    vals: ValueList<'static>,
    relative: bool,
    const_blocks: Vec<ConstBlock>,
    inits: Vec<(GlobalId, u64, u64)>,
    comdats: Vec<(ComdatTarget, Box<str>)>,
    bodies: Vec<FuncId>,
    metadata: Vec<&'b RawBlock>,
    symtabs: Vec<&'b RawBlock>,
    functions: Vec<&'b DeferredBlock>,
}

/// A symbol whose comdat is applied once names are known.
enum ComdatTarget {
    Global(GlobalId),
    Function(FuncId),
}

impl<'b> ModuleReader<'b> {
    fn new(input_len: usize, bytes: &'b [u8]) -> Self {
        let m = Module {
            pointers: PointerMode::Typed,
            ..Module::default()
        };
        ModuleReader {
            bytes,
            m,
            table: None,
            attrs: AttrTables::new(input_len),
            names: ModuleTables::default(),
            vals: ValueList::new(),
            relative: false,
            const_blocks: Vec::new(),
            inits: Vec::new(),
            comdats: Vec::new(),
            bodies: Vec::new(),
            metadata: Vec::new(),
            symtabs: Vec::new(),
            functions: Vec::new(),
        }
    }

    fn read(mut self, top: &'b RawBlock) -> Result<Module> {
        for item in &top.items {
            match item {
                RawItem::Block(b) => self.module_block(b)?,
                RawItem::Record(r) => self.module_record(r)?,
                RawItem::Deferred(b) => self.functions.push(b),
            }
        }
        let table = self.table.take().unwrap_or_default();
        for cb in std::mem::take(&mut self.const_blocks) {
            cb.resolve(&mut ConstCtx {
                types: &mut self.m.types,
                consts: &mut self.m.consts,
                vals: &mut self.vals,
            })?;
        }
        for &(g, id, at) in &self.inits {
            let ty = self.m.globals[g].value_ty;
            let v = self.vals.get(id, Some(ty), &self.m.types, at)?;
            if !v.is_module_level() {
                return err(ModuleErrorKind::BadValueId(id), at);
            }
            self.m.globals[g].init = Some(v);
        }
        let mut md = MdState::default();
        for b in std::mem::take(&mut self.metadata) {
            md.read_block(b, &mut self.m, &table, &self.vals, &mut Vec::new())?;
        }
        for b in std::mem::take(&mut self.symtabs) {
            self.apply_symtab(b)?;
        }
        self.number_unnamed();
        self.apply_comdats();
        if self.functions.len() != self.bodies.len() {
            return err(
                ModuleErrorKind::Unexpected(format!(
                    "{} function bodies for {} defined functions",
                    self.functions.len(),
                    self.bodies.len()
                )),
                self.functions.first().map_or(top.at, |b| b.at),
            );
        }
        let input = FnInputs {
            table: &table,
            attrs: &self.attrs,
            module_vals: &self.vals,
            relative: self.relative,
        };
        for (b, &fid) in self.functions.iter().zip(&self.bodies) {
            let mut items = blocks::FunctionItems::new(self.bytes, b)?;
            read_function(&mut items, fid, &mut self.m, &mut md, &input)?;
        }
        self.m.intern_symbol_pointer_types();
        type_order::order_named_structs(&mut self.m);
        md_order::order_metadata(&mut self.m);
        Ok(self.m)
    }

    fn module_block(&mut self, b: &'b RawBlock) -> Result<()> {
        match BlockId::from_code(u64::from(b.id)) {
            Some(BlockId::Type) => {
                if self.table.is_some() {
                    return err(
                        ModuleErrorKind::Unexpected("a second TYPE block".into()),
                        b.at,
                    );
                }
                self.table = Some(types::read_types(b, &mut self.m.types)?);
            }
            Some(BlockId::ParamAttrGroup) => self.attrs.read_groups(b)?,
            Some(BlockId::ParamAttr) => self.attrs.read_lists(b)?,
            Some(BlockId::Constants) => {
                let table = need_types(&self.table, b.at)?;
                let cb = read_constants(b, table, &mut self.m.types, &mut self.vals)?;
                self.const_blocks.push(cb);
            }
            Some(BlockId::Metadata) => self.metadata.push(b),
            Some(BlockId::ValueSymtab) => self.symtabs.push(b),
            _ => {}
        }
        Ok(())
    }

    fn module_record(&mut self, r: &'b blocks::RawRecord) -> Result<()> {
        let Some(code) = ModuleCode::from_code(u64::from(r.rec.code)) else {
            // Records of later LLVM versions (VSTOFFSET, SOURCE_FILENAME, HASH...).
            return match r.rec.code {
                13 | 17 => Ok(()),
                16 => {
                    self.m.source_filename =
                        Some(string_of(&r.rec.operands, "SOURCE_FILENAME", r.at)?);
                    Ok(())
                }
                c => unsupported(format!("module record {c}"), r.at),
            };
        };
        let mut ops = Ops::new(r, code.name());
        match code {
            ModuleCode::Version => match ops.next()? {
                0 => self.relative = false,
                1 => self.relative = true,
                v => return ops.unsupported(format!("bitcode version {v}")),
            },
            ModuleCode::Triple => self.m.triple = Some(string_of(ops.rest(), "TRIPLE", r.at)?),
            ModuleCode::DataLayout => {
                self.m.datalayout = Some(string_of(ops.rest(), "DATALAYOUT", r.at)?)
            }
            ModuleCode::Asm => {
                let text = string_of(ops.rest(), "ASM", r.at)?;
                self.m.asm.extend(text.split('\n').map(Into::into));
            }
            ModuleCode::SectionName => {
                let s = string_of(ops.rest(), "SECTIONNAME", r.at)?;
                self.names.sections.push(s);
            }
            ModuleCode::GcName | ModuleCode::DepLib | ModuleCode::PurgeVals => {}
            ModuleCode::Comdat => {
                let kind = ops.next()?;
                let kind = ComdatSelectionKind::from_code(kind)
                    .map_or_else(|| ops.invalid(format!("comdat selection {kind}")), Ok)?;
                let len = ops.next()?;
                let chars = ops.rest();
                if len != chars.len() as u64 {
                    return ops.invalid("comdat name length");
                }
                let name = string_of(chars, "COMDAT", r.at)?;
                self.m.comdats.insert(name.clone(), kind.name().into());
                self.names.comdats.push(name);
            }
            ModuleCode::GlobalVar => {
                let table = need_types(&self.table, r.at)?;
                let g = globals::global_var(r, table, &mut self.m.types, &self.names)?;
                let ty = self.m.pointer_to(g.global.value_ty, g.global.addrspace);
                let gid = self.m.globals.alloc(g.global);
                self.vals.push(Some(Value::Global(gid)), ty);
                if let Some(init) = g.init {
                    self.inits.push((gid, init, r.at));
                }
                if let Some(c) = g.comdat {
                    self.comdats.push((ComdatTarget::Global(gid), c));
                }
            }
            ModuleCode::Function => {
                let table = need_types(&self.table, r.at)?;
                let f = globals::function(r, table, &self.m.types, &self.attrs, &self.names)?;
                let ty = self.m.pointer_to(f.ty, 0);
                let fid = self.m.functions.alloc(f.function);
                self.vals.push(Some(Value::Function(fid)), ty);
                if f.has_body {
                    self.bodies.push(fid);
                }
                if let Some(c) = f.comdat {
                    self.comdats.push((ComdatTarget::Function(fid), c));
                }
            }
            ModuleCode::Alias => return ops.unsupported("aliases"),
        }
        Ok(())
    }

    /// Names globals and functions from a module-level VALUE_SYMTAB.
    fn apply_symtab(&mut self, b: &RawBlock) -> Result<()> {
        for e in read_symtab(b) {
            let e = e?;
            let SymtabEntry::Value { id, name, at } = e else {
                return err(
                    ModuleErrorKind::Unexpected("a block name at module level".into()),
                    b.at,
                );
            };
            match self.vals.value(id) {
                Some(Value::Global(g)) => self.m.globals[g].name = name,
                Some(Value::Function(f)) => self.m.functions[f].name = name,
                _ => return err(ModuleErrorKind::BadValueId(id), at),
            }
        }
        Ok(())
    }

    /// Gives unnamed globals, then unnamed functions, the numbers LLVM prints them with.
    fn number_unnamed(&mut self) {
        let mut n = 0u64;
        for (_, g) in self.m.globals.iter_mut() {
            if g.name.is_empty() {
                g.name = n.to_string().into();
                n += 1;
            }
        }
        for (_, f) in self.m.functions.iter_mut() {
            if f.name.is_empty() {
                f.name = n.to_string().into();
                n += 1;
            }
        }
    }

    /// Puts symbols in their comdats (`comdat` alone when the comdat has their name).
    fn apply_comdats(&mut self) {
        for (target, c) in std::mem::take(&mut self.comdats) {
            let props = match target {
                ComdatTarget::Global(g) => {
                    let g = &mut self.m.globals[g];
                    (&g.name, &mut g.props)
                }
                ComdatTarget::Function(f) => {
                    let f = &mut self.m.functions[f];
                    (&f.name, &mut f.props)
                }
            };
            let (name, props) = props;
            props.comdat = Some(if **name == *c { None } else { Some(c) });
        }
    }
}

/// The type table, which records and blocks after the TYPE block need.
fn need_types(table: &Option<TypeTable>, at: u64) -> Result<&TypeTable> {
    table.as_ref().map_or_else(
        || {
            err(
                ModuleErrorKind::Unexpected(
                    "a record that needs types before the TYPE block".into(),
                ),
                at,
            )
        },
        Ok,
    )
}
