//! Mesh and amplification (SPIR-V's task) shaders.
//!
//! A mesh shader's outputs are shared by its thread group: each store to one is a
//! store to the signature where the code makes it (`llvm.dx.store.vertex.output` for a
//! vertex's, `llvm.dx.store.primitive.output` for a `PerPrimitiveEXT` one, with the
//! vertex or primitive the access chain's first index picked); reading one back is an
//! error. A store of a primitive's indices (`gl_PrimitiveTriangleIndicesEXT[p] =
//! uvec3(...)`, lines' two and a 0) is `llvm.dx.emit.indices`; `SetMeshOutputsEXT` is
//! `llvm.dx.set.mesh.output.counts`.
//!
//! The payload (a `TaskPayloadWorkgroupEXT` variable) is a named struct: an
//! amplification shader's a groupshared global `OpEmitMeshTasksEXT` passes to
//! `llvm.dx.dispatch.mesh` (a module without one dispatches an empty-bodied `{ i32 }`,
//! DXIL's payload being mandatory), a mesh shader's the pointer
//! `llvm.dx.get.mesh.payload` returns.

use super::stage_io::{ElementPlace, IoElement};
use super::{Frame, Translator, Val, R};
use crate::error::SpirvError;
use crate::function_code::Inst;
use crate::matrix_layout::MatrixLayout;
use crate::module_info::SpvType;
use dxil_ir::{CastOp, Linkage, StructBody, Type, TypeData, Value};
use rspirv::spirv::{Op, Word};
use rustc_hash::FxHashSet;

/// An amplification shader's one dispatch: its block, the payload, and each
/// `OpEmitMeshTasksEXT`'s group counts with the block it branches from.
#[derive(Clone, Debug)]
pub(super) struct MeshDispatch {
    block: dxil_ir::Block,
    payload: Option<Value>,
    incoming: Vec<([Value; 3], dxil_ir::Block)>,
}

impl Translator<'_, '_> {
    /// The memory type of a payload of SPIR-V type `ty` (its vectors arrays: DXIL keeps
    /// no vectors in memory, and a payload stays one struct) as a named struct (DXIL's
    /// payload is a user-defined type), and whether it differs from the memory type the
    /// code accesses (it has vectors).
    fn payload_type(&mut self, ty: Word, at: Word) -> R<(Type, bool)> {
        let memory = self.memory_type(ty, MatrixLayout::default())?;
        let TypeData::Struct { .. } = self.b.module().types.get(memory) else {
            return Err(SpirvError::Unsupported {
                what: "a task payload that is not a struct".into(),
                at: self.info.location(Some(at), None),
            });
        };
        let flat = without_vectors(&mut self.b.module_mut().types, memory);
        let TypeData::Struct { fields, .. } = self.b.module().types.get(flat).clone() else {
            unreachable!("a struct stays a struct");
        };
        let name = format!("struct.{}", self.name_of(at, "Payload"));
        let types = &mut self.b.module_mut().types;
        let named = types.define_named(
            &name,
            StructBody::Fields {
                fields,
                packed: false,
            },
        );
        Ok((named, flat != memory))
    }

    /// A groupshared global of type `ty` named `name`.
    fn groupshared(&mut self, name: &str, ty: Type) -> Value {
        let undef = self.b.undef(ty);
        let g = self
            .b
            .global(name, ty)
            .addrspace(3)
            .init(undef)
            .linkage(Linkage::Internal)
            .align(4)
            .add();
        Value::Global(g)
    }

    /// An amplification shader's payload variable `id` (of SPIR-V type `ty`): a
    /// groupshared global of its named struct; one with vectors is groupshared memory
    /// of the code's type, copied into that global when the shader dispatches.
    pub(super) fn task_payload(&mut self, id: Word, ty: Word) -> R<Val> {
        let (named, copied) = self.payload_type(ty, id)?;
        let name = self.name_of(id, "payload");
        let payload = self.groupshared(&name, named);
        if !copied {
            return Ok(Val::Ptr(payload, ty));
        }
        let memory = self.memory_type(ty, MatrixLayout::default())?;
        let shared = self.groupshared(&format!("{name}.shared"), memory);
        self.payload_copy = Some((shared, payload, memory, named));
        Ok(Val::Ptr(shared, ty))
    }

