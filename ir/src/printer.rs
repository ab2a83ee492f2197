//! Text form of a module, as LLVM's `opt -S` prints it (so LLVM's FileCheck patterns
//! match), or for a [`PointerMode::Typed`] module the LLVM 3.7 dialect DXC prints.
//!
//! Numbered values are renumbered per function; metadata nodes are numbered as LLVM's
//! slot tracker numbers them ([`metadata_slots`]; strings, values, `!DIExpression` and
//! `!DIArgList` are printed inline);
//! attribute groups `#N` are made from the functions' and call sites' attributes, in the
//! order LLVM numbers them: every function first, then call sites.

use crate::attribute::{AttrSet, Attribute};
use crate::constant::{sign_extend, ConstData, ConstExprOp};
use crate::function::{Block, Function, Inst};
use crate::global::{DllStorage, GlobalVar, Linkage, ThreadLocal, UnnamedAddr, Visibility};
use crate::instruction::{
    AtomicOrdering, FastMathFlags, GepFlags, InstKind, SyncScope, TailKind, WrapFlags,
};
use crate::metadata::{Md, MdData, MdField};
use crate::module::{Module, PointerMode};
use crate::types::{FloatKind, StructBody, Type, TypeData, Types};
use crate::value::Value;
use rustc_hash::FxHashMap;
use std::fmt::Write;

/// Calling conventions with a keyword, by number.
const CALLING_CONVENTIONS: &[(&str, u32)] = &[
    ("ccc", 0),
    ("fastcc", 8),
    ("coldcc", 9),
    ("ghccc", 10),
    ("webkit_jscc", 12),
    ("anyregcc", 13),
    ("preserve_mostcc", 14),
    ("preserve_allcc", 15),
    ("swiftcc", 16),
    ("cxx_fast_tlscc", 17),
    ("tailcc", 18),
    ("swifttailcc", 20),
    ("x86_stdcallcc", 64),
    ("x86_fastcallcc", 65),
    ("ptx_kernel", 71),
    ("ptx_device", 72),
    ("spir_func", 75),
    ("spir_kernel", 76),
    ("intel_ocl_bicc", 77),
    ("amdgpu_kernel", 91),
];

/// The calling convention number of keyword `w` (`fastcc`, `spir_func`, ...).
pub fn calling_convention_from_name(w: &str) -> Option<u32> {
    CALLING_CONVENTIONS
        .iter()
        .find(|(n, _)| *n == w)
        .map(|(_, c)| *c)
}

/// The keyword of calling convention `cc`, if it has one.
pub fn calling_convention_name(cc: u32) -> Option<&'static str> {
    CALLING_CONVENTIONS
        .iter()
        .find(|(_, c)| *c == cc)
        .map(|(n, _)| *n)
}

/// Specialized metadata classes LLVM always prints inline, never as `!N`.
pub const INLINE_MD_CLASSES: [&str; 2] = ["DIExpression", "DIArgList"];

/// Whether `d` is printed inline rather than numbered.
pub fn md_is_inline(d: &MdData) -> bool {
    match d {
        MdData::String(_) | MdData::Value { .. } => true,
        MdData::Node { .. } => false,
        MdData::Specialized { class, .. } => INLINE_MD_CLASSES.contains(&&**class),
    }
}

/// Prints `m` as LLVM IR text.
pub fn print_module(m: &Module) -> String {
    Printer::new(m).module()
}

/// Instruction `i` of function `f` as [`print_module`] prints it (value and metadata
/// numbers as in the whole module), for pointing at one in a diagnostic.
pub fn print_instruction(m: &Module, f: &Function, i: Inst) -> String {
    let mut p = Printer::new(m);
    let slots = p.slots(f);
    p.inst(f, &slots, i);
    p.out.trim().to_string()
}

/// The text of type `t`.
pub fn type_to_string(types: &Types, t: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, types, t);
    s
}

/// `name` with `\XX` escapes for quotes, backslashes and unprintable bytes.
pub fn escape(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            s.push(b as char);
        } else {
            let _ = write!(s, "\\{b:02X}");
        }
    }
    s
}

/// A symbol or local name after its sigil, quoted when it needs to be.
pub fn name_text(name: &str) -> String {
    let plain = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-$._".contains(&b))
        && !name.as_bytes()[0].is_ascii_digit();
    let numeric = !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit());
    if plain || numeric {
        name.to_string()
    } else {
        format!("\"{}\"", escape(name.as_bytes()))
    }
}

fn write_type(s: &mut String, types: &Types, t: Type) {
    match types.get(t) {
        TypeData::Void => s.push_str("void"),
        TypeData::Label => s.push_str("label"),
        TypeData::Metadata => s.push_str("metadata"),
        TypeData::Token => s.push_str("token"),
        TypeData::Int(n) => {
            let _ = write!(s, "i{n}");
        }
        TypeData::Float(k) => s.push_str(k.keyword()),
        TypeData::Ptr { addrspace: 0 } => s.push_str("ptr"),
        TypeData::Ptr { addrspace } => {
            let _ = write!(s, "ptr addrspace({addrspace})");
        }
        TypeData::TypedPtr { pointee, addrspace } => {
            write_type(s, types, *pointee);
            if *addrspace != 0 {
                let _ = write!(s, " addrspace({addrspace})");
            }
            s.push('*');
        }
        TypeData::Vector {
            len,
            elem,
            scalable,
        } => {
            s.push('<');
            if *scalable {
                s.push_str("vscale x ");
            }
            let _ = write!(s, "{len} x ");
            write_type(s, types, *elem);
            s.push('>');
        }
        TypeData::Array { len, elem } => {
            let _ = write!(s, "[{len} x ");
            write_type(s, types, *elem);
            s.push(']');
        }
        TypeData::Struct { fields, packed } => write_fields(s, types, fields, *packed),
        TypeData::Named(n) => {
            s.push('%');
            s.push_str(&name_text(n));
        }
        TypeData::Function {
            ret,
            params,
            varargs,
        } => {
            write_type(s, types, *ret);
            s.push_str(" (");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_type(s, types, *p);
            }
            if *varargs {
                s.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            s.push(')');
        }
        TypeData::TargetExt {
            name,
            types: tys,
            ints,
        } => {
            let _ = write!(s, "target(\"{}\"", escape(name.as_bytes()));
            for t in tys {
                s.push_str(", ");
                write_type(s, types, *t);
            }
            for i in ints {
                let _ = write!(s, ", {i}");
            }
            s.push(')');
        }
    }
}

