//! The resource passes on hand-built modules shaped like clang 22's output (the parser
//! is not usable from here yet): `cs_rwbuffer_float4_scale` (typed SRV + UAV + cbuffer),
//! a structured buffer with a counter, implicit bindings and overlapping bindings. Each
//! result is checked against what DXC writes in `dxc-reference`.

use dxil_analysis::resource_map::{analyze_resources, emit_dx_resources};
use dxil_ir::{
    AttrList, Body, ConstData, FloatKind, FuncId, Function, GlobalVar, InstKind, Md, MdData,
    Module, SymbolProps, Type, TypeData, Value,
};
use dxil_lower::pass_manager::{run_passes, PassContext};
use dxil_lower::LowerError;
use dxil_model::ResourceKind;
use dxil_model::ShaderModel;

struct B {
    m: Module,
    f: FuncId,
    body: Body,
    block: dxil_ir::Block,
}

impl B {
    fn new(triple: &str) -> B {
        let mut m = Module::new();
        m.triple = Some(triple.into());
        let void = m.types.void();
        let fty = m.types.function(void, vec![], false);
        let f = m.functions.alloc(Function {
            name: "main".into(),
            ty: fty,
            cc: 0,
            props: SymbolProps::default(),
            addrspace: 0,
            attrs: AttrList::default(),
            param_names: vec![],
            body: None,
        });
        let mut body = Body::default();
        let block = body.add_block(None);
        B { m, f, body, block }
    }

    fn declare(&mut self, name: &str, ret: Type, params: Vec<Type>) -> FuncId {
        let ty = self.m.types.function(ret, params.clone(), false);
        let f = self
            .m
            .functions
            .alloc(Function::new(name, ty, params.len()));
        self.m.pointer_to(ty, 0);
        f
    }

    fn call(&mut self, f: FuncId, args: Vec<Value>) -> Value {
        let fn_ty = self.m.functions[f].ty;
        let ret = match self.m.types.get(fn_ty) {
            TypeData::Function { ret, .. } => *ret,
            _ => unreachable!(),
        };
        Value::Inst(self.body.append(
            self.block,
            ret,
            InstKind::Call {
                callee: Value::Function(f),
                fn_ty,
                args,
                tail: Default::default(),
                cc: 0,
                attrs: Default::default(),
                bundles: Default::default(),
            },
        ))
    }

    fn i32(&mut self, v: i128) -> Value {
        let t = self.m.types.int(32);
        self.m.consts.int(t, 32, v)
    }

    fn string(&mut self, name: &str, text: &str) -> Value {
        let i8t = self.m.types.int(8);
        let mut data = text.as_bytes().to_vec();
        data.push(0);
        let ty = self.m.types.array(i8t, data.len() as u64);
        let init = Value::Const(self.m.consts.intern(ConstData::Bytes { ty, data }));
        let g = self.m.globals.alloc(GlobalVar {
            name: name.into(),
            value_ty: ty,
            addrspace: 0,
            is_constant: true,
            externally_initialized: false,
            thread_local: Default::default(),
            init: Some(init),
            props: SymbolProps::default(),
        });
        self.m.pointer_to(ty, 0);
        Value::Global(g)
    }

    fn global(&mut self, name: &str, ty: Type, addrspace: u32) -> dxil_ir::GlobalId {
        let g = self.m.globals.alloc(GlobalVar {
            name: name.into(),
            value_ty: ty,
            addrspace,
            is_constant: false,
            externally_initialized: false,
            thread_local: Default::default(),
            init: None,
            props: SymbolProps::default(),
        });
        self.m.pointer_to(ty, addrspace);
        g
    }

    fn inst(&mut self, ty: Type, kind: InstKind) -> Value {
        Value::Inst(self.body.append(self.block, ty, kind))
    }

    fn binding(&mut self, handle_ty: Type, space: i128, lb: i128, size: i128, name: &str) -> Value {
        let i32t = self.m.types.int(32);
        let ptr = self.m.types.ptr(0);
        let f = self.declare(
            &format!("llvm.dx.resource.handlefrombinding.{name}"),
            handle_ty,
            vec![i32t, i32t, i32t, i32t, ptr],
        );
        let s = self.string(&format!("{name}.str"), name);
        let args = vec![
            self.i32(space),
            self.i32(lb),
            self.i32(size),
            self.i32(0),
            s,
        ];
        self.call(f, args)
    }

