//! Rules on what an entry and the functions it calls need of it, as DXC's
//! compatibility checker judges them from each function's needs
//! ([`dxil_parts::shader_compat`]: the kinds it may run in, its lowest shader model,
//! derivatives, a visible thread group).
//!
//! - `SM.INCOMPATIBLEOPERATION` (the entry itself) or `SM.INCOMPATIBLECALLINENTRY` (a
//!   function it calls) introduces a conflict, reported at the entry, with one rule per
//!   conflict at the function that introduces it (not at its callers):
//! - `SM.INCOMPATIBLESTAGE`: an operation the entry's stage may not use;
//! - `SM.INCOMPATIBLESHADERMODEL`: one newer than the module's shader model;
//! - `SM.INCOMPATIBLEDERIVLAUNCH`: derivatives in a thread-launch node;
//! - `SM.INCOMPATIBLETHREADGROUPDIM`: derivatives in a compute-like entry whose thread
//!   group is neither 1D with X a multiple of 4 nor 2D/3D with X and Y even;
//! - `SM.INCOMPATIBLEDERIVINCOMPUTESHADERMODEL`: derivatives in a compute, mesh or
//!   amplification shader before shader model 6.6;
//! - `SM.INCOMPATIBLEREQUIRESGROUP`: group shared memory or a group barrier where there
//!   is no thread group (stages other than compute, mesh, amplification and nodes;
//!   thread-launch nodes).

use super::{function_location, Validation};
use dxil_ir::{FuncId, Module};
use dxil_model::metadata::{launch_type_name, EntryPoint};
use dxil_model::{DxilInfo, ShaderKind};
use dxil_parts::shader_compat::{function_needs, FunctionNeeds};
use rustc_hash::{FxHashMap, FxHashSet};

/// The conflicts an entry may have with what a function needs, one bit each.
mod conflict {
    pub const STAGE: u32 = 1;
    pub const SHADER_MODEL: u32 = 2;
    pub const DERIV_LAUNCH: u32 = 4;
    pub const THREAD_GROUP_DIM: u32 = 8;
    pub const DERIV_IN_COMPUTE_SM: u32 = 16;
    pub const REQUIRES_GROUP: u32 = 32;
}

/// A node's launch type that runs each record on its own thread, without a group.
const THREAD_LAUNCH: u32 = 3;

/// Checks every entry against what it and its callees need, into `v`.
pub(super) fn check_entry_compatibility(
    m: &Module,
    info: &DxilInfo,
    graph: &FxHashMap<FuncId, Vec<FuncId>>,
    v: &mut Validation,
) {
    let entries = super::entry_rules::entries(info);
    // (An unknown shader model is `SM.NAME`'s: nothing can be compared with it.)
    let known = super::module_rules::known_shader_model(info.shader_model);
    if !known || entries.iter().all(|(e, _)| e.function.is_none()) {
        return;
    }
    let valver = info
        .validator_version
        .unwrap_or(dxil_parts::DEFAULT_VALIDATOR_VERSION);
    let needs = function_needs(info, m, valver);
    let module = ModuleNeeds {
        m,
        info,
        needs: &needs,
        graph,
    };
    for (entry, kind) in entries {
        let Some(function) = entry.function else {
            continue;
        };
        let Some(own) = needs.get(&function) else {
            continue;
        };
        let checker = Checker::new(&module, entry, kind);
        let mut remaining = checker.conflicts(own);
        if remaining != 0 {
            let mut visited = FxHashSet::default();
            checker.visit(function, &mut remaining, &mut visited, v);
        }
    }
}

/// The module, what each of its functions needs, and what each calls.
struct ModuleNeeds<'a> {
    m: &'a Module,
    info: &'a DxilInfo,
    needs: &'a FxHashMap<FuncId, FunctionNeeds>,
    graph: &'a FxHashMap<FuncId, Vec<FuncId>>,
}

/// One entry, with the conflicts derivatives and a visible group would have in it.
struct Checker<'a> {
    module: &'a ModuleNeeds<'a>,
    entry: &'a EntryPoint,
    kind: ShaderKind,
    /// The conflicts of a function that uses derivatives.
    for_derivatives: u32,
    /// The conflicts of a function that needs a visible group.
    for_group: u32,
}

impl<'a> Checker<'a> {
    fn new(module: &'a ModuleNeeds<'a>, entry: &'a EntryPoint, kind: ShaderKind) -> Self {
        let compute_like = matches!(
            kind,
            ShaderKind::Compute | ShaderKind::Mesh | ShaderKind::Amplification
        );
        let sm = module.info.shader_model;
        let mut for_derivatives = 0;
        let mut for_group = 0;
        if compute_like && !sm.at_least(6, 6) {
            for_derivatives |= conflict::DERIV_IN_COMPUTE_SM;
        } else if kind == ShaderKind::Node && launch_type(entry) == Some(THREAD_LAUNCH) {
            for_group |= conflict::REQUIRES_GROUP;
            for_derivatives |= conflict::DERIV_LAUNCH;
        }
        if compute_like || kind == ShaderKind::Node {
            let [x, y, z] = entry.numthreads.unwrap_or([0; 3]);
            let fits = if y == 1 && z == 1 {
                x % 4 == 0
            } else {
                x % 2 == 0 && y % 2 == 0
            };
            if !fits {
                for_derivatives |= conflict::THREAD_GROUP_DIM;
            }
        } else {
            for_group |= conflict::REQUIRES_GROUP;
        }
        Checker {
            module,
            entry,
            kind,
            for_derivatives,
            for_group,
        }
    }

