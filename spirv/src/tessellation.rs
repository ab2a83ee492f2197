//! What a tessellation shader needs from the other tessellation stage of its pipeline.
//!
//! Direct3D declares the tessellator's setup on the hull shader (domain, partitioning,
//! output topology) and the control point count on both; GLSL declares the setup on the
//! evaluation shader and the count on the control shader (and the input patch size in
//! the pipeline, `patchControlPoints`). A module compiled from HLSL (glslang, DXC
//! `-spirv`) has all of it on each entry; one from GLSL takes the rest from the
//! partner module ([`TessellationOptions::from_partner`]) or the options.

use crate::error::SpirvError;
use rspirv::dr::{Module, Operand};
use rspirv::spirv::{ExecutionMode, ExecutionModel};

/// The tessellator's setup, as HLSL's hull attributes name it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TessellatorSetup {
    /// `tri`, `quad` or `isoline`.
    pub domain: Option<&'static str>,
    /// `integer`, `fractional_even` or `fractional_odd`.
    pub partitioning: Option<&'static str>,
    /// `point`, `line`, `triangle_cw` or `triangle_ccw`.
    pub topology: Option<&'static str>,
}

/// What a tessellation entry takes from outside its module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TessellationOptions {
    /// The setup a hull shader declares (from the evaluation shader of a GLSL
    /// pipeline).
    pub setup: TessellatorSetup,
    /// The control points of an input patch (a hull shader's; GLSL leaves it to the
    /// pipeline's `patchControlPoints`).
    pub input_control_points: Option<u32>,
    /// The control points the hull shader outputs (a domain shader's input patch).
    pub output_control_points: Option<u32>,
}

impl TessellatorSetup {
    /// The setup execution modes `modes` declare (each missing part `None`).
    pub fn of_modes(modes: &[(ExecutionMode, Vec<u32>)]) -> TessellatorSetup {
        let has = |m: ExecutionMode| modes.iter().any(|(x, _)| *x == m);
        let domain = [
            (ExecutionMode::Triangles, "tri"),
            (ExecutionMode::Quads, "quad"),
            (ExecutionMode::Isolines, "isoline"),
        ]
        .into_iter()
        .find(|(m, _)| has(*m))
        .map(|(_, d)| d);
        let partitioning = [
            (ExecutionMode::SpacingEqual, "integer"),
            (ExecutionMode::SpacingFractionalEven, "fractional_even"),
            (ExecutionMode::SpacingFractionalOdd, "fractional_odd"),
        ]
        .into_iter()
        .find(|(m, _)| has(*m))
        .map(|(_, p)| p);
        // Points when asked for, lines for isolines, else triangles in the declared
        // order (GLSL's default counter-clockwise).
        let topology = if has(ExecutionMode::PointMode) {
            Some("point")
        } else if domain == Some("isoline") {
            Some("line")
        } else if has(ExecutionMode::VertexOrderCw) {
            Some("triangle_cw")
        } else if has(ExecutionMode::VertexOrderCcw) || domain.is_some() {
            Some("triangle_ccw")
        } else {
            None
        };
        TessellatorSetup {
            domain,
            partitioning,
            topology,
        }
    }

    /// Each part of `self`, or of `other` where `self` has none.
    pub fn or(&self, other: &TessellatorSetup) -> TessellatorSetup {
        TessellatorSetup {
            domain: self.domain.or(other.domain),
            partitioning: self.partitioning.or(other.partitioning),
            topology: self.topology.or(other.topology),
        }
    }
}

impl TessellationOptions {
    /// What the other tessellation stage's module (SPIR-V `words`) gives: an
    /// evaluation entry's setup, a control entry's output control points.
    pub fn from_partner(words: &[u32]) -> Result<TessellationOptions, SpirvError> {
        crate::check_instruction_sizes(words)?;
        let start = crate::function_code::first_function(words);
        let module = crate::load_sections(&words[..start])?;
        let mut out = TessellationOptions::default();
        for (model, entry) in entries(&module) {
            let modes = entry_modes(&module, entry);
            match model {
                ExecutionModel::TessellationEvaluation => {
                    out.setup = out.setup.or(&TessellatorSetup::of_modes(&modes));
                }
                ExecutionModel::TessellationControl => {
                    out.output_control_points = out.output_control_points.or(modes
                        .iter()
                        .find(|(m, _)| *m == ExecutionMode::OutputVertices)
                        .and_then(|(_, v)| v.first().copied()));
                }
                _ => {}
            }
        }
        if out == TessellationOptions::default() {
            return Err(SpirvError::Entry(
                "the tessellation partner module has no tessellation entry point".into(),
            ));
        }
        Ok(out)
    }
}

/// The entry points of `module`: execution model and function.
fn entries(module: &Module) -> Vec<(ExecutionModel, u32)> {
    module
        .entry_points
        .iter()
        .filter_map(|e| match (e.operands.first(), e.operands.get(1)) {
            (Some(Operand::ExecutionModel(m)), Some(Operand::IdRef(f))) => Some((*m, *f)),
            _ => None,
        })
        .collect()
}

/// The execution modes of entry function `entry` with their literal operands.
pub(crate) fn entry_modes(module: &Module, entry: u32) -> Vec<(ExecutionMode, Vec<u32>)> {
    module
        .execution_modes
        .iter()
        .filter_map(|m| {
            let (Some(Operand::IdRef(f)), Some(Operand::ExecutionMode(mode))) =
                (m.operands.first(), m.operands.get(1))
            else {
                return None;
            };
            let literals = m.operands[2..]
                .iter()
                .filter_map(|o| match o {
                    Operand::LiteralBit32(v) => Some(*v),
                    _ => None,
                })
                .collect();
            (*f == entry).then_some((*mode, literals))
        })
        .collect()
}