    /// A mesh shader's payload variable `id` of SPIR-V type `ty`: the pointer
    /// `llvm.dx.get.mesh.payload` returns (in the entry block); one with vectors is
    /// copied there into a local of the code's type (the payload is read-only).
    pub(super) fn mesh_payload(&mut self, id: Word, ty: Word) -> R<Val> {
        let (named, copied) = self.payload_type(ty, id)?;
        let ptr = self.b.ptr_type(0);
        let saved = self.cur;
        self.cur = self.entry_block;
        let p = self.call("llvm.dx.get.mesh.payload", &[named], ptr, &[]);
        // Its first use says what it points to: the payload's named struct.
        let zero = self.i32_const(0);
        let p = self.emit(|fb| fb.gep(named, p, &[zero], true));
        let v = if copied {
            let memory = self.memory_type(ty, MatrixLayout::default())?;
            let local = self.emit(|fb| fb.alloca(memory));
            self.copy_leaves((p, named), (local, memory), named, &mut vec![zero]);
            Val::Ptr(local, ty)
        } else {
            Val::Ptr(p, ty)
        };
        self.cur = saved;
        Ok(v)
    }

    /// Copies every scalar of `from` (a pointer and the type there) to the same place
    /// of `to` (the same shape, with vectors where `from` may have arrays or the other
    /// way round): those of `here`, the part of `from`'s type GEP `path` reaches.
    fn copy_leaves(
        &mut self,
        from: (Value, Type),
        to: (Value, Type),
        here: Type,
        path: &mut Vec<Value>,
    ) {
        let types = &self.b.module().types;
        let parts: Vec<Type> = match types.get(here) {
            TypeData::Struct { fields, .. } => fields.clone(),
            TypeData::Named(n) => match types.named.get(n) {
                Some(StructBody::Fields { fields, .. }) => fields.clone(),
                _ => Vec::new(),
            },
            TypeData::Array { elem, len } => vec![*elem; *len as usize],
            TypeData::Vector { elem, len, .. } => vec![*elem; *len as usize],
            _ => {
                let ((fp, from_ty), (tp, to_ty)) = (from, to);
                let src = self.emit(|fb| fb.gep(from_ty, fp, path, true));
                let v = self.emit(|fb| fb.load(here, src, None));
                let dst = self.emit(|fb| fb.gep(to_ty, tp, path, true));
                self.emit(|fb| fb.store(v, dst, None));
                return;
            }
        };
        for (k, t) in parts.into_iter().enumerate() {
            path.push(self.i32_const(k as i128));
            self.copy_leaves(from, to, t, path);
            path.pop();
        }
    }

    /// `OpEmitMeshTasksEXT`: a branch to the block that dispatches (DXIL's
    /// amplification shader calls `DispatchMesh` once), with the group counts for its
    /// phis; the payload must be the task payload variable.
    pub(super) fn emit_mesh_tasks(&mut self, frame: &mut Frame, i: &Inst) -> R<()> {
        let counts = [
            self.operand(frame, i, 0)?,
            self.operand(frame, i, 1)?,
            self.operand(frame, i, 2)?,
        ];
        let payload = match i.operands.get(3) {
            Some(&p) => match self.val(frame, p) {
                Some(Val::Ptr(v @ Value::Global(_), _)) => Some(v),
                _ => {
                    return Err(self
                        .unsupported("a payload that is not the task payload variable".into(), i))
                }
            },
            None => None,
        };
        let here = self
            .cur
            .ok_or_else(|| self.invalid("OpEmitMeshTasksEXT outside a block".into(), i))?;
        // An emit without a payload (its groups read none) takes the other emits'.
        let clash = matches!((&self.mesh_dispatch, payload),
            (Some(MeshDispatch { payload: Some(a), .. }), Some(b)) if *a != b);
        if clash {
            return Err(self.unsupported("mesh tasks emitted with different payloads".into(), i));
        }
        let block = match &mut self.mesh_dispatch {
            Some(d) => {
                d.payload = d.payload.or(payload);
                d.block
            }
            None => {
                let block = self.emit(|fb| fb.block());
                self.mesh_dispatch = Some(MeshDispatch {
                    block,
                    payload,
                    incoming: Vec::new(),
                });
                block
            }
        };
        if let Some(d) = &mut self.mesh_dispatch {
            d.incoming.push((counts, here));
        }
        self.emit(|fb| fb.br(block));
        Ok(())
    }

