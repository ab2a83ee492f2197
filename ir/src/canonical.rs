//! A canonical rebuild of a module, for comparing two modules structurally.
//!
//! Types and constants are interned tables whose handles are positions, and metadata
//! lives in an arena, so two modules with the same content can still differ in handle
//! numbering (a parser interns in reading order, a pass in its own). [`canonicalize`]
//! rebuilds every table in one fixed traversal order, so that
//! `canonicalize(a) == canonicalize(b)` exactly when `a` and `b` have the same globals,
//! functions, instructions, operands, flags, attributes, types and metadata.
//!
//! What is normalized (and nothing else): table and arena order; blocks and
//! instructions no longer placed in a function's layout are dropped; metadata strings,
//! values and `!DIExpression`/`!DIArgList` nodes are uniqued (as LLVM uniques them);
//! metadata nothing refers to is kept after the referenced items; trailing empty
//! parameter attribute sets are dropped; parameter names of declarations are dropped
//! (LLVM does not print them).

use crate::attribute::{AttrList, AttrSet, Attribute};
use crate::constant::{Const, ConstData, ConstExprOp};
use crate::entity::Handle;
use crate::function::{Block, Body, FuncId, Function, Inst};
use crate::global::{GlobalVar, SymbolProps};
use crate::instruction::InstKind;
use crate::metadata::{Md, MdData, MdField};
use crate::module::Module;
use crate::printer::md_is_inline;
use crate::types::{StructBody, Type, TypeData};
use crate::value::Value;
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// Rebuilds `m` with its types, constants, metadata, blocks and instructions in a fixed
/// order (see the module docs).
pub fn canonicalize(m: &Module) -> Module {
    let mut c = Canon {
        old: m,
        new: Module::new(),
        types: FxHashMap::default(),
        consts: FxHashMap::default(),
        mds: FxHashMap::default(),
        unique_md: FxHashMap::default(),
        queue: VecDeque::new(),
        inst_maps: FxHashMap::default(),
    };
    c.run();
    c.new
}

/// The function whose local values are in scope.
type Scope = Option<FuncId>;

struct Canon<'m> {
    old: &'m Module,
    new: Module,
    types: FxHashMap<Type, Type>,
    consts: FxHashMap<Const, Const>,
    mds: FxHashMap<Md, Md>,
    unique_md: FxHashMap<(Option<FuncId>, MdData), Md>,
    /// Nodes given a new handle whose operands are still to be mapped.
    queue: VecDeque<(Md, Md, Scope)>,
    /// Each function's instruction renumbering.
    inst_maps: FxHashMap<FuncId, FxHashMap<Inst, Inst>>,
}

