//! The attributes a geometry, hull, domain or mesh entry carries for the lowering to
//! write its state (docs/stages.md), from the entry's execution modes (and, for
//! tessellation, what the options give from the other stage); a mesh or amplification
//! entry's payload size is the lowering's to measure.

use super::stage_io::Stage;
use super::Translator;
use crate::error::SpirvError;
use crate::tessellation::{entry_modes, TessellationOptions, TessellatorSetup};
use rspirv::spirv::{ExecutionMode, Word};

/// GLSL's `gl_MaxPatchVertices`, the size of a per-vertex array declared without one.
const MAX_PATCH_VERTICES: u32 = 32;

impl Translator<'_, '_> {
    /// The state attributes of entry `entry` (none for other stages).
    pub(super) fn stage_attributes(
        &self,
        entry: Word,
        tess: &TessellationOptions,
    ) -> Result<Vec<(&'static str, String)>, SpirvError> {
        let modes = entry_modes(self.info.module, entry);
        let at = self.info.location(Some(entry), Some("OpExecutionMode"));
        let missing = |what: &str| SpirvError::Unsupported {
            what: format!("a {} shader without {what}", self.stage.name()),
            at: at.clone(),
        };
        let literal = |m: ExecutionMode| {
            modes
                .iter()
                .find(|(x, _)| *x == m)
                .and_then(|(_, v)| v.first().copied())
        };
        let first_of = |table: &[(ExecutionMode, &'static str)]| {
            table
                .iter()
                .find(|(m, _)| modes.iter().any(|(x, _)| x == m))
                .map(|(_, v)| *v)
        };
        let mut attrs: Vec<(&'static str, String)> = Vec::new();
        match self.stage {
            Stage::Geometry => {
                let input = first_of(&[
                    (ExecutionMode::InputPoints, "point"),
                    (ExecutionMode::InputLines, "line"),
                    (ExecutionMode::Triangles, "triangle"),
                    (ExecutionMode::InputLinesAdjacency, "lineadj"),
                    (ExecutionMode::InputTrianglesAdjacency, "triangleadj"),
                ])
                .ok_or_else(|| missing("an input primitive"))?;
                let output = first_of(&[
                    (ExecutionMode::OutputPoints, "point"),
                    (ExecutionMode::OutputLineStrip, "line"),
                    (ExecutionMode::OutputTriangleStrip, "triangle"),
                ])
                .ok_or_else(|| missing("an output primitive"))?;
                let count = literal(ExecutionMode::OutputVertices)
                    .ok_or_else(|| missing("OutputVertices"))?;
                attrs.push(("hlsl.gs.input", input.into()));
                attrs.push(("hlsl.gs.output", output.into()));
                attrs.push(("hlsl.maxvertexcount", count.to_string()));
                let instances = literal(ExecutionMode::Invocations).unwrap_or(1);
                attrs.push(("hlsl.instance", instances.to_string()));
            }
            Stage::Hull => {
                let setup = self.tessellation_setup(entry, tess);
                let outputs = literal(ExecutionMode::OutputVertices)
                    .ok_or_else(|| missing("OutputVertices"))?;
                let give = "(a GLSL tessellation control shader leaves it to the evaluation \
                            shader: give that module as the tessellation partner)";
                let domain = setup
                    .domain
                    .ok_or_else(|| missing(&format!("a tessellation domain {give}")))?;
                let partitioning = setup
                    .partitioning
                    .ok_or_else(|| missing(&format!("a partitioning {give}")))?;
                let topology = setup.topology.unwrap_or("triangle_ccw");
                // GLSL's input patch size is the pipeline's; as many as it outputs
                // unless the options or a sized array say otherwise.
                let inputs = tess
                    .input_control_points
                    .or(self.input_vertices())
                    .unwrap_or(outputs);
                let entry_name = &self.b.module().functions[self.main].name;
                let pcf = super::tessellation_split::patch_constant_name(entry_name);
                attrs.push(("hlsl.patchconstantfunc", pcf));
                attrs.push(("hlsl.inputcontrolpoints", inputs.to_string()));
                attrs.push(("hlsl.outputcontrolpoints", outputs.to_string()));
                attrs.push(("hlsl.domain", domain.into()));
                attrs.push(("hlsl.partitioning", partitioning.into()));
                attrs.push(("hlsl.outputtopology", topology.into()));
            }
            Stage::Domain => {
                let setup = self.tessellation_setup(entry, tess);
                let domain = setup
                    .domain
                    .ok_or_else(|| missing("a tessellation domain"))?;
                let points = tess
                    .output_control_points
                    .or(self.input_vertices())
                    .ok_or_else(|| {
                        missing(
                            "the control point count of its patches (a GLSL evaluation \
                             shader does not declare it: give the control shader's module \
                             as the tessellation partner)",
                        )
                    })?;
                attrs.push(("hlsl.domain", domain.into()));
                attrs.push(("hlsl.inputcontrolpoints", points.to_string()));
            }
            Stage::Mesh => {
                let topology = first_of(&[
                    (ExecutionMode::OutputTrianglesEXT, "triangle"),
                    (ExecutionMode::OutputLinesEXT, "line"),
                ])
                .ok_or_else(|| {
                    missing("an output of triangles or lines (DXIL's mesh shaders have no points)")
                })?;
                let vertices = literal(ExecutionMode::OutputVertices)
                    .ok_or_else(|| missing("OutputVertices"))?;
                let primitives = literal(ExecutionMode::OutputPrimitivesEXT)
                    .ok_or_else(|| missing("OutputPrimitivesEXT"))?;
                attrs.push(("hlsl.outputtopology", topology.into()));
                attrs.push(("hlsl.maxvertices", vertices.to_string()));
                attrs.push(("hlsl.maxprimitives", primitives.to_string()));
            }
            Stage::Compute | Stage::Vertex | Stage::Pixel | Stage::Amplification => {}
        }
        Ok(attrs)
    }

    /// The tessellator setup of a hull entry (its modes', else the options') or
    /// domain entry (its modes').
    pub(super) fn tessellation_setup(
        &self,
        entry: Word,
        tess: &TessellationOptions,
    ) -> TessellatorSetup {
        let own = TessellatorSetup::of_modes(&entry_modes(self.info.module, entry));
        match self.stage {
            Stage::Hull => own.or(&tess.setup),
            _ => own,
        }
    }

    /// The vertices of the per-vertex inputs (the first one's), where the module says
    /// (GLSL's `gl_MaxPatchVertices`-sized arrays are declared without a size).
    fn input_vertices(&self) -> Option<u32> {
        let n = self
            .io
            .iter()
            .find_map(|e| (!e.output).then_some(e.vertices).flatten())?;
        (n != MAX_PATCH_VERTICES || self.compiled_from_hlsl()).then_some(n)
    }

    /// Whether the module says it was compiled from HLSL (`OpSource HLSL`).
    pub(super) fn compiled_from_hlsl(&self) -> bool {
        self.info.module.debug_string_source.iter().any(|i| {
            i.class.opcode == rspirv::spirv::Op::Source
                && matches!(
                    i.operands.first(),
                    Some(rspirv::dr::Operand::SourceLanguage(
                        rspirv::spirv::SourceLanguage::HLSL
                    ))
                )
        })
    }
}