    fn finish(mut self) -> Module {
        let void = self.m.types.void();
        self.body
            .append(self.block, void, InstKind::Ret { val: None });
        self.m.functions[self.f].body = Some(self.body);
        self.m.types.metadata();
        self.m
    }
}

fn target(m: &mut Module, name: &str, types: Vec<Type>, ints: Vec<u32>) -> Type {
    m.types.intern(TypeData::TargetExt {
        name: name.into(),
        types,
        ints,
    })
}

fn md_value(m: &mut Module, ty: Type, value: Value) -> Md {
    m.metadata.alloc(MdData::Value { ty, value })
}

/// `cs_rwbuffer_float4_scale`: Src (Buffer<float4>, t0), Dst (RWBuffer<float4>, u0) and
/// cbuffer ColorTransform { float4 Scale; float4 Bias; uint PixelCount; } at b0.
fn float4_scale() -> Module {
    let mut b = B::new("dxilv1.6-unknown-shadermodel6.6-compute");
    let f32t = b.m.types.float(FloatKind::Float);
    let i32t = b.m.types.int(32);
    let v4 = b.m.types.vector(f32t, 4);
    let layout = b.m.types.structure(vec![v4, v4, i32t], true);
    let cb_ty = target(&mut b.m, "dx.CBuffer", vec![layout], vec![]);
    let srv_ty = target(&mut b.m, "dx.TypedBuffer", vec![v4], vec![0, 0, 0]);
    let uav_ty = target(&mut b.m, "dx.TypedBuffer", vec![v4], vec![1, 0, 0]);
    let cb_global = b.global("ColorTransform.cb", cb_ty, 0);
    let scale = b.global("Scale", v4, 2);
    let bias = b.global("Bias", v4, 2);
    let count = b.global("PixelCount", i32t, 2);
    let ptr = b.m.types.ptr(0);
    let p2 = b.m.types.ptr(2);
    // !hlsl.cbs = !{!{ptr @ColorTransform.cb, ptr addrspace(2) @Scale, ...}}
    let ops = vec![
        Some(md_value(&mut b.m, ptr, Value::Global(cb_global))),
        Some(md_value(&mut b.m, p2, Value::Global(scale))),
        Some(md_value(&mut b.m, p2, Value::Global(bias))),
        Some(md_value(&mut b.m, p2, Value::Global(count))),
    ];
    let node = b.m.metadata.alloc(MdData::Node {
        distinct: false,
        ops,
    });
    b.m.named_metadata.insert("hlsl.cbs".into(), vec![node]);

    let cb = b.binding(cb_ty, 0, 0, 1, "ColorTransform");
    let void = b.m.types.void();
    b.inst(
        void,
        InstKind::Store {
            val: cb,
            ptr: Value::Global(cb_global),
            align: Some(4),
            volatile: false,
            atomic: None,
        },
    );
    let load = |b: &mut B, ty: Type, p: Value| {
        b.inst(
            ty,
            InstKind::Load {
                ptr: p,
                align: Some(16),
                volatile: false,
                atomic: None,
            },
        )
    };
    let n = load(&mut b, i32t, Value::Global(count));
    let dst = b.binding(uav_ty, 0, 0, 1, "Dst");
    let src = b.binding(srv_ty, 0, 0, 1, "Src");
    let gp_srv = b.declare(
        "llvm.dx.resource.getpointer.p0.srv",
        ptr,
        vec![srv_ty, i32t],
    );
    let gp_uav = b.declare(
        "llvm.dx.resource.getpointer.p0.uav",
        ptr,
        vec![uav_ty, i32t],
    );
    let p_src = b.call(gp_srv, vec![src, n]);
    let x = load(&mut b, v4, p_src);
    let s = load(&mut b, v4, Value::Global(scale));
    let bi = load(&mut b, v4, Value::Global(bias));
    let prod = b.inst(
        v4,
        InstKind::Binary {
            op: dxil_ir::BinOp::FMul,
            flags: Default::default(),
            lhs: x,
            rhs: s,
        },
    );
    let sum = b.inst(
        v4,
        InstKind::Binary {
            op: dxil_ir::BinOp::FAdd,
            flags: Default::default(),
            lhs: prod,
            rhs: bi,
        },
    );
    let p_dst = b.call(gp_uav, vec![dst, n]);
    b.inst(
        void,
        InstKind::Store {
            val: sum,
            ptr: p_dst,
            align: Some(16),
            volatile: false,
            atomic: None,
        },
    );
    b.finish()
}