    /// The block every `OpEmitMeshTasksEXT` branches to: the group counts' phis, the
    /// payload copied where the code's has vectors (after a group barrier), then
    /// `llvm.dx.dispatch.mesh` and the return.
    pub(super) fn finish_mesh_dispatch(&mut self) {
        let Some(d) = self.mesh_dispatch.take() else {
            return;
        };
        self.cur = Some(d.block);
        let i32t = self.b.int_type(32);
        let mut counts = Vec::new();
        for k in 0..3 {
            let incoming: Vec<(Value, dxil_ir::Block)> =
                d.incoming.iter().map(|(c, b)| (c[k], *b)).collect();
            counts.push(if let [(v, _)] = incoming[..] {
                v
            } else {
                self.emit(|fb| fb.phi(i32t, &incoming))
            });
        }
        let payload = match (d.payload, self.payload_copy) {
            (Some(v), Some((shared, payload, memory, named))) if v == shared => {
                let void = self.b.void_type();
                self.call(
                    "llvm.dx.group.memory.barrier.with.group.sync",
                    &[],
                    void,
                    &[],
                );
                let zero = self.i32_const(0);
                self.copy_leaves((shared, memory), (payload, named), memory, &mut vec![zero]);
                payload
            }
            (Some(v), _) => v,
            (None, _) => self.empty_payload(),
        };
        let void = self.b.void_type();
        self.call(
            "llvm.dx.dispatch.mesh",
            &[],
            void,
            &[counts[0], counts[1], counts[2], payload],
        );
        self.emit(|fb| fb.ret(None));
    }

    /// `llvm.dx.dispatch.mesh` of no groups (an amplification shader that never
    /// emits mesh tasks).
    pub(super) fn dispatch_no_mesh(&mut self) {
        let zero = self.i32_const(0);
        let payload = self.empty_payload();
        let void = self.b.void_type();
        self.call(
            "llvm.dx.dispatch.mesh",
            &[],
            void,
            &[zero, zero, zero, payload],
        );
    }

    /// A payload for a dispatch that passes none: a groupshared `{ i32 }`.
    fn empty_payload(&mut self) -> Value {
        let i32t = self.b.int_type(32);
        let types = &mut self.b.module_mut().types;
        let named = types.define_named(
            "struct.NoPayload",
            StructBody::Fields {
                fields: vec![i32t],
                packed: false,
            },
        );
        self.groupshared("no_payload", named)
    }

