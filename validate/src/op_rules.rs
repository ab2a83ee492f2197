//! Rules on instructions: DXIL operation calls against the op table, and memory
//! operations against where their pointers and handles come from.
//!
//! - `INSTR.ILLEGALDXILOPCODE` / `INSTR.OPCODERESERVED`: the opcode names an operation.
//! - `INSTR.EXPDXILOPCODEREQUIRESEXPSM`: experimental opcodes only in shader model
//!   6.10 (the experimental one).
//! - `INSTR.CALLOLOAD`: a function of another name called with an opcode takes the types
//!   of the operation's own function for its overload.
//! - `INSTR.ILLEGALDXILOPFUNCTION`: the called function is the opcode's class and its
//!   fixed parameter types are the table's; one named as the class with other
//!   parameter types is no overload of it either (`INSTR.OLOAD`, as dxv says).
//! - `INSTR.OLOAD`: the overload (the type where the table says "overload") is one the
//!   operation accepts; `SM.ISSPECIALFLOAT`: 16-bit `IsNaN`-style overloads need 6.9.
//! - `SM.OPCODE`: each entry reaching the call may use the operation (minimum shader
//!   model, stages); `SM.OPCODEININVALIDFUNCTION`: `CreateHandle` is gone from 6.6,
//!   control point reads belong to a hull shader's own functions;
//!   `SM.64BITRAWBUFFERLOADSTORE`: 64-bit raw buffer overloads from 6.3.
//! - `SM.TGSMUNSUPPORTED`: groupshared memory only in compute-like entries.
//! - `INSTR.ATOMICINTRINNONUAV`: atomic operations on UAV handles;
//!   `INSTR.ATOMICCONST`, `INSTR.ATOMICOPNONGROUPSHAREDORRECORD`: LLVM atomics on
//!   writable groupshared memory (or node records).
//! - `INSTR.NOGENERICPTRADDRSPACECAST`: one side of an `addrspacecast` is generic.
//! - `SM.PSCOVERAGEANDINNERCOVERAGE`: no entry reads both `Coverage` and
//!   `InnerCoverage`.

use super::entry_scopes::EntryScope;
use super::value_origins::{base_global, global_in, non_uav_class};
use super::Validation;
use dxil_ir::{Body, CastOp, Function, InstKind, Module, TypeData, Value};
use dxil_model::op_table::{
    check_op_allowed, dx_op_call, numbers, OpCode, OpError, OpInfo, OverloadKind, SigTy,
    EXPERIMENTAL_BASE,
};
use dxil_model::{DxilInfo, ShaderKind, ShaderModel};

/// Groupshared memory's address space.
const GROUPSHARED: u32 = 3;
/// The generic address space.
const GENERIC: u32 = 4;
/// Node records' address space.
const NODE_RECORD: u32 = 6;

/// How a called function fits the operation its opcode names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FunctionFit {
    /// The operation's class and fixed parameter types.
    Fits,
    /// Another class's name.
    OtherName,
    /// The class's name with other parameter types.
    OtherTypes,
}

/// Checks the instruction rules of every defined function into `v`.
pub(super) fn check_instructions(
    m: &Module,
    info: &DxilInfo,
    scopes: &[EntryScope<'_>],
    v: &mut Validation,
) {
    // The functions reading the coverage and the inner coverage.
    let mut coverage = rustc_hash::FxHashSet::default();
    let mut inner_coverage = rustc_hash::FxHashSet::default();
    for (fid, f) in m.functions.iter() {
        let Some(body) = &f.body else { continue };
        let reaching: Vec<&EntryScope<'_>> = scopes
            .iter()
            .filter(|s| s.functions.contains(&fid))
            .collect();
        let extracted = std::cell::OnceCell::new();
        for (_, i) in body.placed_insts() {
            let kind = &body.insts[i].kind;
            let cx = InstContext {
                m,
                info,
                f,
                function: fid,
                body,
                inst: i,
                reaching: &reaching,
                extracted: &extracted,
            };
            if let Some((op, args)) = dx_op_call(m, kind) {
                cx.check_op_call(kind, op, args, v);
                match op {
                    OpCode::COVERAGE => {
                        coverage.insert(fid);
                    }
                    OpCode::INNER_COVERAGE => {
                        inner_coverage.insert(fid);
                    }
                    _ => {}
                }
            }
            cx.check_memory(kind, body.insts[i].ty, v);
        }
    }
    // DXC reports groupshared memory in an entry without a group at the global's
    // first use only.
    let mut reported = rustc_hash::FxHashSet::default();
    v.diagnostics
        .retain(|d| d.rule != "SM.TGSMUNSUPPORTED" || reported.insert(d.message.clone()));
    for scope in scopes {
        let reads = |set: &rustc_hash::FxHashSet<dxil_ir::FuncId>| {
            !set.is_empty() && scope.functions.iter().any(|f| set.contains(f))
        };
        if reads(&coverage) && reads(&inner_coverage) {
            v.push(
                "SM.PSCOVERAGEANDINNERCOVERAGE",
                "InnerCoverage and Coverage are mutually exclusive.".into(),
                format!("entry '{}'", scope.entry.name),
            );
        }
    }
}

struct InstContext<'a> {
    m: &'a Module,
    info: &'a DxilInfo,
    f: &'a Function,
    function: dxil_ir::FuncId,
    body: &'a Body,
    inst: dxil_ir::Inst,
    reaching: &'a [&'a EntryScope<'a>],
    /// The function's `extractvalue` fields read of each aggregate, made once when a
    /// rule needs it.
    extracted: &'a std::cell::OnceCell<super::op_operand_rules::ExtractedFields>,
}

