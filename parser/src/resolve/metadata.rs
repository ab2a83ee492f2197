//! Metadata: strings, values, nodes and specialized records.

use super::*;

impl<'t> Resolver<'t> {
    pub(super) fn string_md(&mut self, bytes: Vec<u8>) -> Md {
        if let Some(h) = self.md_strings.get(&bytes) {
            return *h;
        }
        let h = self.m.metadata.alloc(MdData::String(bytes.clone()));
        self.md_strings.insert(bytes, h);
        h
    }

    pub(super) fn value_md(&mut self, cx: Option<&mut FnCx<'t>>, tv: &TypedValue<'t>) -> R<Md> {
        if self.streaming {
            return Err(self.defer());
        }
        let (ty, value, func) = match cx {
            Some(cx) => {
                let (t, v) = self.typed_operand(cx, tv)?;
                let local = matches!(v, Value::Arg(_) | Value::Inst(_));
                (t, v, local.then_some(cx.func))
            }
            None => {
                let (t, v) = self.typed_const(tv)?;
                (t, v, None)
            }
        };
        let key = (func, ty, value);
        if let Some(h) = self.md_values.get(&key) {
            return Ok(*h);
        }
        let h = self.m.metadata.alloc(MdData::Value { ty, value });
        self.md_values.insert(key, h);
        Ok(h)
    }

    pub(super) fn md(&mut self, cx: Option<&mut FnCx<'t>>, r: &MdRef<'t>) -> R<Md> {
        if self.streaming {
            return Err(self.defer());
        }
        Ok(match r {
            MdRef::Id(at, id) => *self.md_ids.get(id).ok_or_else(|| {
                self.err(
                    *at,
                    ErrorKind::Undefined(format!("!{id}")),
                    format!("metadata !{id} is used but never defined"),
                )
            })?,
            MdRef::Str(s) => self.string_md(literal::unescape(s)),
            MdRef::Node(ops) => {
                let ops = self.md_ops(cx, ops)?;
                self.m.metadata.alloc(MdData::Node {
                    distinct: false,
                    ops,
                })
            }
            MdRef::Special(class, fields) => {
                let d = self.special(cx, class, fields, false)?;
                self.m.metadata.alloc(d)
            }
            MdRef::Value(tv) => self.value_md(cx, tv)?,
        })
    }

    pub(super) fn md_ops(
        &mut self,
        mut cx: Option<&mut FnCx<'t>>,
        ops: &[MdOp<'t>],
    ) -> R<Vec<Option<Md>>> {
        let mut out = Vec::new();
        for op in ops {
            out.push(match op {
                MdOp::Null => None,
                MdOp::Ref(r) => Some(self.md(cx.as_deref_mut(), r)?),
                MdOp::Value(tv) => Some(self.value_md(cx.as_deref_mut(), tv)?),
            });
        }
        Ok(out)
    }

    pub(super) fn special(
        &mut self,
        mut cx: Option<&mut FnCx<'t>>,
        class: &str,
        fields: &[Box<ast::Field<'t>>],
        distinct: bool,
    ) -> R<MdData> {
        let mut out = Vec::new();
        for f in fields {
            let v = match &f.value {
                ast::FieldValue::Ref(r) => MdField::Node(Some(self.md(cx.as_deref_mut(), r)?)),
                ast::FieldValue::Null => MdField::Node(None),
                ast::FieldValue::Str(s) => MdField::Str(self.text_of(0, s)?),
                ast::FieldValue::Raw(s) => MdField::Raw((*s).into()),
                ast::FieldValue::Value(tv) => {
                    MdField::Node(Some(self.value_md(cx.as_deref_mut(), tv)?))
                }
            };
            out.push((f.name.unwrap_or("").into(), v));
        }
        Ok(MdData::Specialized {
            distinct,
            class: class.into(),
            fields: out,
        })
    }
}