    /// Stores `v` (of SPIR-V type `ty`) to mesh output `place`.
    pub(super) fn store_mesh_output(
        &mut self,
        place: ElementPlace,
        v: Value,
        ty: Word,
        i: &Inst,
    ) -> R<()> {
        let e = self.io[place.element].clone();
        let Some(vertex) = place.vertex else {
            return Err(self.unsupported(
                "a store of every vertex's or primitive's output at once".into(),
                i,
            ));
        };
        // A clip or cull distance array stored whole: each distance in its element's
        // column.
        if let (Some(_), None, SpvType::Array(one, n)) =
            (e.columns_of, place.comp, self.info.ty(ty)?.clone())
        {
            let n = self.info.const_u64(n).unwrap_or(0) as u32;
            for d in 0..n {
                let part = self.emit(|fb| fb.extract_value(v, &[d]));
                let Some((k, column)) = self.distance_element(&e, d) else {
                    continue;
                };
                let at = ElementPlace {
                    element: k,
                    vertex: Some(vertex),
                    row: None,
                    comp: Some(self.i32_const(i128::from(column))),
                };
                self.store_mesh_output(at, part, one, i)?;
            }
            return Ok(());
        }
        // A distance of a clip or cull distance array: also 0 in the columns of its
        // element the code writes nowhere (a distance it never sets is undefined in
        // SPIR-V; DXIL needs every column of an output written).
        if let (Some((first, count)), Some(c)) = (e.columns_of, place.comp) {
            let written = self.distances_written(e.var, e.member);
            let f32t = self.b.float_type(dxil_ir::FloatKind::Float);
            let zero = self.b.const_float(f32t, 0.0);
            for col in 0..count {
                let unwritten = written
                    .as_ref()
                    .is_some_and(|w| !w.contains(&(first + col)));
                let this = self.b.module().const_int(c) == Some(i128::from(col));
                if unwritten && !this {
                    let at = ElementPlace {
                        comp: Some(self.i32_const(i128::from(col))),
                        ..place
                    };
                    self.store_mesh_scalar(at, &e, zero)
                        .map_err(|what| self.unsupported(what, i))?;
                }
            }
        }
        // An array or matrix stored whole: row by row.
        if place.row.is_none() && !e.dims.is_empty() {
            for r in 0..e.rows() {
                let path = e.row_path(r);
                let part = self.emit(|fb| fb.extract_value(v, &path));
                let at = ElementPlace {
                    row: Some(self.i32_const(i128::from(r))),
                    ..place
                };
                self.store_mesh_output(at, part, e.row_ty, i)?;
            }
            return Ok(());
        }
        self.store_mesh_scalar(place, &e, v)
            .map_err(|what| self.unsupported(what, i))
    }

    /// Stores `v` at `place` of mesh output `e` (a row, or the component `place`
    /// picks); the error says what could not be stored.
    fn store_mesh_scalar(
        &mut self,
        place: ElementPlace,
        e: &IoElement,
        v: Value,
    ) -> Result<(), String> {
        let vertex = place.vertex.unwrap_or_else(|| self.i32_const(0));
        let id = self
            .io_ids(e.sig())
            .iter()
            .position(|&k| k == place.element)
            .unwrap_or(0);
        let column = match place.comp {
            None => 0,
            Some(c) => self
                .b
                .module()
                .const_int(c)
                .ok_or("a mesh output's component picked at run time")?,
        };
        let mut value = v;
        let vt = self.emit(|fb| fb.type_of(value));
        // `bool`s as 32-bit integers (`SV_CullPrimitive` too, a `bool` element).
        if self.is_bool_type(vt) {
            let i32t = self.b.int_type(32);
            let wide = match self.b.module().types.get(vt).clone() {
                TypeData::Vector { len, .. } => self.b.vector_type(i32t, len),
                _ => i32t,
            };
            value = self.emit(|fb| fb.cast(CastOp::ZExt, value, wide));
        }
        if e.kind == 3 && !e.patch {
            let c = place.comp.map(|_| column);
            value = self.flipped_position(value, c);
        }
        let value_ty = self.emit(|fb| fb.type_of(value));
        let i8t = self.b.int_type(8);
        let args = [
            self.i32_const(id as i128),
            place.row.unwrap_or_else(|| self.i32_const(0)),
            self.b.const_int(i8t, column),
            value,
            vertex,
        ];
        let intrinsic = if e.patch {
            "llvm.dx.store.primitive.output"
        } else {
            "llvm.dx.store.vertex.output"
        };
        let void = self.b.void_type();
        self.call(intrinsic, &[value_ty], void, &args);
        Ok(())
    }