fn write_fields(s: &mut String, types: &Types, fields: &[Type], packed: bool) {
    if packed {
        s.push('<');
    }
    if fields.is_empty() {
        s.push_str("{}");
    } else {
        s.push_str("{ ");
        for (i, f) in fields.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            write_type(s, types, *f);
        }
        s.push_str(" }");
    }
    if packed {
        s.push('>');
    }
}

/// The double with the value of the `float` with `bits`; a NaN keeps its payload and
/// its signaling bit (a hardware conversion would quiet it).
pub fn float_as_double(bits: u32) -> f64 {
    let f = f32::from_bits(bits);
    if !f.is_nan() {
        return f64::from(f);
    }
    let sign = u64::from(bits >> 31) << 63;
    let payload = u64::from(bits & 0x007F_FFFF) << 29;
    f64::from_bits(sign | 0x7FF0_0000_0000_0000 | payload)
}

/// The bits of the `float` with the value of `d`, which must be exact; a NaN keeps
/// the top of its payload and its signaling bit.
pub fn double_as_float_bits(d: f64) -> u32 {
    if !d.is_nan() {
        return (d as f32).to_bits();
    }
    let bits = d.to_bits();
    let sign = ((bits >> 63) as u32) << 31;
    let payload = ((bits >> 29) & 0x007F_FFFF) as u32;
    sign | 0x7F80_0000 | payload.max(1)
}

/// A float's text: `%.6e`-style decimal when that reads back exactly, else the hex of
/// the value as a double (for `float` and `double`); a lettered hex form otherwise.
pub fn float_text(kind: FloatKind, bits: u128) -> String {
    let as_double = match kind {
        FloatKind::Double => Some(f64::from_bits(bits as u64)),
        FloatKind::Float => Some(float_as_double(bits as u32)),
        _ => None,
    };
    if let Some(v) = as_double {
        if v.is_finite() {
            let dec = exp6(v);
            if dec.parse::<f64>().ok() == Some(v) {
                return dec;
            }
        }
        return format!("0x{:016X}", v.to_bits());
    }
    match kind {
        FloatKind::Half => format!("0xH{:04X}", bits),
        FloatKind::BFloat => format!("0xR{:04X}", bits),
        FloatKind::X86Fp80 => format!("0xK{:020X}", bits),
        FloatKind::Fp128 => format!("0xL{:032X}", bits),
        _ => format!("0xM{:032X}", bits),
    }
}

/// `v` as C's `%.6e` writes it (`1.000000e+00`).
fn exp6(v: f64) -> String {
    let s = format!("{v:.6e}");
    match s.split_once('e') {
        Some((mant, exp)) => {
            let e: i32 = exp.parse().unwrap_or(0);
            let sign = if e < 0 { '-' } else { '+' };
            format!("{mant}e{sign}{:02}", e.unsigned_abs())
        }
        None => s,
    }
}

/// Numbers of the unnamed arguments, blocks and instructions of one function.
#[derive(Default)]
struct Slots {
    args: FxHashMap<u32, u32>,
    insts: FxHashMap<Inst, u32>,
    blocks: FxHashMap<Block, u32>,
}

/// The `!N` numbers of the metadata nodes printed on their own line, as LLVM's
/// `SlotTracker` gives them: each node before the nodes among its operands (depth
/// first), walking the globals' attachments, then the named metadata in order, then
/// function by function its attachments and, instruction by instruction, the nodes
/// its call passes as arguments and its attachments (`!dbg` first). Nodes nothing
/// reaches follow in arena order.
pub fn metadata_slots(m: &Module) -> FxHashMap<Md, u32> {
    let mut slots = FxHashMap::default();
    let mut next = 0u32;
    let mut visit = |root: Md, slots: &mut FxHashMap<Md, u32>| {
        let mut stack = vec![root];
        while let Some(md) = stack.pop() {
            let Some(d) = m.metadata.get(md) else {
                continue;
            };
            if md_is_inline(d) || slots.contains_key(&md) {
                continue;
            }
            slots.insert(md, next);
            next += 1;
            // Operands go on the stack last first, so the first is numbered next.
            match d {
                MdData::Node { ops, .. } => stack.extend(ops.iter().rev().flatten()),
                MdData::Specialized { fields, .. } => {
                    stack.extend(fields.iter().rev().filter_map(|(_, f)| match f {
                        MdField::Node(n) => *n,
                        _ => None,
                    }))
                }
                _ => {}
            }
        }
    };
    let attachments = |list: &[crate::metadata::Attachment]| -> Vec<Md> {
        let dbg = list.iter().filter(|(k, _)| &**k == "dbg");
        let rest = list.iter().filter(|(k, _)| &**k != "dbg");
        dbg.chain(rest).map(|(_, md)| *md).collect()
    };
    for (_, g) in m.globals.iter() {
        for md in attachments(&g.props.metadata) {
            visit(md, &mut slots);
        }
    }
    for ops in m.named_metadata.values() {
        for md in ops {
            visit(*md, &mut slots);
        }
    }
    for (_, f) in m.functions.iter() {
        for md in attachments(&f.props.metadata) {
            visit(md, &mut slots);
        }
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            let d = &body.insts[i];
            if matches!(d.kind, InstKind::Call { .. }) {
                d.kind.for_each_operand(|v| {
                    if let Value::Metadata(md) = v {
                        visit(md, &mut slots);
                    }
                });
            }
            for md in attachments(&d.metadata) {
                visit(md, &mut slots);
            }
        }
    }
    for (h, _) in m.metadata.iter() {
        visit(h, &mut slots);
    }
    slots
}

