//! Stores to the components of one typed-buffer element (or texel of a texture), in a
//! row, made one store of the element (issue 32). clang splits `buf[i].xyzw = v` and
//! `buf[i].rgb = ...` into a scalar store per component through the element's
//! pointer; a typed buffer or texture is written a whole element at a time, so
//! resource lowering makes each of those a read of the element, an insertion and a
//! write. DXC writes the element once.
//!
//! A run is two or more stores of the element's scalar type at constant component
//! offsets of one `getpointer` of a typed buffer or texture, in one block, with nothing between
//! them that may read or write memory (other instructions, and calls of functions
//! that touch no memory, may be between). The run becomes one store of the element,
//! at the last store's place: the components stored, in order (a later store to a
//! component wins), inserted into what the element held before the run — the load of
//! it clang made before the run when nothing between may write memory, else a load
//! placed before the first store — or into `poison` when the run writes every
//! component. The stores, and the address computations only they used, go.

use crate::rewrite::{use_counts, FuncCursor};
use dxil_analysis::resource_map::{module_layout, GET_POINTER};
use dxil_ir::intrinsic_name::is_intrinsic;
use dxil_ir::{Inst, InstKind, Module, Type, TypeData, Value};
use dxil_model::layout::DataLayout;

/// One component store of a run.
struct ComponentStore {
    store: Inst,
    component: u32,
    value: Value,
    /// The address computation between the element pointer and the store, if any.
    gep: Option<Inst>,
}

/// Stores in a row to the components of one element.
struct Run {
    element_ptr: Value,
    element: Type,
    stores: Vec<ComponentStore>,
    /// A load of the whole element before the first store with nothing between that
    /// may write memory (clang reads the element a partial write keeps the rest of).
    loaded_before: Option<Inst>,
}

/// Merges the runs of component stores of the function open in `c` (see the module
/// docs); returns how many runs became one store each.
pub fn merge_element_stores(c: &mut FuncCursor<'_>) -> usize {
    let dl = module_layout(c.m);
    let mut runs = Vec::new();
    for b in 0..c.body.layout.len() {
        let b = c.body.layout[b];
        let mut run: Option<Run> = None;
        // The whole-element loads since the last instruction that may write memory.
        let mut loads: Vec<Inst> = Vec::new();
        for k in 0..c.body.blocks[b].insts.len() {
            let i = c.body.blocks[b].insts[k];
            if let Some((element_ptr, element, store)) = component_store(c, &dl, i) {
                match &mut run {
                    Some(r) if r.element_ptr == element_ptr => r.stores.push(store),
                    _ => {
                        runs.extend(run.take());
                        let loaded_before = loads.iter().rev().copied().find(|&l| {
                            let data = &c.body.insts[l];
                            data.ty == element
                                && matches!(data.kind, InstKind::Load { ptr, .. } if ptr == element_ptr)
                        });
                        run = Some(Run {
                            element_ptr,
                            element,
                            stores: vec![store],
                            loaded_before,
                        });
                    }
                }
                loads.clear();
                continue;
            }
            let kind = &c.body.insts[i].kind;
            if !may_touch_memory(c.m, kind) {
                continue;
            }
            runs.extend(run.take());
            match kind {
                InstKind::Load {
                    volatile: false,
                    atomic: None,
                    ..
                } => loads.push(i),
                InstKind::Load { .. } => {}
                _ => loads.clear(),
            }
        }
        runs.extend(run);
    }
    runs.retain(|r| r.stores.len() > 1);
    if runs.is_empty() {
        return 0;
    }
    let mut geps = Vec::new();
    for run in &runs {
        merge(c, run);
        geps.extend(run.stores.iter().filter_map(|s| s.gep));
    }
    // The address computations only the stores used.
    let uses = use_counts(&c.body);
    for g in geps {
        if *uses.get(g) == 0 {
            c.erase(g);
        }
    }
    runs.len()
}