    /// The distances of clip or cull distance array `member` of mesh output `var` the
    /// code writes (by constant index; `None`: all, where one is stored whole or at a
    /// run-time index).
    fn distances_written(&mut self, var: Word, member: Option<u32>) -> Option<FxHashSet<u32>> {
        if let Some(w) = self.distance_writes.get(&(var, member)) {
            return w.clone();
        }
        // The access chains from `var` through the vertex and member, then a distance.
        let skip = 1 + usize::from(member.is_some());
        let mut written = Some(FxHashSet::default());
        for f in self.info.functions.values() {
            for inst in f.blocks.iter().flat_map(|b| b.instructions()) {
                let op = inst.class.opcode;
                if !matches!(op, Op::AccessChain | Op::InBoundsAccessChain)
                    || inst.operands.first() != Some(&var)
                {
                    continue;
                }
                let indices = &inst.operands[1..];
                let reaches = member.is_none_or(|m| {
                    indices
                        .get(1)
                        .and_then(|k| self.info.const_u64(*k))
                        .is_some_and(|k| k == u64::from(m))
                });
                if !reaches {
                    continue;
                }
                match indices.get(skip).map(|d| self.info.const_u64(*d)) {
                    Some(Some(d)) => {
                        if let Some(w) = written.as_mut() {
                            w.insert(d as u32);
                        }
                    }
                    _ => written = None,
                }
            }
        }
        self.distance_writes.insert((var, member), written.clone());
        written
    }

    /// Whether `t` is `i1` or a vector of them.
    fn is_bool_type(&mut self, t: Type) -> bool {
        let types = &self.b.module().types;
        let scalar = types.scalar_of(t);
        matches!(types.get(scalar), TypeData::Int(1))
    }

    /// The element holding distance `d` of the clip or cull distance array `e` is one
    /// element of, and its column there.
    fn distance_element(&self, e: &IoElement, d: u32) -> Option<(usize, u32)> {
        (0..self.io.len()).find_map(|k| {
            let o = &self.io[k];
            let (first, count) = o.columns_of?;
            (o.var == e.var && o.member == e.member && (first..first + count).contains(&d))
                .then_some((k, d - first))
        })
    }

    /// Stores struct `v` (of SPIR-V type `ty`) to the mesh output block `var` of
    /// `vertex`: each member that is an element.
    pub(super) fn store_mesh_block(
        &mut self,
        var: Word,
        vertex: Option<Value>,
        v: Value,
        ty: Word,
        i: &Inst,
    ) -> R<()> {
        let SpvType::Struct(members) = self.info.ty(ty)?.clone() else {
            return Err(self.unsupported("a store of a whole mesh output array".into(), i));
        };
        for (k, m) in members.iter().enumerate() {
            let Some(e) = self.member_element(var, k as u32) else {
                continue;
            };
            let field = self.field(ty, k as u32);
            let part = self.emit(|fb| fb.extract_value(v, &[field]));
            let at = ElementPlace {
                vertex,
                ..ElementPlace::of(e)
            };
            self.store_mesh_output(at, part, *m, i)?;
        }
        Ok(())
    }

    /// Stores the vertex indices `v` (a `uvec3` of a triangle, a `uvec2` of a line) of
    /// `primitive`: `llvm.dx.emit.indices` (a line's third index 0, as DXC writes it).
    pub(super) fn emit_indices(&mut self, primitive: Value, v: Value, i: &Inst) -> R<()> {
        let vt = self.emit(|fb| fb.type_of(v));
        let n = match self.b.module().types.get(vt) {
            TypeData::Vector { len, .. } => *len,
            _ => return Err(self.unsupported(
                "a store of one index of a primitive (DXIL emits a primitive's indices together)"
                    .into(),
                i,
            )),
        };
        let mut args = vec![primitive];
        for k in 0..3 {
            args.push(if k < n {
                let at = self.i32_const(i128::from(k));
                self.emit(|fb| fb.extract_element(v, at))
            } else {
                self.i32_const(0)
            });
        }
        let void = self.b.void_type();
        self.call("llvm.dx.emit.indices", &[], void, &args);
        Ok(())
    }
}

/// `ty` with every vector an array of its elements.
fn without_vectors(types: &mut dxil_ir::Types, ty: Type) -> Type {
    match types.get(ty).clone() {
        TypeData::Vector { elem, len, .. } => types.array(elem, u64::from(len)),
        TypeData::Array { elem, len } => {
            let e = without_vectors(types, elem);
            types.array(e, len)
        }
        TypeData::Struct { fields, packed } => {
            let fields = fields.iter().map(|f| without_vectors(types, *f)).collect();
            types.structure(fields, packed)
        }
        _ => ty,
    }
}
