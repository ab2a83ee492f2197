//! `opt -passes='print<dxil-root-signature>'`: the root signatures of
//! `!dx.rootsignatures`, one definition per function, in LLVM's printer's layout. The
//! metadata is checked as the container build checks it, so an invalid root signature
//! is an error in LLVM's words and nothing is printed.
//!
//! Two values are LLVM's analysis's rather than the part's: `StaticSamplersOffset` is 0
//! (LLVM computes it only when writing RTS0), and descriptor flags equal to version
//! 1.1's defaults print as 0, as the RTS0 part writes them.

use crate::error::PartsError as Error;
use crate::rts0::{read_definitions, Definition};
use dxil_container::rts0::{DescriptorRange, RootDescriptor, RootParameterKind};
use dxil_ir::Module;
use std::fmt::Write;

/// Size of the RTS0 header, where the root parameters start.
const ROOT_PARAMETERS_OFFSET: u32 = 24;

/// The printer's text for `m`.
pub fn print(m: &Module) -> Result<String, Error> {
    let definitions = read_definitions(m)?;
    let mut out = String::from("Root Signature Definitions\n");
    for (id, f) in m.functions.iter() {
        let Some(def) = definitions.list.iter().find(|d| d.function == Some(id)) else {
            continue;
        };
        let _ = writeln!(out, "Definition for '{}':", f.name);
        definition(&mut out, def);
    }
    Ok(out)
}

fn definition(out: &mut String, def: &Definition) {
    let rs = &def.signature;
    let version = rs.version.raw();
    let _ = writeln!(out, "  Flags: {:#08x}", rs.flags.0);
    let _ = writeln!(out, "  Version: {version}");
    let _ = writeln!(out, "  RootParametersOffset: {ROOT_PARAMETERS_OFFSET}");
    let _ = writeln!(out, "  NumParameters: {}", rs.parameters.len());
    for p in &rs.parameters {
        let _ = writeln!(out, "  - Parameter Type: {}", parameter_type(&p.kind));
        let visibility = p.visibility.name().unwrap_or("Unknown");
        let _ = writeln!(out, "    Shader Visibility: {visibility}");
        match &p.kind {
            RootParameterKind::Constants {
                shader_register,
                register_space,
                num_32bit_values,
            } => {
                let _ = writeln!(out, "    Register Space: {register_space}");
                let _ = writeln!(out, "    Shader Register: {shader_register}");
                let _ = writeln!(out, "    Num 32 Bit Values: {num_32bit_values}");
            }
            RootParameterKind::Cbv(d) | RootParameterKind::Srv(d) | RootParameterKind::Uav(d) => {
                descriptor(out, d, version)
            }
            RootParameterKind::DescriptorTable(ranges) => {
                let _ = writeln!(out, "    NumRanges: {}", ranges.len());
                for r in ranges {
                    range(out, r, version);
                }
            }
        }
    }
    let _ = writeln!(out, "  NumStaticSamplers: {}", rs.static_samplers.len());
    let _ = writeln!(out, "  StaticSamplersOffset: 0");
}

/// The parameter type's name (D3D12_ROOT_PARAMETER_TYPE).
fn parameter_type(kind: &RootParameterKind) -> &'static str {
    match kind {
        RootParameterKind::DescriptorTable(_) => "DescriptorTable",
        RootParameterKind::Constants { .. } => "Constants32Bit",
        RootParameterKind::Cbv(_) => "CBV",
        RootParameterKind::Srv(_) => "SRV",
        RootParameterKind::Uav(_) => "UAV",
    }
}

fn descriptor(out: &mut String, d: &RootDescriptor, version: u32) {
    let _ = writeln!(out, "    Register Space: {}", d.register_space);
    let _ = writeln!(out, "    Shader Register: {}", d.shader_register);
    if version > 1 {
        let _ = writeln!(out, "    Flags: {}", d.flags.0);
    }
}

fn range(out: &mut String, r: &DescriptorRange, version: u32) {
    let _ = writeln!(out, "    - Range Type: {}", r.range_type.raw());
    let _ = writeln!(out, "      Register Space: {}", r.register_space);
    let _ = writeln!(
        out,
        "      Base Shader Register: {}",
        r.base_shader_register
    );
    let _ = writeln!(out, "      Num Descriptors: {}", r.num_descriptors);
    let _ = writeln!(
        out,
        "      Offset In Descriptors From Table Start: {}",
        r.offset_in_descriptors_from_table_start
    );
    if version > 1 {
        let _ = writeln!(out, "      Flags: {}", r.flags.0);
    }
}