struct Printer<'m> {
    m: &'m Module,
    typed: bool,
    out: String,
    md_slots: FxHashMap<Md, u32>,
    groups: Vec<AttrSet>,
    group_ids: FxHashMap<AttrSet, u32>,
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module) -> Self {
        let mut p = Printer {
            m,
            typed: m.pointers == PointerMode::Typed,
            out: String::new(),
            md_slots: FxHashMap::default(),
            groups: Vec::new(),
            group_ids: FxHashMap::default(),
        };
        p.md_slots = metadata_slots(m);
        for (_, f) in m.functions.iter() {
            p.group_of(&f.attrs.func);
        }
        for (_, f) in m.functions.iter() {
            if let Some(b) = &f.body {
                for (_, i) in b.placed_insts() {
                    if let InstKind::Call { attrs, .. } = &b.insts[i].kind {
                        p.group_of(&attrs.func);
                    }
                }
            }
        }
        p
    }

    fn group_of(&mut self, set: &AttrSet) -> Option<u32> {
        if set.is_empty() {
            return None;
        }
        if let Some(id) = self.group_ids.get(set) {
            return Some(*id);
        }
        let id = self.groups.len() as u32;
        self.groups.push(set.clone());
        self.group_ids.insert(set.clone(), id);
        Some(id)
    }

    fn ty(&mut self, t: Type) {
        write_type(&mut self.out, &self.m.types, t);
    }

    fn module(mut self) -> String {
        let m = self.m;
        if let Some(id) = &m.module_id {
            let _ = writeln!(self.out, "; ModuleID = '{id}'");
        }
        if let Some(s) = &m.source_filename {
            let _ = writeln!(self.out, "source_filename = \"{}\"", escape(s.as_bytes()));
        }
        if let Some(s) = &m.datalayout {
            let _ = writeln!(self.out, "target datalayout = \"{}\"", escape(s.as_bytes()));
        }
        if let Some(s) = &m.triple {
            let _ = writeln!(self.out, "target triple = \"{}\"", escape(s.as_bytes()));
        }
        if !m.asm.is_empty() {
            self.out.push('\n');
            for l in &m.asm {
                let _ = writeln!(self.out, "module asm \"{}\"", escape(l.as_bytes()));
            }
        }
        if !m.types.named.is_empty() {
            self.out.push('\n');
            for (name, body) in &m.types.named {
                let _ = write!(self.out, "%{} = type ", name_text(name));
                match body {
                    StructBody::Opaque => self.out.push_str("opaque"),
                    StructBody::Fields { fields, packed } => {
                        write_fields(&mut self.out, &m.types, fields, *packed)
                    }
                }
                self.out.push('\n');
            }
        }
        if !m.comdats.is_empty() {
            self.out.push('\n');
            for (name, kind) in &m.comdats {
                let _ = writeln!(self.out, "${} = comdat {kind}", name_text(name));
            }
        }
        if !m.globals.is_empty() {
            self.out.push('\n');
            for (_, g) in m.globals.iter() {
                self.global(g);
            }
        }
        for (_, f) in m.functions.iter() {
            self.out.push('\n');
            self.function(f);
        }
        if !self.groups.is_empty() {
            self.out.push('\n');
            for (i, set) in self.groups.clone().iter().enumerate() {
                let _ = write!(self.out, "attributes #{i} = {{ ");
                self.attrs(set, false);
                self.out.push_str(" }\n");
            }
        }
        if !m.named_metadata.is_empty() {
            self.out.push('\n');
            for (name, ops) in &m.named_metadata {
                let _ = write!(self.out, "!{} = !{{", escape(name.as_bytes()));
                for (i, op) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.md_ref(None, *op);
                }
                self.out.push_str("}\n");
            }
        }
        if !self.md_slots.is_empty() {
            self.out.push('\n');
            let mut numbered: Vec<(u32, Md)> =
                self.md_slots.iter().map(|(h, n)| (*n, *h)).collect();
            numbered.sort_unstable();
            for (n, h) in numbered {
                if let Some(d) = m.metadata.get(h) {
                    let _ = write!(self.out, "!{n} = ");
                    self.md_body(None, d);
                    self.out.push('\n');
                }
            }
        }
        self.out
    }

    fn symbol_prefix(&mut self, linkage: Linkage, declaration: bool, props: &crate::SymbolProps) {
        if declaration && linkage == Linkage::External {
            self.out.push_str("external ");
        } else if linkage != Linkage::External {
            self.out.push_str(linkage.keyword());
            self.out.push(' ');
        }
        if props.dso_local {
            self.out.push_str("dso_local ");
        }
        self.out.push_str(match props.visibility {
            Visibility::Default => "",
            Visibility::Hidden => "hidden ",
            Visibility::Protected => "protected ",
        });
        self.out.push_str(match props.dll_storage {
            DllStorage::Default => "",
            DllStorage::Import => "dllimport ",
            DllStorage::Export => "dllexport ",
        });
    }

    fn unnamed_addr(u: UnnamedAddr) -> &'static str {
        match u {
            UnnamedAddr::None => "",
            UnnamedAddr::Local => "local_unnamed_addr",
            UnnamedAddr::Global => "unnamed_addr",
        }
    }

    fn symbol_suffix(&mut self, props: &crate::SymbolProps, sep: &str) {
        if let Some(s) = &props.section {
            let _ = write!(self.out, "{sep}section \"{}\"", escape(s.as_bytes()));
        }
        if let Some(s) = &props.partition {
            let _ = write!(self.out, "{sep}partition \"{}\"", escape(s.as_bytes()));
        }
        match &props.comdat {
            None => {}
            Some(None) => {
                let _ = write!(self.out, "{sep}comdat");
            }
            Some(Some(c)) => {
                let _ = write!(self.out, "{sep}comdat(${})", name_text(c));
            }
        }
        if let Some(a) = props.align {
            let _ = write!(self.out, "{sep}align {a}");
        }
    }

    fn attachments(&mut self, list: &[(Box<str>, Md)], sep: &str) {
        for (k, md) in list {
            let _ = write!(self.out, "{sep}!{k} ");
            self.md_ref(None, *md);
        }
    }

    fn global(&mut self, g: &GlobalVar) {
        let _ = write!(self.out, "@{} = ", name_text(&g.name));
        self.symbol_prefix(g.props.linkage, g.init.is_none(), &g.props);
        self.out.push_str(match g.thread_local {
            ThreadLocal::No => "",
            ThreadLocal::GeneralDynamic => "thread_local ",
            ThreadLocal::LocalDynamic => "thread_local(localdynamic) ",
            ThreadLocal::InitialExec => "thread_local(initialexec) ",
            ThreadLocal::LocalExec => "thread_local(localexec) ",
        });
        let ua = Self::unnamed_addr(g.props.unnamed_addr);
        if !ua.is_empty() {
            let _ = write!(self.out, "{ua} ");
        }
        if g.addrspace != 0 {
            let _ = write!(self.out, "addrspace({}) ", g.addrspace);
        }
        if g.externally_initialized {
            self.out.push_str("externally_initialized ");
        }
        self.out.push_str(if g.is_constant {
            "constant "
        } else {
            "global "
        });
        self.ty(g.value_ty);
        if let Some(init) = g.init {
            self.out.push(' ');
            self.value(None, None, init);
        }
        self.symbol_suffix(&g.props, ", ");
        self.attachments(&g.props.metadata, ", ");
        self.out.push('\n');
    }

    fn attr(&mut self, a: &Attribute) {
        match a {
            Attribute::Flag(n) => self.out.push_str(n),
            Attribute::Int(n, v) if &**n == "align" => {
                let _ = write!(self.out, "align {v}");
            }
            Attribute::Int(n, v) => {
                let _ = write!(self.out, "{n}({v})");
            }
            Attribute::Type(n, t) => {
                let _ = write!(self.out, "{n}(");
                self.ty(*t);
                self.out.push(')');
            }
            Attribute::Str(k, None) => {
                let _ = write!(self.out, "\"{}\"", escape(k.as_bytes()));
            }
            Attribute::Str(k, Some(v)) => {
                let _ = write!(
                    self.out,
                    "\"{}\"=\"{}\"",
                    escape(k.as_bytes()),
                    escape(v.as_bytes())
                );
            }
            Attribute::Raw(n, args) => {
                let _ = write!(self.out, "{n}({args})");
            }
        }
    }

    fn attrs(&mut self, set: &AttrSet, trailing_space: bool) {
        for (i, a) in set.0.iter().enumerate() {
            if i > 0 {
                self.out.push(' ');
            }
            self.attr(a);
        }
        if trailing_space && !set.is_empty() {
            self.out.push(' ');
        }
    }

    fn function(&mut self, f: &Function) {
        let declaration = f.body.is_none();
        let comment: Vec<_> = f
            .attrs
            .func
            .0
            .iter()
            .filter(|a| !matches!(a, Attribute::Str(..)))
            .collect();
        if !comment.is_empty() {
            self.out.push_str("; Function Attrs:");
            for a in comment {
                self.out.push(' ');
                self.attr(a);
            }
            self.out.push('\n');
        }
        if declaration {
            self.out.push_str("declare ");
            self.attachments(&f.props.metadata, "");
            if !f.props.metadata.is_empty() {
                self.out.push(' ');
            }
        } else {
            self.out.push_str("define ");
        }
        let linkage = f.props.linkage;
        if linkage != Linkage::External {
            self.out.push_str(linkage.keyword());
            self.out.push(' ');
        }
        self.symbol_prefix(Linkage::External, false, &f.props);
        if f.cc != 0 {
            match calling_convention_name(f.cc) {
                Some(n) => {
                    let _ = write!(self.out, "{n} ");
                }
                None => {
                    let _ = write!(self.out, "cc {} ", f.cc);
                }
            }
        }
        self.attrs(&f.attrs.ret, true);
        let (ret, params, varargs) = match self.m.types.get(f.ty) {
            TypeData::Function {
                ret,
                params,
                varargs,
            } => (*ret, params.clone(), *varargs),
            _ => (f.ty, Vec::new(), false),
        };
        self.ty(ret);
        let _ = write!(self.out, " @{}(", name_text(&f.name));
        let slots = self.slots(f);
        for (i, p) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(*p);
            let set = f.attrs.param(i).clone();
            if !set.is_empty() {
                self.out.push(' ');
                self.attrs(&set, false);
            }
            // LLVM 3.7 (typed pointers) prints no name for an unnamed parameter.
            let unnamed = f.param_names.get(i).is_none_or(|n| n.is_none());
            let hides_name = declaration || (self.typed && unnamed);
            if !hides_name {
                self.out.push(' ');
                self.value(Some(f), Some(&slots), Value::Arg(i as u32));
            }
        }
        if varargs {
            self.out
                .push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        self.out.push(')');
        let ua = Self::unnamed_addr(f.props.unnamed_addr);
        if !ua.is_empty() {
            let _ = write!(self.out, " {ua}");
        }
        if f.addrspace != 0 {
            let _ = write!(self.out, " addrspace({})", f.addrspace);
        }
        if let Some(g) = self.group_ids.get(&f.attrs.func) {
            let _ = write!(self.out, " #{g}");
        }
        self.symbol_suffix(&f.props, " ");
        let Some(body) = &f.body else {
            self.out.push('\n');
            return;
        };
        self.attachments(&f.props.metadata, " ");
        self.out.push_str(" {\n");
        let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in &body.layout {
            if let Some(t) = body.terminator(b) {
                for s in body.insts[t].kind.successors() {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        for (bi, &b) in body.layout.iter().enumerate() {
            if bi > 0 {
                self.out.push('\n');
                let start = self.out.len();
                match &body.blocks[b].name {
                    Some(n) => {
                        let _ = write!(self.out, "{}:", name_text(n));
                    }
                    None => {
                        let n = slots.blocks.get(&b).copied().unwrap_or(0);
                        if self.typed {
                            let _ = write!(self.out, "; <label>:{n}");
                        } else {
                            let _ = write!(self.out, "{n}:");
                        }
                    }
                }
                if let Some(ps) = preds.get(&b) {
                    let width = self.out.len() - start;
                    let pad = 50usize.saturating_sub(width).max(1);
                    self.out.push_str(&" ".repeat(pad));
                    self.out.push_str("; preds = ");
                    for (i, p) in ps.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.block_ref(body, &slots, *p);
                    }
                }
                self.out.push('\n');
            } else if let Some(n) = &body.blocks[b].name {
                let _ = writeln!(self.out, "{}:", name_text(n));
            }
            for &i in &body.blocks[b].insts {
                self.out.push_str("  ");
                self.inst(f, &slots, i);
                self.out.push('\n');
            }
        }
        self.out.push_str("}\n");
    }

    fn slots(&self, f: &Function) -> Slots {
        let mut s = Slots::default();
        let mut n = 0u32;
        for (i, name) in f.param_names.iter().enumerate() {
            if name.is_none() {
                s.args.insert(i as u32, n);
                n += 1;
            }
        }
        let nparams = match self.m.types.get(f.ty) {
            TypeData::Function { params, .. } => params.len(),
            _ => 0,
        };
        for i in f.param_names.len()..nparams {
            s.args.insert(i as u32, n);
            n += 1;
        }
        if let Some(body) = &f.body {
            let void = self.m.types.lookup(&TypeData::Void);
            for &b in &body.layout {
                if body.blocks[b].name.is_none() {
                    s.blocks.insert(b, n);
                    n += 1;
                }
                for &i in &body.blocks[b].insts {
                    let d = &body.insts[i];
                    if d.name.is_none() && Some(d.ty) != void {
                        s.insts.insert(i, n);
                        n += 1;
                    }
                }
            }
        }
        s
    }

    fn block_ref(&mut self, body: &crate::Body, slots: &Slots, b: Block) {
        match body.blocks.get(b).and_then(|d| d.name.as_ref()) {
            Some(n) => {
                let _ = write!(self.out, "%{}", name_text(n));
            }
            None => {
                let _ = write!(self.out, "%{}", slots.blocks.get(&b).copied().unwrap_or(0));
            }
        }
    }

    fn label(&mut self, body: &crate::Body, slots: &Slots, b: Block) {
        self.out.push_str("label ");
        self.block_ref(body, slots, b);
    }

    fn type_of(&self, f: Option<&Function>, v: Value) -> Option<Type> {
        self.m.type_of(f, v)
    }

    /// `T v`.
    fn typed(&mut self, f: Option<&Function>, slots: Option<&Slots>, v: Value) {
        match self.type_of(f, v) {
            Some(t) => self.ty(t),
            None => self.out.push_str("<badtype>"),
        }
        self.out.push(' ');
        self.value(f, slots, v);
    }

    fn value(&mut self, f: Option<&Function>, slots: Option<&Slots>, v: Value) {
        match v {
            Value::Const(c) => self.constant(f, slots, c),
            Value::Global(g) => match self.m.globals.get(g) {
                Some(g) => {
                    let _ = write!(self.out, "@{}", name_text(&g.name));
                }
                None => self.out.push_str("@<badglobal>"),
            },
            Value::Function(h) => match self.m.functions.get(h) {
                Some(func) => {
                    let _ = write!(self.out, "@{}", name_text(&func.name));
                }
                None => self.out.push_str("@<badfunction>"),
            },
            Value::Arg(i) => {
                let named = f
                    .and_then(|f| f.param_names.get(i as usize))
                    .and_then(|n| n.as_ref());
                match named {
                    Some(n) => {
                        let _ = write!(self.out, "%{}", name_text(n));
                    }
                    None => {
                        let n = slots.and_then(|s| s.args.get(&i)).copied().unwrap_or(i);
                        let _ = write!(self.out, "%{n}");
                    }
                }
            }
            Value::Inst(i) => {
                let named = f
                    .and_then(|f| f.body.as_ref())
                    .and_then(|b| b.insts.get(i))
                    .and_then(|d| d.name.as_ref());
                match named {
                    Some(n) => {
                        let _ = write!(self.out, "%{}", name_text(n));
                    }
                    None => {
                        let n = slots.and_then(|s| s.insts.get(&i)).copied();
                        match n {
                            Some(n) => {
                                let _ = write!(self.out, "%{n}");
                            }
                            None => self.out.push_str("%<badref>"),
                        }
                    }
                }
            }
            Value::Metadata(md) => self.md_ref(f.zip(slots), md),
        }
    }

    fn constant(&mut self, f: Option<&Function>, slots: Option<&Slots>, c: crate::Const) {
        let m = self.m;
        match m.consts.get(c) {
            ConstData::Int { ty, bits } => {
                let w = m.types.int_bits(*ty).unwrap_or(64);
                if w == 1 {
                    self.out
                        .push_str(if *bits & 1 == 1 { "true" } else { "false" });
                } else {
                    let _ = write!(self.out, "{}", sign_extend(*bits, w));
                }
            }
            ConstData::Float { ty, bits } => {
                let kind = match m.types.get(*ty) {
                    TypeData::Float(k) => *k,
                    _ => FloatKind::Double,
                };
                self.out.push_str(&float_text(kind, *bits));
            }
            ConstData::Null(_) => self.out.push_str("null"),
            ConstData::Undef(_) => self.out.push_str("undef"),
            ConstData::Poison(_) => self.out.push_str("poison"),
            ConstData::Zero(_) => self.out.push_str("zeroinitializer"),
            ConstData::NoneToken(_) => self.out.push_str("none"),
            ConstData::Bytes { data, .. } => {
                let _ = write!(self.out, "c\"{}\"", escape(data));
            }
            ConstData::Aggregate { ty, elems } => {
                let (open, close) = match m.types.get(*ty) {
                    TypeData::Array { .. } => ("[", "]"),
                    TypeData::Vector { .. } => {
                        let splat = !self.typed
                            && !elems.is_empty()
                            && elems.iter().all(|e| *e == elems[0]);
                        if splat {
                            self.out.push_str("splat (");
                            self.typed(f, slots, elems[0]);
                            self.out.push(')');
                            return;
                        }
                        ("<", ">")
                    }
                    _ => match m.types.struct_fields(*ty) {
                        Some((_, true)) => ("<{ ", " }>"),
                        _ => ("{ ", " }"),
                    },
                };
                if elems.is_empty() {
                    self.out.push_str(open.trim());
                    self.out.push_str(close.trim());
                    return;
                }
                self.out.push_str(open);
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed(f, slots, *e);
                }
                self.out.push_str(close);
            }
            ConstData::Expr { ty, op } => self.const_expr(f, slots, *ty, op),
        }
    }

    fn const_expr(
        &mut self,
        f: Option<&Function>,
        slots: Option<&Slots>,
        ty: Type,
        op: &ConstExprOp,
    ) {
        match op {
            ConstExprOp::Cast { op, val } => {
                let _ = write!(self.out, "{} (", op.keyword());
                self.typed(f, slots, *val);
                self.out.push_str(" to ");
                self.ty(ty);
                self.out.push(')');
            }
            ConstExprOp::Gep {
                source,
                flags,
                inrange,
                base,
                indices,
            } => {
                self.out.push_str("getelementptr");
                self.gep_flags(*flags);
                if let Some((lo, hi)) = inrange {
                    let _ = write!(self.out, " inrange({lo}, {hi})");
                }
                self.out.push_str(" (");
                self.ty(*source);
                for v in std::iter::once(base).chain(indices) {
                    self.out.push_str(", ");
                    self.typed(f, slots, *v);
                }
                self.out.push(')');
            }
            ConstExprOp::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                self.out.push_str(op.keyword());
                self.wrap_flags(*flags);
                self.out.push_str(" (");
                self.typed(f, slots, *lhs);
                self.out.push_str(", ");
                self.typed(f, slots, *rhs);
                self.out.push(')');
            }
            ConstExprOp::ICmp { pred, lhs, rhs } => {
                let _ = write!(self.out, "icmp {} (", pred.keyword());
                self.typed(f, slots, *lhs);
                self.out.push_str(", ");
                self.typed(f, slots, *rhs);
                self.out.push(')');
            }
            ConstExprOp::FCmp { pred, lhs, rhs } => {
                let _ = write!(self.out, "fcmp {} (", pred.keyword());
                self.typed(f, slots, *lhs);
                self.out.push_str(", ");
                self.typed(f, slots, *rhs);
                self.out.push(')');
            }
            ConstExprOp::Select {
                cond,
                then_val,
                else_val,
            } => {
                self.out.push_str("select (");
                self.typed_list(f, slots, &[*cond, *then_val, *else_val]);
                self.out.push(')');
            }
            ConstExprOp::ExtractElement { vec, index } => {
                self.out.push_str("extractelement (");
                self.typed_list(f, slots, &[*vec, *index]);
                self.out.push(')');
            }
            ConstExprOp::InsertElement { vec, val, index } => {
                self.out.push_str("insertelement (");
                self.typed_list(f, slots, &[*vec, *val, *index]);
                self.out.push(')');
            }
            ConstExprOp::ShuffleVector { a, b, mask } => {
                self.out.push_str("shufflevector (");
                self.typed_list(f, slots, &[*a, *b]);
                self.shuffle_mask(mask);
                self.out.push(')');
            }
        }
    }

    fn typed_list(&mut self, f: Option<&Function>, slots: Option<&Slots>, vs: &[Value]) {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.typed(f, slots, *v);
        }
    }

    fn shuffle_mask(&mut self, mask: &[i32]) {
        let _ = write!(self.out, ", <{} x i32> ", mask.len());
        let undef = if self.typed { "undef" } else { "poison" };
        if !mask.is_empty() && mask.iter().all(|&x| x == 0) {
            self.out.push_str("zeroinitializer");
        } else if !mask.is_empty() && mask.iter().all(|&x| x < 0) {
            self.out.push_str(undef);
        } else {
            self.out.push('<');
            for (i, x) in mask.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                if *x < 0 {
                    let _ = write!(self.out, "i32 {undef}");
                } else {
                    let _ = write!(self.out, "i32 {x}");
                }
            }
            self.out.push('>');
        }
    }

    fn wrap_flags(&mut self, w: WrapFlags) {
        for (on, name) in [
            (w.disjoint, "disjoint"),
            (w.nneg, "nneg"),
            (w.samesign, "samesign"),
            (w.exact, "exact"),
            (w.nuw, "nuw"),
            (w.nsw, "nsw"),
        ] {
            if on {
                self.out.push(' ');
                self.out.push_str(name);
            }
        }
    }

    fn gep_flags(&mut self, g: GepFlags) {
        for (on, name) in [(g.inbounds, "inbounds"), (g.nusw, "nusw"), (g.nuw, "nuw")] {
            if on {
                self.out.push(' ');
                self.out.push_str(name);
            }
        }
    }

    fn fmf(&mut self, fmf: FastMathFlags) {
        if fmf.0 & FastMathFlags::FAST == FastMathFlags::FAST {
            self.out.push_str(" fast");
            return;
        }
        for (name, bit) in FastMathFlags::NAMES {
            if fmf.has(bit) {
                self.out.push(' ');
                self.out.push_str(name);
            }
        }
    }

    fn sync(&mut self, scope: &SyncScope, orderings: &[AtomicOrdering]) {
        match scope {
            SyncScope::System => {}
            SyncScope::SingleThread => self.out.push_str(" syncscope(\"singlethread\")"),
            SyncScope::Named(n) => {
                let _ = write!(self.out, " syncscope(\"{}\")", escape(n.as_bytes()));
            }
        }
        for o in orderings {
            self.out.push(' ');
            self.out.push_str(o.keyword());
        }
    }

    fn align(&mut self, a: Option<u64>) {
        if let Some(a) = a {
            let _ = write!(self.out, ", align {a}");
        }
    }

    fn inst(&mut self, f: &Function, slots: &Slots, i: Inst) {
        let Some(body) = &f.body else { return };
        let d = &body.insts[i];
        let void = self.m.types.lookup(&TypeData::Void);
        if Some(d.ty) != void {
            self.value(Some(f), Some(slots), Value::Inst(i));
            self.out.push_str(" = ");
        }
        let fs = Some(f);
        let ss = Some(slots);
        match &d.kind {
            InstKind::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                self.out.push_str(op.keyword());
                self.wrap_flags(*flags);
                self.fmf(d.fmf);
                self.out.push(' ');
                self.typed(fs, ss, *lhs);
                self.out.push_str(", ");
                self.value(fs, ss, *rhs);
            }
            InstKind::FNeg { val } => {
                self.out.push_str("fneg");
                self.fmf(d.fmf);
                self.out.push(' ');
                self.typed(fs, ss, *val);
            }
            InstKind::ICmp {
                pred,
                samesign,
                lhs,
                rhs,
            } => {
                self.out.push_str("icmp");
                if *samesign {
                    self.out.push_str(" samesign");
                }
                let _ = write!(self.out, " {} ", pred.keyword());
                self.typed(fs, ss, *lhs);
                self.out.push_str(", ");
                self.value(fs, ss, *rhs);
            }
            InstKind::FCmp { pred, lhs, rhs } => {
                self.out.push_str("fcmp");
                self.fmf(d.fmf);
                let _ = write!(self.out, " {} ", pred.keyword());
                self.typed(fs, ss, *lhs);
                self.out.push_str(", ");
                self.value(fs, ss, *rhs);
            }
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => {
                self.out.push_str("select");
                self.fmf(d.fmf);
                self.out.push(' ');
                self.typed_list(fs, ss, &[*cond, *then_val, *else_val]);
            }
            InstKind::Phi { incoming } => {
                self.out.push_str("phi");
                self.fmf(d.fmf);
                self.out.push(' ');
                self.ty(d.ty);
                for (k, (v, b)) in incoming.iter().enumerate() {
                    self.out.push_str(if k > 0 { ", [ " } else { " [ " });
                    self.value(fs, ss, *v);
                    self.out.push_str(", ");
                    self.block_ref(body, slots, *b);
                    self.out.push_str(" ]");
                }
            }
            InstKind::Br { dest } => {
                self.out.push_str("br ");
                self.label(body, slots, *dest);
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                self.out.push_str("br ");
                self.typed(fs, ss, *cond);
                self.out.push_str(", ");
                self.label(body, slots, *then_dest);
                self.out.push_str(", ");
                self.label(body, slots, *else_dest);
            }
            InstKind::Switch {
                val,
                default,
                cases,
            } => {
                self.out.push_str("switch ");
                self.typed(fs, ss, *val);
                self.out.push_str(", ");
                self.label(body, slots, *default);
                self.out.push_str(" [\n");
                for (v, b) in cases {
                    self.out.push_str("    ");
                    self.typed(fs, ss, *v);
                    self.out.push_str(", ");
                    self.label(body, slots, *b);
                    self.out.push('\n');
                }
                self.out.push_str("  ]");
            }
            InstKind::Ret { val: None } => self.out.push_str("ret void"),
            InstKind::Ret { val: Some(v) } => {
                self.out.push_str("ret ");
                self.typed(fs, ss, *v);
            }
            InstKind::Unreachable => self.out.push_str("unreachable"),
            InstKind::Alloca {
                allocated,
                count,
                align,
                addrspace,
            } => {
                self.out.push_str("alloca ");
                self.ty(*allocated);
                if let Some(c) = count {
                    self.out.push_str(", ");
                    self.typed(fs, ss, *c);
                }
                self.align(*align);
                if *addrspace != 0 {
                    let _ = write!(self.out, ", addrspace({addrspace})");
                }
            }
            InstKind::Load {
                ptr,
                align,
                volatile,
                atomic,
            } => {
                self.out.push_str("load ");
                if atomic.is_some() {
                    self.out.push_str("atomic ");
                }
                if *volatile {
                    self.out.push_str("volatile ");
                }
                self.ty(d.ty);
                self.out.push_str(", ");
                self.typed(fs, ss, *ptr);
                if let Some(a) = atomic {
                    self.sync(&a.scope, &[a.ordering]);
                }
                self.align(*align);
            }
            InstKind::Store {
                val,
                ptr,
                align,
                volatile,
                atomic,
            } => {
                self.out.push_str("store ");
                if atomic.is_some() {
                    self.out.push_str("atomic ");
                }
                if *volatile {
                    self.out.push_str("volatile ");
                }
                self.typed_list(fs, ss, &[*val, *ptr]);
                if let Some(a) = atomic {
                    self.sync(&a.scope, &[a.ordering]);
                }
                self.align(*align);
            }
            InstKind::Gep {
                source,
                flags,
                base,
                indices,
            } => {
                self.out.push_str("getelementptr");
                self.gep_flags(*flags);
                self.out.push(' ');
                self.ty(*source);
                for v in std::iter::once(base).chain(indices) {
                    self.out.push_str(", ");
                    self.typed(fs, ss, *v);
                }
            }
            InstKind::ExtractValue { agg, indices } => {
                self.out.push_str("extractvalue ");
                self.typed(fs, ss, *agg);
                for i in indices {
                    let _ = write!(self.out, ", {i}");
                }
            }
            InstKind::InsertValue { agg, val, indices } => {
                self.out.push_str("insertvalue ");
                self.typed_list(fs, ss, &[*agg, *val]);
                for i in indices {
                    let _ = write!(self.out, ", {i}");
                }
            }
            InstKind::ExtractElement { vec, index } => {
                self.out.push_str("extractelement ");
                self.typed_list(fs, ss, &[*vec, *index]);
            }
            InstKind::InsertElement { vec, val, index } => {
                self.out.push_str("insertelement ");
                self.typed_list(fs, ss, &[*vec, *val, *index]);
            }
            InstKind::ShuffleVector { a, b, mask } => {
                self.out.push_str("shufflevector ");
                self.typed_list(fs, ss, &[*a, *b]);
                self.shuffle_mask(mask);
            }
            InstKind::Cast { op, flags, val } => {
                self.out.push_str(op.keyword());
                self.wrap_flags(*flags);
                self.fmf(d.fmf);
                self.out.push(' ');
                self.typed(fs, ss, *val);
                self.out.push_str(" to ");
                self.ty(d.ty);
            }
            InstKind::Call {
                callee,
                fn_ty,
                args,
                tail,
                cc,
                attrs,
                bundles,
            } => {
                self.out.push_str(match tail {
                    TailKind::None => "call",
                    TailKind::Tail => "tail call",
                    TailKind::MustTail => "musttail call",
                    TailKind::NoTail => "notail call",
                });
                self.fmf(d.fmf);
                if *cc != 0 {
                    match calling_convention_name(*cc) {
                        Some(n) => {
                            let _ = write!(self.out, " {n}");
                        }
                        None => {
                            let _ = write!(self.out, " cc {cc}");
                        }
                    }
                }
                self.out.push(' ');
                self.attrs(&attrs.ret, true);
                let (ret, varargs) = match self.m.types.get(*fn_ty) {
                    TypeData::Function { ret, varargs, .. } => (*ret, *varargs),
                    _ => (d.ty, false),
                };
                let ret_is_fn_ptr = matches!(
                    self.m.types.get(ret),
                    TypeData::TypedPtr { pointee, .. }
                        if matches!(self.m.types.get(*pointee), TypeData::Function { .. })
                );
                if varargs || ret_is_fn_ptr {
                    self.ty(*fn_ty);
                } else {
                    self.ty(ret);
                }
                self.out.push(' ');
                self.value(fs, ss, *callee);
                self.out.push('(');
                for (k, a) in args.iter().enumerate() {
                    if k > 0 {
                        self.out.push_str(", ");
                    }
                    match self.type_of(fs, *a) {
                        Some(t) => self.ty(t),
                        None => self.out.push_str("<badtype>"),
                    }
                    let set = attrs.param(k).clone();
                    if !set.is_empty() {
                        self.out.push(' ');
                        self.attrs(&set, false);
                    }
                    self.out.push(' ');
                    self.value(fs, ss, *a);
                }
                self.out.push(')');
                if let Some(g) = self.group_ids.get(&attrs.func) {
                    let _ = write!(self.out, " #{g}");
                }
                if !bundles.is_empty() {
                    self.out.push_str(" [ ");
                    for (k, b) in bundles.iter().enumerate() {
                        if k > 0 {
                            self.out.push_str(", ");
                        }
                        let _ = write!(self.out, "\"{}\"(", escape(b.tag.as_bytes()));
                        self.typed_list(fs, ss, &b.inputs);
                        self.out.push(')');
                    }
                    self.out.push_str(" ]");
                }
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                val,
                ordering,
                scope,
                volatile,
                align,
            } => {
                self.out.push_str("atomicrmw ");
                if *volatile {
                    self.out.push_str("volatile ");
                }
                let _ = write!(self.out, "{} ", op.keyword());
                self.typed_list(fs, ss, &[*ptr, *val]);
                self.sync(scope, &[*ordering]);
                self.align(*align);
            }
            InstKind::CmpXchg {
                ptr,
                expected,
                new,
                success,
                failure,
                scope,
                weak,
                volatile,
                align,
            } => {
                self.out.push_str("cmpxchg ");
                if *weak {
                    self.out.push_str("weak ");
                }
                if *volatile {
                    self.out.push_str("volatile ");
                }
                self.typed_list(fs, ss, &[*ptr, *expected, *new]);
                self.sync(scope, &[*success, *failure]);
                self.align(*align);
            }
            InstKind::Fence { ordering, scope } => {
                self.out.push_str("fence");
                self.sync(scope, &[*ordering]);
            }
            InstKind::Freeze { val } => {
                self.out.push_str("freeze ");
                self.typed(fs, ss, *val);
            }
        }
        for (k, md) in &d.metadata {
            let _ = write!(self.out, ", !{k} ");
            self.md_ref(Some((f, slots)), *md);
        }
    }

    /// A metadata operand: `!N`, or the item inline when it is printed inline.
    fn md_ref(&mut self, cx: Option<(&Function, &Slots)>, md: Md) {
        if let Some(n) = self.md_slots.get(&md) {
            let _ = write!(self.out, "!{n}");
            return;
        }
        match self.m.metadata.get(md) {
            Some(d) => self.md_body(cx, d),
            None => self.out.push_str("!<badmd>"),
        }
    }

    fn md_body(&mut self, cx: Option<(&Function, &Slots)>, d: &MdData) {
        let (f, slots) = match cx {
            Some((f, s)) => (Some(f), Some(s)),
            None => (None, None),
        };
        match d {
            MdData::String(s) => {
                let _ = write!(self.out, "!\"{}\"", escape(s));
            }
            MdData::Value { ty, value } => {
                self.ty(*ty);
                self.out.push(' ');
                self.value(f, slots, *value);
            }
            MdData::Node { distinct, ops } => {
                if *distinct {
                    self.out.push_str("distinct ");
                }
                self.out.push_str("!{");
                for (i, op) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    match op {
                        Some(m) => self.md_ref(cx, *m),
                        None => self.out.push_str("null"),
                    }
                }
                self.out.push('}');
            }
            MdData::Specialized {
                distinct,
                class,
                fields,
            } => {
                if *distinct {
                    self.out.push_str("distinct ");
                }
                let _ = write!(self.out, "!{class}(");
                for (i, (name, v)) in fields.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if !name.is_empty() {
                        let _ = write!(self.out, "{name}: ");
                    }
                    match v {
                        MdField::Node(None) => self.out.push_str("null"),
                        MdField::Node(Some(m)) => {
                            let value =
                                matches!(self.m.metadata.get(*m), Some(MdData::Value { .. }));
                            if value {
                                if let Some(d) = self.m.metadata.get(*m) {
                                    self.md_body(cx, d);
                                }
                            } else {
                                self.md_ref(cx, *m);
                            }
                        }
                        MdField::Str(s) => {
                            let _ = write!(self.out, "\"{}\"", escape(s.as_bytes()));
                        }
                        MdField::Raw(r) => self.out.push_str(r),
                    }
                }
                self.out.push(')');
            }
        }
    }
}