fn run(m: &mut Module, passes: &[&str]) -> Result<(), LowerError> {
    let names: Vec<String> = passes.iter().map(|s| s.to_string()).collect();
    let mut cx = PassContext {
        shader_model: m.triple.as_deref().and_then(ShaderModel::from_triple),
        ..PassContext::default()
    };
    run_passes(m, &names, &mut cx)
}

/// Every call in `m` as (callee name, args).
fn calls(m: &Module) -> Vec<(String, Vec<Value>)> {
    let mut out = Vec::new();
    for (_, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        for (_, i) in body.placed_insts() {
            if let InstKind::Call {
                callee: Value::Function(c),
                args,
                ..
            } = &body.insts[i].kind
            {
                out.push((m.functions[*c].name.to_string(), args.clone()));
            }
        }
    }
    out
}

fn ints_of(m: &Module, v: Value) -> Vec<i128> {
    match v.as_const().map(|c| m.consts.get(c)) {
        Some(ConstData::Aggregate { elems, .. }) => {
            elems.iter().filter_map(|e| m.const_int(*e)).collect()
        }
        Some(ConstData::Zero(_)) => vec![0; 4],
        _ => m.const_int(v).into_iter().collect(),
    }
}

#[test]
fn analysis_matches_dxc_records() {
    let m = float4_scale();
    let map = analyze_resources(&m).unwrap();
    assert_eq!(map.resources.len(), 3);
    let kinds: Vec<_> = map
        .resources
        .iter()
        .map(|r| (r.ty.class as u32, r.ty.kind, r.record_id, r.name.as_str()))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (0, ResourceKind::TypedBuffer, 0, "Src"),
            (1, ResourceKind::TypedBuffer, 0, "Dst"),
            (2, ResourceKind::CBuffer, 0, "ColorTransform"),
        ]
    );
    // DXC: ResourceProperties { 10, 1033 }, { 4106, 1033 }, { 13, 36 }.
    let props: Vec<_> = map
        .resources
        .iter()
        .map(|r| r.ty.annotate_props(&m, false, false))
        .collect();
    assert_eq!(props, vec![(10, 1033), (4106, 1033), (13, 36)]);
}

#[test]
fn dx_resources_has_dxc_shape() {
    let mut m = float4_scale();
    let map = analyze_resources(&m).unwrap();
    let top = emit_dx_resources(&mut m, &map).unwrap();
    let info = {
        // Read back with the lead's reader: the records must parse as DXIL metadata.
        let MdData::Node { ops, .. } = m.metadata[top].clone() else {
            panic!()
        };
        assert_eq!(ops.len(), 4);
        assert!(ops[3].is_none(), "no samplers");
        ops
    };
    let srv_list = info[0].unwrap();
    let MdData::Node { ops, .. } = &m.metadata[srv_list] else {
        panic!()
    };
    let MdData::Node { ops: rec, .. } = &m.metadata[ops[0].unwrap()] else {
        panic!()
    };
    // !{i32 0, %"Buffer<float4>"* undef, !"Src", i32 0, i32 0, i32 1, i32 10, i32 0, !{i32 0, i32 9}}
    assert_eq!(rec.len(), 9);
    let MdData::Value { ty, value } = &m.metadata[rec[1].unwrap()] else {
        panic!()
    };
    assert!(matches!(m.types.get(*ty), TypeData::TypedPtr { .. }));
    assert!(matches!(
        m.consts.get(value.as_const().unwrap()),
        ConstData::Undef(_)
    ));
    let MdData::Node { ops: tags, .. } = &m.metadata[rec[8].unwrap()] else {
        panic!()
    };
    let tag_vals: Vec<_> = tags
        .iter()
        .map(|t| match &m.metadata[t.unwrap()] {
            MdData::Value { value, .. } => m.const_int(*value).unwrap(),
            _ => panic!(),
        })
        .collect();
    assert_eq!(tag_vals, vec![0, 9]);
}