    /// The conflicts between the entry and a function's needs.
    fn conflicts(&self, needs: &FunctionNeeds) -> u32 {
        let mut found = 0;
        if needs.stage_mask & (1 << self.kind as u32) == 0 {
            found |= conflict::STAGE;
        }
        let sm = self.module.info.shader_model;
        if (sm.major, sm.minor) < (needs.min_sm.major, needs.min_sm.minor) {
            found |= conflict::SHADER_MODEL;
        }
        if needs.uses_derivatives {
            found |= self.for_derivatives;
        }
        if needs.requires_group {
            found |= self.for_group;
        }
        found
    }

    /// Visits `f` and what it calls, depth first in call order, until every conflict
    /// in `remaining` is reported: a function reports the conflicts it has that none
    /// of its callees has (those are theirs). Returns `f`'s conflicts.
    fn visit(
        &self,
        f: FuncId,
        remaining: &mut u32,
        visited: &mut FxHashSet<FuncId>,
        v: &mut Validation,
    ) -> u32 {
        if *remaining == 0 || !visited.insert(f) {
            return 0;
        }
        let Some(needs) = self.module.needs.get(&f) else {
            return 0;
        };
        let own = self.conflicts(needs);
        let mut from_calls = 0;
        for &callee in self.module.graph.get(&f).map_or(&[][..], Vec::as_slice) {
            from_calls |= self.visit(callee, remaining, visited, v);
            if *remaining == 0 {
                return 0;
            }
        }
        let introduced = *remaining & own & !from_calls;
        if introduced != 0 {
            self.report(f, introduced, v);
            *remaining &= !introduced;
        }
        own
    }

    fn report(&self, f: FuncId, found: u32, v: &mut Validation) {
        let entry = self.entry.function.unwrap_or(f);
        let at_entry = function_location(&self.module.m.functions[entry]);
        if f == entry {
            v.push(
                "SM.INCOMPATIBLEOPERATION",
                "Entry function performs some operation that is incompatible with the shader \
                 stage or other entry properties.  See other errors for details."
                    .into(),
                at_entry,
            );
        } else {
            v.push(
                "SM.INCOMPATIBLECALLINENTRY",
                "Entry function calls one or more functions using incompatible features.  See \
                 other errors for details."
                    .into(),
                at_entry,
            );
        }
        let at = || function_location(&self.module.m.functions[f]);
        let [x, y, z] = self.entry.numthreads.unwrap_or([0; 3]);
        let launch = launch_type_name(launch_type(self.entry).unwrap_or(0));
        let rules: [(u32, &'static str, String); 6] = [
            (
                conflict::STAGE,
                "SM.INCOMPATIBLESTAGE",
                format!(
                    "Function uses features incompatible with the shader stage ({}) of the \
                     entry function.",
                    self.kind.profile_prefix()
                ),
            ),
            (
                conflict::SHADER_MODEL,
                "SM.INCOMPATIBLESHADERMODEL",
                "Function uses features incompatible with the shader model.".into(),
            ),
            (
                conflict::DERIV_LAUNCH,
                "SM.INCOMPATIBLEDERIVLAUNCH",
                format!(
                    "Function called from {launch} launch node shader uses derivatives; only \
                     broadcasting and coalescing launch modes support derivatives."
                ),
            ),
            (
                conflict::THREAD_GROUP_DIM,
                "SM.INCOMPATIBLETHREADGROUPDIM",
                format!(
                    "Function uses derivatives in compute-model shader with NumThreads ({x}, \
                     {y}, {z}); derivatives require NumThreads to be 1D and a multiple of 4, \
                     or 2D/3D with X and Y both being a multiple of 2."
                ),
            ),
            (
                conflict::DERIV_IN_COMPUTE_SM,
                "SM.INCOMPATIBLEDERIVINCOMPUTESHADERMODEL",
                "Function uses derivatives in compute-model shader, which is only supported \
                 in shader model 6.6 and above."
                    .into(),
            ),
            (
                conflict::REQUIRES_GROUP,
                "SM.INCOMPATIBLEREQUIRESGROUP",
                "Function requires a visible group, but is called from a shader without one."
                    .into(),
            ),
        ];
        for (bit, rule, message) in rules {
            if found & bit != 0 {
                v.push(rule, message, at());
            }
        }
    }
}

/// A node entry's launch type.
fn launch_type(entry: &EntryPoint) -> Option<u32> {
    entry.node.as_ref().map(|n| n.launch_type)
}