/// Replaces the stores of `run` with one store of the element.
fn merge(c: &mut FuncCursor<'_>, run: &Run) {
    let len = match c.m.types.get(run.element) {
        TypeData::Vector { len, .. } => *len,
        _ => return,
    };
    let mut written = vec![false; len as usize];
    for s in &run.stores {
        written[s.component as usize] = true;
    }
    let (first, last) = match (run.stores.first(), run.stores.last()) {
        (Some(f), Some(l)) => (f.store, l.store),
        _ => return,
    };
    let mut element = if written.iter().all(|&w| w) {
        c.m.consts.poison(run.element)
    } else if let Some(loaded) = run.loaded_before {
        Value::Inst(loaded)
    } else {
        c.before(first);
        c.insert(
            run.element,
            InstKind::Load {
                ptr: run.element_ptr,
                align: None,
                volatile: false,
                atomic: None,
            },
        )
    };
    c.before(last);
    let i32_ty = c.m.types.int(32);
    for s in &run.stores {
        let index = c.m.consts.int(i32_ty, 32, i128::from(s.component));
        element = c.insert(
            run.element,
            InstKind::InsertElement {
                vec: element,
                val: s.value,
                index,
            },
        );
    }
    let void = c.m.types.void();
    c.insert(
        void,
        InstKind::Store {
            val: element,
            ptr: run.element_ptr,
            align: None,
            volatile: false,
            atomic: None,
        },
    );
    for s in &run.stores {
        c.erase(s.store);
    }
}

/// When `i` stores a typed element's scalar at a constant component offset of
/// the element's pointer: that pointer, the element type and the store.
fn component_store(
    c: &mut FuncCursor<'_>,
    dl: &DataLayout,
    i: Inst,
) -> Option<(Value, Type, ComponentStore)> {
    let (val, ptr) = match &c.body.insts[i].kind {
        InstKind::Store {
            val,
            ptr,
            volatile: false,
            atomic: None,
            ..
        } => (*val, *ptr),
        _ => return None,
    };
    let (element_ptr, bytes, gep) = match ptr {
        Value::Inst(g) => match &c.body.insts[g].kind {
            InstKind::Gep {
                base,
                indices,
                source,
                ..
            } => {
                let [index] = indices.as_slice() else {
                    return None;
                };
                let scale = dl.alloc_size(&c.m.types, *source) as i128;
                (*base, c.m.const_int(*index)? * scale, Some(g))
            }
            _ => (ptr, 0, None),
        },
        _ => return None,
    };
    let element = typed_element_of(c, element_ptr)?;
    let scalar = c.m.types.scalar_of(element);
    let value_ty = c.ty(val);
    if value_ty != scalar || value_ty == element {
        return None;
    }
    let size = dl.store_size(&c.m.types, scalar) as i128;
    let len = match c.m.types.get(element) {
        TypeData::Vector { len, .. } => i128::from(*len),
        _ => return None,
    };
    if size == 0 || bytes < 0 || bytes % size != 0 || bytes / size >= len {
        return None;
    }
    Some((
        element_ptr,
        element,
        ComponentStore {
            store: i,
            component: (bytes / size) as u32,
            value: val,
            gep,
        },
    ))
}

/// The element type of the typed buffer or texture whose element `p` points at, when
/// `p` is a `getpointer` of one with vector elements.
fn typed_element_of(c: &FuncCursor<'_>, p: Value) -> Option<Type> {
    let Value::Inst(i) = p else { return None };
    let InstKind::Call {
        callee: Value::Function(f),
        args,
        ..
    } = &c.body.insts[i].kind
    else {
        return None;
    };
    if !is_intrinsic(&c.m.functions[*f].name, GET_POINTER) {
        return None;
    }
    let handle = *args.first()?;
    let handle_ty = match handle {
        Value::Inst(h) => c.body.insts[h].ty,
        _ => return None,
    };
    match c.m.types.get(handle_ty) {
        // Typed buffers and textures are written whole elements (texels) at a time.
        TypeData::TargetExt { name, types, .. }
            if matches!(&**name, "dx.TypedBuffer" | "dx.Texture") =>
        {
            let element = *types.first()?;
            matches!(c.m.types.get(element), TypeData::Vector { .. }).then_some(element)
        }
        _ => None,
    }
}

/// Whether an instruction of `kind` may read or write memory (a call of a function
/// declared `memory(none)` does not).
fn may_touch_memory(m: &Module, kind: &InstKind) -> bool {
    match kind {
        InstKind::Load { .. }
        | InstKind::Store { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::Fence { .. } => true,
        InstKind::Call { callee, .. } => match callee {
            Value::Function(f) => !matches!(
                m.functions[*f].attrs.func.get("memory"),
                Some(dxil_ir::Attribute::Raw(_, args)) if args.trim() == "none"
            ),
            _ => true,
        },
        _ => false,
    }
}