#[test]
fn full_resource_lowering_leaves_only_dx_ops() {
    let mut m = float4_scale();
    run(
        &mut m,
        &[
            "dxil-cbuffer-access",
            "dxil-forward-handle-accesses",
            "dxil-resource-access",
            "dxil-op-lower-resources",
        ],
    )
    .unwrap();
    let calls = calls(&m);
    for (name, _) in &calls {
        assert!(
            !name.starts_with("llvm.dx.resource") && !name.starts_with("llvm.dx.handle"),
            "{name} left"
        );
    }
    assert!(!m.named_metadata.contains_key("hlsl.cbs"));
    for (_, g) in m.globals.iter() {
        assert_ne!(g.addrspace, 2, "cbuffer member @{} left", g.name);
        assert!(
            !matches!(m.types.get(g.value_ty), TypeData::TargetExt { .. }),
            "handle global @{} left",
            g.name
        );
    }
    let names: Vec<&str> = calls.iter().map(|(n, _)| n.as_str()).collect();
    assert!(names.contains(&"dx.op.createHandleFromBinding"));
    assert!(names.contains(&"dx.op.annotateHandle"));
    assert!(names.contains(&"dx.op.bufferLoad.f32"));
    assert!(names.contains(&"dx.op.bufferStore.f32"));
    assert!(names.contains(&"dx.op.cbufferLoadLegacy.i32"));
    assert!(names.contains(&"dx.op.cbufferLoadLegacy.f32"));
    // cbuffer rows: PixelCount in row 2, Scale in row 0, Bias in row 1.
    let rows: Vec<i128> = calls
        .iter()
        .filter(|(n, _)| n.starts_with("dx.op.cbufferLoadLegacy"))
        .map(|(_, a)| m.const_int(a[2]).unwrap())
        .collect();
    assert_eq!(rows, vec![2, 0, 1]);
    // The UAV's ResBind is { 0, 0, 0, i8 1 }; annotate props as DXC.
    let binds: Vec<Vec<i128>> = calls
        .iter()
        .filter(|(n, _)| n == "dx.op.createHandleFromBinding")
        .map(|(_, a)| ints_of(&m, a[1]))
        .collect();
    assert!(binds.contains(&vec![0, 0, 0, 1]));
    assert!(binds.contains(&vec![0, 0, 0, 2]));
    let props: Vec<Vec<i128>> = calls
        .iter()
        .filter(|(n, _)| n == "dx.op.annotateHandle")
        .map(|(_, a)| ints_of(&m, a[2]))
        .collect();
    assert!(props.contains(&vec![4106, 1033]));
    assert!(props.contains(&vec![13, 36]));
    // The store writes four components with mask 15.
    let store = calls
        .iter()
        .find(|(n, _)| n == "dx.op.bufferStore.f32")
        .unwrap();
    assert_eq!(m.const_int(store.1[8]), Some(15));
    // And !dx.resources can still be built from what op lowering left.
    let map = analyze_resources(&m).unwrap();
    assert_eq!(map.resources.len(), 3);
    assert!(emit_dx_resources(&mut m, &map).is_some());
    assert!(!m.named_metadata.contains_key("dxil-emit.resources"));
}

#[test]
fn below_sm66_handles_use_create_handle() {
    let mut m = float4_scale();
    m.triple = Some("dxilv1.0-unknown-shadermodel6.0-compute".into());
    run(
        &mut m,
        &[
            "dxil-cbuffer-access",
            "dxil-resource-access",
            "dxil-op-lower-resources",
        ],
    )
    .unwrap();
    let creates: Vec<Vec<i128>> = calls(&m)
        .iter()
        .filter(|(n, _)| n == "dx.op.createHandle")
        .map(|(_, a)| a.iter().filter_map(|v| m.const_int(*v)).collect())
        .collect();
    // createHandle(57, class, range id, index, non-uniform): DXC's SM 6.0 form.
    assert!(creates.contains(&vec![57, 0, 0, 0, 0]));
    assert!(creates.contains(&vec![57, 1, 0, 0, 0]));
    assert!(creates.contains(&vec![57, 2, 0, 0, 0]));
}