impl InstContext<'_> {
    /// Where the instruction is (worked out only for a diagnostic).
    fn at(&self) -> String {
        super::instruction_location(self.m, self.f, self.inst)
    }

    /// The shader models the function runs under: each reaching entry's, or the
    /// module's when none reaches it (a library's exported function).
    fn shader_models(&self) -> Vec<ShaderModel> {
        if self.reaching.is_empty() {
            return vec![self.info.shader_model];
        }
        let mut out: Vec<ShaderModel> = Vec::new();
        for s in self.reaching {
            if !out.contains(&s.shader_model) {
                out.push(s.shader_model);
            }
        }
        out
    }

    /// The profile DXC names shader model `sm` by in messages: `ps_6_0`, or
    /// `lib_6_8(raygeneration)` for a library's entry.
    fn profile(&self, sm: ShaderModel) -> String {
        match self.reaching.iter().find(|s| s.shader_model == sm) {
            Some(s) => s.profile(self.info),
            None => sm.to_string(),
        }
    }

    fn check_op_call(&self, kind: &InstKind, op: OpCode, args: &[Value], v: &mut Validation) {
        let InstKind::Call {
            callee: Value::Function(callee),
            fn_ty,
            ..
        } = kind
        else {
            return;
        };
        let callee_name = &self.m.functions[*callee].name;
        let Some(info) = op.info() else {
            v.push(
                "INSTR.ILLEGALDXILOPCODE",
                format!("opcode {} names no DXIL operation", op.as_i32()),
                self.at(),
            );
            return;
        };
        if info.is_reserved() {
            v.push(
                "INSTR.OPCODERESERVED",
                format!("opcode {} is reserved", op.as_i32()),
                self.at(),
            );
            return;
        }
        let sm = self.info.shader_model;
        if op.0 >= EXPERIMENTAL_BASE && !sm.at_least(6, 10) {
            v.push(
                "INSTR.EXPDXILOPCODEREQUIRESEXPSM",
                format!(
                    "experimental operation {} used in shader model {sm}, which is not \
                     experimental",
                    info.name
                ),
                self.at(),
            );
        }
        let fit = self.fit_of(info, callee_name, *fn_ty);
        if fit != FunctionFit::Fits {
            v.push(
                "INSTR.ILLEGALDXILOPFUNCTION",
                format!(
                    "@{callee_name} is not a DXIL operation function for {} (its name or \
                     parameter types differ from the operation's)",
                    info.name
                ),
                self.at(),
            );
            // Named otherwise: DXC compares it with the operation's own function for
            // the overload its types give.
            if fit == FunctionFit::OtherName && callee_name.starts_with("dx.op.") {
                if let Some(own) = self.own_function_of_other_type(op, info, *fn_ty) {
                    v.push(
                        "INSTR.CALLOLOAD",
                        format!(
                            "Call to DXIL intrinsic '{own}' does not match an allowed overload \
                             signature."
                        ),
                        self.at(),
                    );
                }
            }
            // Named as the operation's, typed otherwise: DXC finds no overload of it.
            if fit == FunctionFit::OtherTypes {
                v.push(
                    "INSTR.OLOAD",
                    format!(
                        "DXIL intrinsic overload must be valid: @{callee_name} takes other \
                         parameter types than {}'s",
                        info.name
                    ),
                    self.at(),
                );
            }
            return;
        }
        let overload = self.overload_type(info, *fn_ty);
        if let Some((dim, ty)) = overload {
            let accepted = info
                .overloads
                .get(dim)
                .is_none_or(|set| set.accepts(&self.m.types, ty));
            if !accepted {
                v.push(
                    "INSTR.OLOAD",
                    format!(
                        "{} has no {} overload",
                        info.name,
                        dxil_ir::printer::type_to_string(&self.m.types, ty)
                    ),
                    self.at(),
                );
                return;
            }
        }
        let overload = overload.map(|(_, t)| t);
        if info.class == Some("isSpecialFloat") && !sm.at_least(6, 9) {
            let is_half = overload.is_some_and(|t| {
                dxil_model::op_table::overload_kind(&self.m.types, self.m.types.scalar_of(t))
                    == Some(OverloadKind::F16)
            });
            if is_half {
                v.push(
                    "SM.ISSPECIALFLOAT",
                    format!("16-bit {} needs shader model 6.9 (module: {sm})", info.name),
                    self.at(),
                );
            }
        }
        // 64-bit raw buffer accesses came with shader model 6.3.
        let raw_buffer = matches!(info.name, "RawBufferLoad" | "RawBufferStore");
        if raw_buffer && !sm.at_least(6, 3) {
            let wide = overload.is_some_and(|t| {
                matches!(
                    dxil_model::op_table::overload_kind(&self.m.types, self.m.types.scalar_of(t)),
                    Some(OverloadKind::I64 | OverloadKind::F64)
                )
            });
            if wide {
                v.push(
                    "SM.64BITRAWBUFFERLOADSTORE",
                    format!(
                        "i64/f64 {} overloads are allowed after SM 6.3 (module: {sm})",
                        info.name
                    ),
                    self.at(),
                );
            }
        }
        self.check_availability(op, info, overload, v);
        if info.name.starts_with("LinAlg") {
            let ret = match self.m.types.get(*fn_ty) {
                TypeData::Function { ret, .. } => *ret,
                _ => *fn_ty,
            };
            super::linalg_rules::LinAlgCall {
                m: self.m,
                info: self.info,
                body: self.body,
                op: info.name,
                args,
                ret,
                at: &|| self.at(),
            }
            .check(v);
        }
        self.check_op_operands(op, args, v);
        super::resource_op_rules::ResourceOpCall {
            m: self.m,
            info: self.info,
            body: self.body,
            op,
            args,
            at: &|| self.at(),
        }
        .check(v);
        super::op_operand_rules::OperandContext {
            m: self.m,
            info: self.info,
            function: self.function,
            body: self.body,
            reaching: self.reaching,
            at: &|| self.at(),
            call: Some(self.inst),
            extracted: self.extracted,
        }
        .check(op, args, v);
        super::signature_access_rules::SignatureAccess {
            m: self.m,
            function: self.function,
            reaching: self.reaching,
            op: op.0,
            args,
            at: &|| self.at(),
        }
        .check(v);
    }

    /// Whether `name` and `fn_ty` are those of `info`'s function: `dx.op.<class>` with
    /// a suffix or none, the table's parameter count and fixed parameter types.
    /// How the function named `name` of type `fn_ty` fits operation `info`: its
    /// class's name, and the table's fixed parameter types.
    fn fit_of(&self, info: &OpInfo, name: &str, fn_ty: dxil_ir::Type) -> FunctionFit {
        if let Some(class) = info.class {
            let rest = name
                .strip_prefix("dx.op.")
                .and_then(|r| r.strip_prefix(class));
            if !rest.is_some_and(|r| r.is_empty() || r.starts_with('.')) {
                return FunctionFit::OtherName;
            }
        }
        let (Some(sig), TypeData::Function { params, .. }) =
            (info.signature, self.m.types.get(fn_ty))
        else {
            return FunctionFit::Fits;
        };
        let fits =
            params.len() == sig.params.len() + 1
                && sig.params.iter().zip(&params[1..]).all(|(want, &have)| {
                    match fixed_type(*want) {
                        Some(bits) => self.type_is(have, bits),
                        None => true,
                    }
                });
        if fits {
            FunctionFit::Fits
        } else {
            FunctionFit::OtherTypes
        }
    }

    /// The name of `op`'s own function for the overload a function of type `fn_ty`
    /// gives, when that function's type is not `fn_ty` (none when the overload cannot be
    /// told from the types or has no function).
    fn own_function_of_other_type(
        &self,
        op: OpCode,
        info: &OpInfo,
        fn_ty: dxil_ir::Type,
    ) -> Option<String> {
        let overload = self.overload_type(info, fn_ty).map(|(_, t)| t);
        // Declared in a scratch module over a copy of the types, so that a type the
        // declaration needs gets the handle it would get here.
        let mut scratch = Module::new();
        scratch.types = self.m.types.clone();
        let own = dxil_model::op_table::declare_op(&mut scratch, op, overload).ok()?;
        let own = &scratch.functions[own];
        (own.ty != fn_ty).then(|| own.name.to_string())
    }

    fn type_is(&self, ty: dxil_ir::Type, want: FixedType) -> bool {
        match (self.m.types.get(ty), want) {
            (TypeData::Int(w), FixedType::Int(n)) => *w == n,
            (TypeData::Float(k), FixedType::Float(n)) => {
                let bits = match k {
                    dxil_ir::FloatKind::Half => 16,
                    dxil_ir::FloatKind::Float => 32,
                    dxil_ir::FloatKind::Double => 64,
                    _ => 0,
                };
                bits == n
            }
            _ => false,
        }
    }

    /// The overload type of a call to `info`'s function of type `fn_ty`, with the
    /// overload dimension it fills: the type at the first place the signature says
    /// "overload".
    fn overload_type(&self, info: &OpInfo, fn_ty: dxil_ir::Type) -> Option<(usize, dxil_ir::Type)> {
        let sig = info.signature?;
        let TypeData::Function { ret, params, .. } = self.m.types.get(fn_ty) else {
            return None;
        };
        std::iter::once((sig.ret, *ret))
            .chain(
                sig.params
                    .iter()
                    .copied()
                    .zip(params.iter().skip(1).copied()),
            )
            .find_map(|(s, t)| match s {
                SigTy::Overload => Some((0, t)),
                SigTy::OverloadDim(d) => Some((usize::from(d), t)),
                _ => None,
            })
    }

    fn check_availability(
        &self,
        op: OpCode,
        info: &OpInfo,
        overload: Option<dxil_ir::Type>,
        v: &mut Validation,
    ) {
        let is_library = self.info.shader_model.kind == ShaderKind::Library;
        for sm in self.shader_models() {
            if let Err(OpError::ShaderModelTooOld { .. } | OpError::StageNotAllowed { .. }) =
                check_op_allowed(&self.m.types, op, overload, sm, is_library)
            {
                v.push(
                    "SM.OPCODE",
                    format!(
                        "Opcode {} not valid in shader model {}",
                        info.name,
                        self.profile(sm)
                    ),
                    self.at(),
                );
            }
        }
        let sm = self.info.shader_model;
        // CreateHandle (57) gave way to CreateHandleFromBinding in 6.6.
        if op == OpCode::CREATE_HANDLE && sm.at_least(6, 6) {
            v.push(
                "SM.OPCODEININVALIDFUNCTION",
                format!("opcode 'CreateHandle' should only be used in 'Shader model 6.5 and below' (module: {sm})"),
                self.at(),
            );
        }
        // A hull shader's control point function and patch constant function each
        // have their own operations.
        let in_patch_constant = self.reaching.iter().any(|s| s.is_patch_constant);
        let in_control_point = self
            .reaching
            .iter()
            .any(|s| s.kind == ShaderKind::Hull && !s.is_patch_constant);
        let misplaced = match op.0 {
            // OutputControlPointID
            numbers::OUTPUT_CONTROL_POINT_ID if in_patch_constant => Some("hull function"),
            // LoadOutputControlPoint, StorePatchConstant
            numbers::LOAD_OUTPUT_CONTROL_POINT | numbers::STORE_PATCH_CONSTANT
                if in_control_point =>
            {
                Some("PatchConstant function")
            }
            _ => None,
        };
        if let Some(place) = misplaced {
            v.push(
                "SM.OPCODEININVALIDFUNCTION",
                format!("opcode '{}' should only be used in '{place}'", info.name),
                self.at(),
            );
        }
    }

    /// Operands of operations that must come from particular places.
    fn check_op_operands(&self, op: OpCode, args: &[Value], v: &mut Validation) {
        // AtomicBinOp, AtomicCompareExchange: on a UAV.
        if matches!(
            op.0,
            numbers::ATOMIC_BIN_OP | numbers::ATOMIC_COMPARE_EXCHANGE
        ) {
            if let Some(class) = non_uav_class(self.m, self.info, self.body, args) {
                v.push(
                    "INSTR.ATOMICINTRINNONUAV",
                    format!("Non-UAV destination to atomic intrinsic (a {class:?} handle)"),
                    self.at(),
                );
            }
        }
        for &a in args {
            if let Some(g) = global_in(self.m, a, GROUPSHARED) {
                self.check_groupshared_allowed(g, v);
                break;
            }
        }
    }

    /// Groupshared global `g` is used: every reaching entry must have a thread group
    /// (reported once per entry and global: `check_instructions` drops repeats).
    fn check_groupshared_allowed(&self, g: dxil_ir::GlobalId, v: &mut Validation) {
        for s in self.reaching {
            if !matches!(
                s.kind,
                ShaderKind::Compute
                    | ShaderKind::Mesh
                    | ShaderKind::Amplification
                    | ShaderKind::Node
            ) {
                v.push(
                    "SM.TGSMUNSUPPORTED",
                    format!(
                        "Thread Group Shared Memory not supported from non-compute entry \
                         points ({} entry @{}, global @{})",
                        s.kind.stage_name(),
                        self.m.functions[s.function].name,
                        self.m.globals[g].name
                    ),
                    self.at(),
                );
            }
        }
    }

    /// LLVM's memory instructions: atomics, address-space casts, groupshared use.
    fn check_memory(&self, kind: &InstKind, ty: dxil_ir::Type, v: &mut Validation) {
        let atomic_ptr = match kind {
            InstKind::AtomicRmw { ptr, .. } | InstKind::CmpXchg { ptr, .. } => Some(*ptr),
            _ => None,
        };
        if let Some(ptr) = atomic_ptr {
            let global = base_global(self.m, self.body, ptr).map(|g| &self.m.globals[g]);
            if global.is_some_and(|g| g.is_constant) {
                v.push(
                    "INSTR.ATOMICCONST",
                    "Constant destination to atomic.".into(),
                    self.at(),
                );
            } else if let Some(space) = self.pointer_space(ptr) {
                if space != GROUPSHARED && space != NODE_RECORD {
                    v.push(
                        "INSTR.ATOMICOPNONGROUPSHAREDORRECORD",
                        format!(
                            "an atomic on memory of address space {space}, not groupshared \
                             memory or a node record"
                        ),
                        self.at(),
                    );
                }
            }
        }
        if let InstKind::Cast {
            op: CastOp::AddrSpaceCast,
            val,
            ..
        } = kind
        {
            let from = self.pointer_space(*val);
            let to = self.space_of_type(ty);
            if from.is_some_and(|s| s != GENERIC) && to.is_some_and(|s| s != GENERIC) {
                v.push(
                    "INSTR.NOGENERICPTRADDRSPACECAST",
                    format!(
                        "addrspacecast from address space {} to {}: one side must be the \
                         generic address space (4)",
                        from.unwrap_or(0),
                        to.unwrap_or(0)
                    ),
                    self.at(),
                );
            }
        }
        if !matches!(kind, InstKind::Call { .. }) {
            let mut groupshared = None;
            kind.for_each_operand(|o| {
                groupshared = groupshared.or_else(|| global_in(self.m, o, GROUPSHARED))
            });
            if let Some(g) = groupshared {
                self.check_groupshared_allowed(g, v);
            }
        }
    }

    fn pointer_space(&self, ptr: Value) -> Option<u32> {
        self.space_of_type(self.m.type_of(Some(self.f), ptr)?)
    }

    fn space_of_type(&self, ty: dxil_ir::Type) -> Option<u32> {
        match self.m.types.get(ty) {
            TypeData::TypedPtr { addrspace, .. } | TypeData::Ptr { addrspace } => Some(*addrspace),
            _ => None,
        }
    }
}

#[derive(Clone, Copy)]
enum FixedType {
    Int(u32),
    Float(u32),
}

fn fixed_type(t: SigTy) -> Option<FixedType> {
    Some(match t {
        SigTy::I1 => FixedType::Int(1),
        SigTy::I8 => FixedType::Int(8),
        SigTy::I16 => FixedType::Int(16),
        SigTy::I32 => FixedType::Int(32),
        SigTy::I64 => FixedType::Int(64),
        SigTy::F16 => FixedType::Float(16),
        SigTy::F32 => FixedType::Float(32),
        SigTy::F64 => FixedType::Float(64),
        _ => return None,
    })
}
