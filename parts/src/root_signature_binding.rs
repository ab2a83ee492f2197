//! Whether a root signature binds every resource the shader uses. DXIL's validator
//! rejects a container whose root signature leaves one of the module's resources
//! unbound ("Root Signature in DXIL container is not compatible with shader"); a
//! driver would have nothing to read. Each resource range of `!dx.resources` must lie
//! in a parameter visible to the shader's stage: a root descriptor or root constants
//! of its class, register and space, a descriptor table range of its class, or, for
//! a sampler, a static sampler.

use crate::error::PartsError as Error;
use dxil_container::rts0::{
    DescriptorRangeType, RootParameterKind, RootSignature, ShaderVisibility,
};
use dxil_model::metadata::{Resource, ResourceClass, Resources};
use dxil_model::ShaderKind;

/// An error naming the first resource of `resources` that `rs` does not bind for
/// `stage`.
pub fn check_resources_bound(
    rs: &RootSignature,
    resources: &Resources,
    stage: ShaderKind,
) -> Result<(), Error> {
    for r in resources.iter() {
        if !is_bound(rs, r, stage) {
            let class = match r.class {
                ResourceClass::Srv => ("SRV", 't'),
                ResourceClass::Uav => ("UAV", 'u'),
                ResourceClass::Cbv => ("CBV", 'b'),
                ResourceClass::Sampler => ("sampler", 's'),
            };
            return Err(Error::RootSignature(format!(
                "the root signature does not bind {} '{}' ({}{}, space {}) that the shader uses",
                class.0, r.name, class.1, r.lower_bound, r.space
            )));
        }
    }
    Ok(())
}

/// Whether a parameter of visibility `v` is seen by `stage`.
fn visible(v: ShaderVisibility, stage: ShaderKind) -> bool {
    let wanted = match stage {
        ShaderKind::Vertex => ShaderVisibility::Vertex,
        ShaderKind::Hull => ShaderVisibility::Hull,
        ShaderKind::Domain => ShaderVisibility::Domain,
        ShaderKind::Geometry => ShaderVisibility::Geometry,
        ShaderKind::Pixel => ShaderVisibility::Pixel,
        ShaderKind::Amplification => ShaderVisibility::Amplification,
        ShaderKind::Mesh => ShaderVisibility::Mesh,
        // Compute (and any other stage) sees every parameter.
        _ => return true,
    };
    v == ShaderVisibility::All || v == wanted
}

/// Whether registers `[lower, lower + count)` of `space` lie in `[base, base + n)` of
/// `base_space` (`n` of `u32::MAX` is unbounded).
fn covers(base: u32, n: u32, base_space: u32, lower: u32, count: u32, space: u32) -> bool {
    if space != base_space || lower < base {
        return false;
    }
    let end = u64::from(lower) + u64::from(count);
    n == u32::MAX || end <= u64::from(base) + u64::from(n)
}

fn is_bound(rs: &RootSignature, r: &Resource, stage: ShaderKind) -> bool {
    let count = r.range_size;
    let one = |reg: u32, space: u32| count == 1 && covers(reg, 1, space, r.lower_bound, 1, r.space);
    let params = rs
        .parameters
        .iter()
        .filter(|p| visible(p.visibility, stage));
    for p in params {
        let bound = match (&p.kind, r.class) {
            (RootParameterKind::Cbv(d), ResourceClass::Cbv)
            | (RootParameterKind::Srv(d), ResourceClass::Srv)
            | (RootParameterKind::Uav(d), ResourceClass::Uav) => {
                one(d.shader_register, d.register_space)
            }
            (
                RootParameterKind::Constants {
                    shader_register,
                    register_space,
                    ..
                },
                ResourceClass::Cbv,
            ) => one(*shader_register, *register_space),
            (RootParameterKind::DescriptorTable(ranges), class) => ranges.iter().any(|range| {
                let matches_class = matches!(
                    (range.range_type, class),
                    (DescriptorRangeType::Srv, ResourceClass::Srv)
                        | (DescriptorRangeType::Uav, ResourceClass::Uav)
                        | (DescriptorRangeType::Cbv, ResourceClass::Cbv)
                        | (DescriptorRangeType::Sampler, ResourceClass::Sampler)
                );
                matches_class
                    && covers(
                        range.base_shader_register,
                        range.num_descriptors,
                        range.register_space,
                        r.lower_bound,
                        count,
                        r.space,
                    )
            }),
            _ => false,
        };
        if bound {
            return true;
        }
    }
    r.class == ResourceClass::Sampler
        && rs
            .static_samplers
            .iter()
            .filter(|s| visible(s.visibility, stage))
            .any(|s| one(s.shader_register, s.register_space))
}