#[test]
fn overlapping_bindings_name_both_resources() {
    let mut b = B::new("dxil-pc-shadermodel6.3-library");
    let f32t = b.m.types.float(FloatKind::Float);
    let uav = target(&mut b.m, "dx.TypedBuffer", vec![f32t], vec![1, 0, 0]);
    b.binding(uav, 0, 0, 10, "A");
    b.binding(uav, 0, 5, 10, "B");
    let mut m = b.finish();
    let err = run(&mut m, &["dxil-post-optimization-validation"]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "resource A at register 0 overlaps with resource B at register 5 in space 0"
    );
    assert!(err.site().is_some());
}

#[test]
fn implicit_bindings_take_the_first_free_range() {
    let mut b = B::new("dxil-pc-shadermodel6.6-compute");
    let f32t = b.m.types.float(FloatKind::Float);
    let i32t = b.m.types.int(32);
    let ptr = b.m.types.ptr(0);
    let uav = target(&mut b.m, "dx.TypedBuffer", vec![f32t], vec![1, 0, 0]);
    b.binding(uav, 0, 2, 1, "A");
    let imp = b.declare(
        "llvm.dx.resource.handlefromimplicitbinding",
        uav,
        vec![i32t, i32t, i32t, i32t, ptr],
    );
    let null = Value::Const(b.m.consts.intern(ConstData::Null(ptr)));
    for (order, size) in [(30, 5), (10, 4), (20, 2)] {
        let args = vec![b.i32(order), b.i32(0), b.i32(size), b.i32(0), null];
        b.call(imp, args);
    }
    let mut m = b.finish();
    run(&mut m, &["dxil-resource-implicit-binding"]).unwrap();
    let lbs: Vec<(i128, i128)> = calls(&m)
        .iter()
        .filter(|(n, _)| n.starts_with("llvm.dx.resource.handlefrombinding"))
        .map(|(_, a)| (m.const_int(a[1]).unwrap(), m.const_int(a[2]).unwrap()))
        .collect();
    // A at u2 (explicit); E[5] → u7, B[4] → u3, C[2] → u0 (LLVM's arrays.ll).
    assert_eq!(lbs, vec![(2, 1), (7, 5), (3, 4), (0, 2)]);
    assert!(m
        .function_by_name("llvm.dx.resource.handlefromimplicitbinding")
        .is_none());
}

#[test]
fn store_to_srv_is_an_error_with_its_site() {
    let mut b = B::new("dxilv1.6-unknown-shadermodel6.6-compute");
    let f32t = b.m.types.float(FloatKind::Float);
    let i32t = b.m.types.int(32);
    let ptr = b.m.types.ptr(0);
    let srv = target(&mut b.m, "dx.TypedBuffer", vec![f32t], vec![0, 0, 0]);
    let h = b.binding(srv, 0, 0, 1, "Ro");
    let gp = b.declare("llvm.dx.resource.getpointer.p0.ro", ptr, vec![srv, i32t]);
    let zero = b.i32(0);
    let p = b.call(gp, vec![h, zero]);
    let one = b.m.consts.intern(ConstData::Float {
        ty: f32t,
        bits: 1.0f32.to_bits() as u128,
    });
    let void = b.m.types.void();
    let store = b.inst(
        void,
        InstKind::Store {
            val: Value::Const(one),
            ptr: p,
            align: None,
            volatile: false,
            atomic: None,
        },
    );
    let mut m = b.finish();
    // Like LLVM's, resource access lowers the store whatever the class; op lowering
    // rejects it, at the instruction that was the store.
    run(&mut m, &["dxil-resource-access"]).unwrap();
    let err = run(&mut m, &["dxil-op-lower"]).unwrap_err();
    assert!(err.to_string().contains("read-only"), "{err}");
    let Value::Inst(store) = store else {
        panic!("the store is an instruction")
    };
    assert!(
        matches!(err.site(), Some(dxil_ir::Site::Inst(_, i)) if i == store),
        "{:?}",
        err.site()
    );
}