impl Canon<'_> {
    fn run(&mut self) {
        let old = self.old;
        self.new.module_id = old.module_id.clone();
        self.new.source_filename = old.source_filename.clone();
        self.new.datalayout = old.datalayout.clone();
        self.new.triple = old.triple.clone();
        self.new.asm = old.asm.clone();
        self.new.pointers = old.pointers;
        self.new.comdats = old.comdats.clone();
        for name in old.types.named.keys() {
            self.new.types.named(name);
        }
        for (name, body) in &old.types.named {
            let body = match body {
                StructBody::Opaque => StructBody::Opaque,
                StructBody::Fields { fields, packed } => StructBody::Fields {
                    fields: fields.iter().map(|t| self.ty(*t)).collect(),
                    packed: *packed,
                },
            };
            self.new.types.define_named(name, body);
        }
        for (_, g) in old.globals.iter() {
            let g = GlobalVar {
                name: g.name.clone(),
                value_ty: self.ty(g.value_ty),
                addrspace: g.addrspace,
                is_constant: g.is_constant,
                externally_initialized: g.externally_initialized,
                thread_local: g.thread_local,
                init: g.init.map(|v| self.value(None, v)),
                props: self.props(&g.props),
            };
            self.new.globals.alloc(g);
        }
        for (h, f) in old.functions.iter() {
            let f = self.function(h, f);
            self.new.functions.alloc(f);
        }
        for (name, ops) in &old.named_metadata {
            let ops = ops.iter().map(|m| self.md(None, *m)).collect();
            self.new.named_metadata.insert(name.clone(), ops);
        }
        self.drain();
        for (h, d) in old.metadata.iter() {
            if !md_is_inline(d) && !self.mds.contains_key(&h) {
                self.md(None, h);
                self.drain();
            }
        }
        self.new.intern_symbol_pointer_types();
    }

    fn ty(&mut self, t: Type) -> Type {
        if let Some(n) = self.types.get(&t) {
            return *n;
        }
        let d = match self.old.types.get(t).clone() {
            TypeData::TypedPtr { pointee, addrspace } => TypeData::TypedPtr {
                pointee: self.ty(pointee),
                addrspace,
            },
            TypeData::Vector {
                len,
                elem,
                scalable,
            } => TypeData::Vector {
                len,
                elem: self.ty(elem),
                scalable,
            },
            TypeData::Array { len, elem } => TypeData::Array {
                len,
                elem: self.ty(elem),
            },
            TypeData::Struct { fields, packed } => TypeData::Struct {
                fields: fields.iter().map(|f| self.ty(*f)).collect(),
                packed,
            },
            TypeData::Function {
                ret,
                params,
                varargs,
            } => TypeData::Function {
                ret: self.ty(ret),
                params: params.iter().map(|p| self.ty(*p)).collect(),
                varargs,
            },
            TypeData::TargetExt { name, types, ints } => TypeData::TargetExt {
                name,
                types: types.iter().map(|p| self.ty(*p)).collect(),
                ints,
            },
            other => other,
        };
        let n = self.new.types.intern(d);
        self.types.insert(t, n);
        n
    }

    fn constant(&mut self, c: Const) -> Const {
        if let Some(n) = self.consts.get(&c) {
            return *n;
        }
        let v = |s: &mut Self, v: Value| s.value(None, v);
        let d = match self.old.consts.get(c).clone() {
            ConstData::Int { ty, bits } => ConstData::Int {
                ty: self.ty(ty),
                bits,
            },
            ConstData::Float { ty, bits } => ConstData::Float {
                ty: self.ty(ty),
                bits,
            },
            ConstData::Null(t) => ConstData::Null(self.ty(t)),
            ConstData::Undef(t) => ConstData::Undef(self.ty(t)),
            ConstData::Poison(t) => ConstData::Poison(self.ty(t)),
            ConstData::Zero(t) => ConstData::Zero(self.ty(t)),
            ConstData::NoneToken(t) => ConstData::NoneToken(self.ty(t)),
            ConstData::Aggregate { ty, elems } => ConstData::Aggregate {
                ty: self.ty(ty),
                elems: elems.iter().map(|e| v(self, *e)).collect(),
            },
            ConstData::Bytes { ty, data } => ConstData::Bytes {
                ty: self.ty(ty),
                data,
            },
            ConstData::Expr { ty, op } => {
                let ty = self.ty(ty);
                let op = match op {
                    ConstExprOp::Cast { op, val } => ConstExprOp::Cast {
                        op,
                        val: v(self, val),
                    },
                    ConstExprOp::Gep {
                        source,
                        flags,
                        inrange,
                        base,
                        indices,
                    } => ConstExprOp::Gep {
                        source: self.ty(source),
                        flags,
                        inrange,
                        base: v(self, base),
                        indices: indices.iter().map(|i| v(self, *i)).collect(),
                    },
                    ConstExprOp::Binary {
                        op,
                        flags,
                        lhs,
                        rhs,
                    } => ConstExprOp::Binary {
                        op,
                        flags,
                        lhs: v(self, lhs),
                        rhs: v(self, rhs),
                    },
                    ConstExprOp::ICmp { pred, lhs, rhs } => ConstExprOp::ICmp {
                        pred,
                        lhs: v(self, lhs),
                        rhs: v(self, rhs),
                    },
                    ConstExprOp::FCmp { pred, lhs, rhs } => ConstExprOp::FCmp {
                        pred,
                        lhs: v(self, lhs),
                        rhs: v(self, rhs),
                    },
                    ConstExprOp::Select {
                        cond,
                        then_val,
                        else_val,
                    } => ConstExprOp::Select {
                        cond: v(self, cond),
                        then_val: v(self, then_val),
                        else_val: v(self, else_val),
                    },
                    ConstExprOp::ExtractElement { vec, index } => ConstExprOp::ExtractElement {
                        vec: v(self, vec),
                        index: v(self, index),
                    },
                    ConstExprOp::InsertElement { vec, val, index } => ConstExprOp::InsertElement {
                        vec: v(self, vec),
                        val: v(self, val),
                        index: v(self, index),
                    },
                    ConstExprOp::ShuffleVector { a, b, mask } => ConstExprOp::ShuffleVector {
                        a: v(self, a),
                        b: v(self, b),
                        mask,
                    },
                };
                ConstData::Expr { ty, op }
            }
        };
        let n = self.new.consts.intern(d);
        self.consts.insert(c, n);
        n
    }

    fn value(&mut self, scope: Scope, v: Value) -> Value {
        match v {
            Value::Const(c) => Value::Const(self.constant(c)),
            Value::Inst(i) => Value::Inst(
                scope
                    .and_then(|f| self.inst_maps.get(&f))
                    .and_then(|m| m.get(&i).copied())
                    .unwrap_or(i),
            ),
            Value::Metadata(m) => Value::Metadata(self.md(scope, m)),
            other => other,
        }
    }

    fn attr_set(&mut self, s: &AttrSet) -> AttrSet {
        AttrSet(
            s.0.iter()
                .map(|a| match a {
                    Attribute::Type(n, t) => Attribute::Type(n.clone(), self.ty(*t)),
                    other => other.clone(),
                })
                .collect(),
        )
    }

    fn attr_list(&mut self, a: &AttrList) -> AttrList {
        let mut params: Vec<AttrSet> = a.params.iter().map(|p| self.attr_set(p)).collect();
        while params.last().is_some_and(AttrSet::is_empty) {
            params.pop();
        }
        AttrList {
            func: self.attr_set(&a.func),
            ret: self.attr_set(&a.ret),
            params,
        }
    }

    fn props(&mut self, p: &SymbolProps) -> SymbolProps {
        let mut n = p.clone();
        n.metadata = p
            .metadata
            .iter()
            .map(|(k, m)| (k.clone(), self.md(None, *m)))
            .collect();
        n
    }

    fn function(&mut self, h: FuncId, f: &Function) -> Function {
        let ty = self.ty(f.ty);
        let attrs = self.attr_list(&f.attrs);
        let props = self.props(&f.props);
        let param_names = if f.body.is_some() {
            f.param_names.clone()
        } else {
            vec![None; f.param_names.len()]
        };
        let body = f.body.as_ref().map(|b| self.body(h, b));
        Function {
            name: f.name.clone(),
            ty,
            cc: f.cc,
            props,
            addrspace: f.addrspace,
            attrs,
            param_names,
            body,
        }
    }

    fn body(&mut self, func: FuncId, b: &Body) -> Body {
        let mut blocks: FxHashMap<Block, Block> = FxHashMap::default();
        let mut insts: FxHashMap<Inst, Inst> = FxHashMap::default();
        for (k, (_, i)) in b.placed_insts().enumerate() {
            insts.insert(i, Handle::from_index(k));
        }
        let mut nb = Body::default();
        for &old in &b.layout {
            let new = nb.add_block(b.blocks[old].name.clone());
            blocks.insert(old, new);
        }
        self.inst_maps.insert(func, insts);
        let scope = Some(func);
        for &old_b in &b.layout {
            for &i in &b.blocks[old_b].insts {
                let d = &b.insts[i];
                let kind = self.kind(scope, &blocks, &d.kind);
                let ty = self.ty(d.ty);
                let new = nb.append(blocks[&old_b], ty, kind);
                let metadata = d
                    .metadata
                    .iter()
                    .map(|(k, m)| (k.clone(), self.md(scope, *m)))
                    .collect();
                let nd = &mut nb.insts[new];
                nd.name = d.name.clone();
                nd.fmf = d.fmf;
                nd.metadata = metadata;
            }
        }
        self.drain();
        nb
    }

    fn kind(&mut self, s: Scope, blocks: &FxHashMap<Block, Block>, k: &InstKind) -> InstKind {
        let bl = |b: &Block| blocks.get(b).copied().unwrap_or(*b);
        let mut k = k.clone();
        match &mut k {
            InstKind::Phi { incoming } => incoming.iter_mut().for_each(|(_, b)| *b = bl(b)),
            InstKind::Br { dest } => *dest = bl(dest),
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => {
                *then_dest = bl(then_dest);
                *else_dest = bl(else_dest);
            }
            InstKind::Switch { default, cases, .. } => {
                *default = bl(default);
                cases.iter_mut().for_each(|(_, b)| *b = bl(b));
            }
            InstKind::Alloca { allocated, .. } => *allocated = self.ty(*allocated),
            InstKind::Gep { source, .. } => *source = self.ty(*source),
            InstKind::Call { fn_ty, attrs, .. } => {
                *fn_ty = self.ty(*fn_ty);
                **attrs = self.attr_list(attrs);
            }
            _ => {}
        }
        let mut ops = Vec::new();
        k.for_each_operand(|v| ops.push(v));
        let mapped: Vec<Value> = ops.into_iter().map(|v| self.value(s, v)).collect();
        let mut it = mapped.into_iter();
        k.map_operands(|v| it.next().unwrap_or(v));
        k
    }

    fn md(&mut self, scope: Scope, m: Md) -> Md {
        if let Some(n) = self.mds.get(&m) {
            return *n;
        }
        let Some(d) = self.old.metadata.get(m).cloned() else {
            return m;
        };
        if md_is_inline(&d) {
            let (local, d) = match d {
                MdData::Value { ty, value } => {
                    let local = matches!(value, Value::Inst(_) | Value::Arg(_));
                    let ty = self.ty(ty);
                    let value = self.value(scope, value);
                    (local, MdData::Value { ty, value })
                }
                MdData::Specialized {
                    distinct,
                    class,
                    fields,
                } => {
                    let mut local = false;
                    let mut nf = Vec::new();
                    for (name, f) in fields {
                        let f = match f {
                            MdField::Node(Some(x)) => {
                                if let Some(MdData::Value { value, .. }) = self.old.metadata.get(x)
                                {
                                    local |= matches!(value, Value::Inst(_) | Value::Arg(_));
                                }
                                MdField::Node(Some(self.md(scope, x)))
                            }
                            other => other,
                        };
                        nf.push((name, f));
                    }
                    (
                        local,
                        MdData::Specialized {
                            distinct,
                            class,
                            fields: nf,
                        },
                    )
                }
                other => (false, other),
            };
            let key = (if local { scope } else { None }, d);
            if let Some(n) = self.unique_md.get(&key) {
                return *n;
            }
            let n = self.new.metadata.alloc(key.1.clone());
            self.unique_md.insert(key, n);
            // Local values differ per function: do not share them through `mds`.
            if !local {
                self.mds.insert(m, n);
            }
            return n;
        }
        let n = self.new.metadata.alloc(MdData::Node {
            distinct: false,
            ops: Vec::new(),
        });
        self.mds.insert(m, n);
        self.queue.push_back((m, n, scope));
        n
    }

    fn drain(&mut self) {
        while let Some((old, new, scope)) = self.queue.pop_front() {
            let scope_ref = scope;
            let d = match self.old.metadata[old].clone() {
                MdData::Node { distinct, ops } => MdData::Node {
                    distinct,
                    ops: ops
                        .iter()
                        .map(|o| o.map(|x| self.md(scope_ref, x)))
                        .collect(),
                },
                MdData::Specialized {
                    distinct,
                    class,
                    fields,
                } => MdData::Specialized {
                    distinct,
                    class,
                    fields: fields
                        .into_iter()
                        .map(|(n, f)| {
                            let f = match f {
                                MdField::Node(Some(x)) => {
                                    MdField::Node(Some(self.md(scope_ref, x)))
                                }
                                other => other,
                            };
                            (n, f)
                        })
                        .collect(),
                },
                other => other,
            };
            self.new.metadata[new] = d;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::FloatKind;

    fn module(order_swapped: bool) -> Module {
        let mut m = Module::new();
        let (f, i) = if order_swapped {
            let i = m.types.int(32);
            (m.types.float(FloatKind::Float), i)
        } else {
            let f = m.types.float(FloatKind::Float);
            (f, m.types.int(32))
        };
        let one = m.consts.int(i, 32, 1);
        let s = m.metadata.alloc(MdData::String(b"x".to_vec()));
        let n = m.metadata.alloc(MdData::Node {
            distinct: false,
            ops: vec![Some(s)],
        });
        m.named_metadata.insert("n".into(), vec![n]);
        m.globals.alloc(GlobalVar {
            name: "g".into(),
            value_ty: i,
            addrspace: 0,
            is_constant: false,
            externally_initialized: false,
            thread_local: Default::default(),
            init: Some(one),
            props: Default::default(),
        });
        m.globals.alloc(GlobalVar {
            name: "h".into(),
            value_ty: f,
            addrspace: 0,
            is_constant: false,
            externally_initialized: false,
            thread_local: Default::default(),
            init: None,
            props: Default::default(),
        });
        m
    }

    #[test]
    fn table_order_does_not_matter() {
        let a = module(false);
        let b = module(true);
        assert_ne!(a, b);
        assert_eq!(canonicalize(&a), canonicalize(&b));
    }

    #[test]
    fn content_differences_remain() {
        let a = module(false);
        let mut b = module(false);
        b.globals[Handle::from_index(0)].is_constant = true;
        assert_ne!(canonicalize(&a), canonicalize(&b));
        let mut c = module(false);
        c.metadata[Handle::from_index(0)] = MdData::String(b"y".to_vec());
        assert_ne!(canonicalize(&a), canonicalize(&c));
    }
}
