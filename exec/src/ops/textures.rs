//! Texture operations: texel loads and stores, samples at a level or with gradients,
//! gathers and dimensions, on 1D, 2D and 3D textures with mip levels (see
//! [`crate::buffers::TextureShape`]) and samplers of point or linear filtering with
//! wrap, mirror, clamp or border addressing (see [`crate::pipeline::SamplerDesc`]).
//!
//! A texel's missing channels read as 0, and alpha as 1. Loads outside the texture
//! read zero and stores there are dropped, as Direct3D's do. Linear filtering blends
//! the texels around the sample point (`u * size - 0.5`) and the two mip levels around
//! the LOD; point filtering takes the nearest texel and level.

use super::float::{get_f, put_f};
use super::resources::{arg, view_of};
use crate::buffers::{Resources, SamplerState, TextureShape, ViewKind};
use crate::error::ExecError;
use crate::formats::Format;
use crate::pipeline::{AddressMode, Filter};
use crate::program::{opcode::*, DxInst, Scalar};
use crate::wave::{lanes, GroupCtx, LaneState};

/// A texture view: its index, format, channels and shape.
#[derive(Clone, Copy)]
struct Texture {
    view: u32,
    format: Format,
    channels: u32,
    shape: TextureShape,
}

fn texture(res: &Resources, handle: u64) -> Result<Texture, ExecError> {
    match view_of(res, handle)? {
        (
            view,
            ViewKind::Texture {
                format,
                channels,
                shape,
            },
        ) => Ok(Texture {
            view,
            format,
            channels,
            shape,
        }),
        _ => Err(ExecError::runtime(
            "a texture operation on a resource bound as something else",
        )),
    }
}

fn sampler(res: &Resources, handle: u64) -> Result<SamplerState, ExecError> {
    match view_of(res, handle)? {
        (_, ViewKind::Sampler(s)) => Ok(s),
        _ => Err(ExecError::runtime(
            "a sample with a resource that is not a sampler",
        )),
    }
}

impl Texture {
    /// The byte address of channel `c` of texel `at` of level `level`, if inside.
    fn address(&self, level: u32, at: [i64; 3], c: u32) -> Option<u64> {
        if level >= self.shape.mips || c >= self.channels {
            return None;
        }
        let size = self.shape.level_size(level);
        for (x, n) in at.iter().zip(size) {
            if *x < 0 || *x >= i64::from(n) {
                return None;
            }
        }
        let [w, h, _] = size.map(u64::from);
        let [x, y, z] = at.map(|v| v as u64);
        let texel = self.shape.level_start(level) + (z * h + y) * w + x;
        let fsize = self.format.size() as u64;
        Some((texel * u64::from(self.channels) + u64::from(c)) * fsize)
    }

    /// The raw bits of channel `c` of a texel (`None` outside, or past its channels).
    fn bits(&self, res: &Resources, level: u32, at: [i64; 3], c: u32) -> Option<u64> {
        let addr = self.address(level, at, c)?;
        res.read(self.view, addr, self.format.size())
    }

    /// Channel `c` of a texel as a number (missing channels 0, alpha 1).
    fn value(&self, res: &Resources, level: u32, at: [i64; 3], c: u32) -> f64 {
        match self.bits(res, level, at, c) {
            Some(b) => match self.format.float() {
                Some(ff) => get_f(b, ff, false),
                None if self.format.is_signed_int() => {
                    let bits = self.format.size() as u32 * 8;
                    super::alu::sext(b, bits) as f64
                }
                None => b as f64,
            },
            None if c == 3 && c >= self.channels => 1.0,
            None => 0.0,
        }
    }
}

/// Channel `c`'s bits of a texel for a result of kind `k`: floats converted, integers
/// as they are (missing channels 0, alpha 1).
fn load_bits(t: &Texture, res: &Resources, level: u32, at: [i64; 3], c: u32, k: Scalar) -> u64 {
    match (t.format.float(), k) {
        (_, Scalar::Float(fk)) => put_f(t.value(res, level, at, c), fk, false),
        (None, _) => match t.bits(res, level, at, c) {
            Some(b) => b,
            None if c == 3 && c >= t.channels && t.address(level, at, 0).is_some() => 1,
            None => 0,
        },
        (Some(_), _) => t.bits(res, level, at, c).unwrap_or(0),
    }
}

/// Texel index `i` of an axis of `n` texels under `mode`; `None` for the border.
fn address(mode: AddressMode, i: i64, n: u32) -> Option<i64> {
    let n = i64::from(n.max(1));
    Some(match mode {
        AddressMode::Wrap => i.rem_euclid(n),
        AddressMode::Clamp => i.clamp(0, n - 1),
        AddressMode::Mirror => {
            let m = i.rem_euclid(2 * n);
            if m >= n {
                2 * n - 1 - m
            } else {
                m
            }
        }
        AddressMode::Border if (0..n).contains(&i) => i,
        AddressMode::Border => return None,
    })
}

/// The four channels of `t` filtered at normalized `uvw` (texel `offset`s added) in
/// level `level`.
fn filter_level(
    t: &Texture,
    s: &SamplerState,
    res: &Resources,
    level: u32,
    uvw: [f64; 3],
    offset: [i64; 3],
) -> [f64; 4] {
    let size = t.shape.level_size(level);
    let dims = usize::from(t.shape.dims);
    // Per axis: the texels and their weights.
    let mut taps: Vec<Vec<(Option<i64>, f64)>> = Vec::new();
    for a in 0..3 {
        if a >= dims {
            taps.push(vec![(Some(0), 1.0)]);
            continue;
        }
        let n = size[a];
        let x = uvw[a] * f64::from(n) + offset[a] as f64;
        taps.push(match s.filter {
            Filter::Point => vec![(address(s.address[a], x.floor() as i64, n), 1.0)],
            Filter::Linear => {
                let t0 = x - 0.5;
                let i0 = t0.floor();
                let f = t0 - i0;
                vec![
                    (address(s.address[a], i0 as i64, n), 1.0 - f),
                    (address(s.address[a], i0 as i64 + 1, n), f),
                ]
            }
        });
    }
    let border = s.border.map(|b| f64::from(f32::from_bits(b)));
    let mut out = [0.0; 4];
    for (x, wx) in &taps[0] {
        for (y, wy) in &taps[1] {
            for (z, wz) in &taps[2] {
                let w = wx * wy * wz;
                if w == 0.0 {
                    continue;
                }
                for (c, o) in out.iter_mut().enumerate() {
                    let v = match (x, y, z) {
                        (Some(x), Some(y), Some(z)) => t.value(res, level, [*x, *y, *z], c as u32),
                        _ => border[c],
                    };
                    *o += w * v;
                }
            }
        }
    }
    out
}

/// The four channels of `t` sampled at `uvw` with level of detail `lod`.
fn sample(
    t: &Texture,
    s: &SamplerState,
    res: &Resources,
    uvw: [f64; 3],
    offset: [i64; 3],
    lod: f64,
) -> [f64; 4] {
    let [min_lod, max_lod] = s.lod_range.map(|b| f64::from(f32::from_bits(b)));
    let top = f64::from(t.shape.mips.saturating_sub(1));
    let lod = lod.max(min_lod.max(0.0)).min(max_lod.min(top));
    let lod = if lod.is_nan() { 0.0 } else { lod };
    match s.filter {
        Filter::Point => {
            let level = (lod + 0.5).floor() as u32;
            filter_level(t, s, res, level.min(t.shape.mips - 1), uvw, offset)
        }
        Filter::Linear => {
            let l0 = lod.floor();
            let f = lod - l0;
            let l0 = l0 as u32;
            let a = filter_level(t, s, res, l0, uvw, offset);
            if f == 0.0 || l0 + 1 >= t.shape.mips {
                return a;
            }
            let b = filter_level(t, s, res, l0 + 1, uvw, offset);
            std::array::from_fn(|c| a[c] * (1.0 - f) + b[c] * f)
        }
    }
}

/// Executes a texture operation (`TextureLoad`, `TextureStore`, `SampleLevel`,
/// `SampleGrad`, `TextureGather`).
pub fn exec(
    dx: &DxInst,
    mask: u128,
    st: &mut LaneState<'_>,
    ctx: &mut GroupCtx<'_>,
) -> Result<(), ExecError> {
    let res = &mut *ctx.resources;
    let k = dx.kind;
    let float = |st: &LaneState, r: u32, l: usize| -> f64 {
        match k {
            Scalar::Float(ff) => get_f(st.get(r, l), ff, false),
            _ => f64::from(f32::from_bits(st.get(r, l) as u32)),
        }
    };
    let coord_f = |st: &LaneState, r: u32, l: usize| f64::from(f32::from_bits(st.get(r, l) as u32));
    let int = |st: &LaneState, r: u32, l: usize| i64::from(st.get(r, l) as u32 as i32);
    let put = |st: &mut LaneState, l: usize, v: [f64; 4]| {
        for (i, x) in v.into_iter().enumerate() {
            let bits = match k {
                Scalar::Float(fk) => put_f(x, fk, false),
                _ => (x as i64) as u64 & 0xffff_ffff,
            };
            st.set(dx.dst + i as u32, l, bits);
        }
        st.set(dx.dst + 4, l, 1);
    };
    match dx.op {
        TEXTURE_LOAD => {
            for l in lanes(mask) {
                let t = texture(res, st.get(arg(dx, 0)?, l))?;
                let level = st.get(arg(dx, 1)?, l) as u32;
                let level = if t.shape.mips == 1 { 0 } else { level };
                let mut at = [0i64; 3];
                for (a, x) in at.iter_mut().enumerate().take(usize::from(t.shape.dims)) {
                    *x = int(st, arg(dx, 2 + a)?, l) + int(st, arg(dx, 5 + a)?, l);
                }
                for c in 0..4u32 {
                    let v = load_bits(&t, res, level, at, c, k);
                    st.set(dx.dst + c, l, v);
                }
                st.set(dx.dst + 4, l, 1);
            }
        }
        TEXTURE_STORE => {
            let write_mask = dx.aux[0];
            for l in lanes(mask) {
                let t = texture(res, st.get(arg(dx, 0)?, l))?;
                let mut at = [0i64; 3];
                for (a, x) in at.iter_mut().enumerate().take(usize::from(t.shape.dims)) {
                    *x = int(st, arg(dx, 1 + a)?, l);
                }
                for c in 0..4u32 {
                    if write_mask & (1 << c) == 0 {
                        continue;
                    }
                    let Some(addr) = t.address(0, at, c) else {
                        continue;
                    };
                    let v = st.get(arg(dx, 4 + c as usize)?, l);
                    let bits = match (t.format.float(), k) {
                        (Some(ff), Scalar::Float(fk)) => put_f(get_f(v, fk, false), ff, false),
                        _ => v,
                    };
                    res.write(t.view, addr, t.format.size(), bits);
                }
            }
        }
        SAMPLE_LEVEL | SAMPLE_GRAD | TEXTURE_GATHER => {
            for l in lanes(mask) {
                let t = texture(res, st.get(arg(dx, 0)?, l))?;
                let s = sampler(res, st.get(arg(dx, 1)?, l))?;
                let dims = usize::from(t.shape.dims);
                let mut uvw = [0.0; 3];
                let mut offset = [0i64; 3];
                let offsets = if dx.op == TEXTURE_GATHER { 2 } else { 3 };
                for a in 0..dims {
                    uvw[a] = coord_f(st, arg(dx, 2 + a)?, l);
                    if a < offsets {
                        offset[a] = int(st, arg(dx, 6 + a)?, l);
                    }
                }
                let v = match dx.op {
                    SAMPLE_LEVEL => sample(&t, &s, res, uvw, offset, float(st, arg(dx, 9)?, l)),
                    SAMPLE_GRAD => {
                        // An isotropic LOD: the longer gradient, in texels of level 0.
                        let mut longest: f64 = 0.0;
                        for g in [9, 12] {
                            let mut len2 = 0.0;
                            for a in 0..dims {
                                let d = float(st, arg(dx, g + a)?, l) * f64::from(t.shape.size[a]);
                                len2 += d * d;
                            }
                            longest = longest.max(len2.sqrt());
                        }
                        sample(&t, &s, res, uvw, offset, longest.log2())
                    }
                    _ => {
                        // The channel of the four texels around the point, level 0:
                        // (u0, v1), (u1, v1), (u1, v0), (u0, v0).
                        let channel = st.get(arg(dx, 8)?, l) as u32;
                        let point = SamplerState {
                            filter: Filter::Point,
                            ..s
                        };
                        let [w, h, _] = t.shape.level_size(0).map(f64::from);
                        let (du, dv) = (0.5 / w, 0.5 / h);
                        let at = |x: f64, y: f64| {
                            let uv = [uvw[0] + x, uvw[1] + y, uvw[2]];
                            filter_level(&t, &point, res, 0, uv, offset)[channel as usize & 3]
                        };
                        [at(-du, dv), at(du, dv), at(du, -dv), at(-du, -dv)]
                    }
                };
                put(st, l, v);
            }
        }
        _ => return Err(ExecError::unsupported(format!("dx.op opcode {}", dx.op))),
    }
    Ok(())
}

/// `GetDimensions` of a texture at mip level `level`: width, height, depth and the
/// level count.
pub fn dimensions(kind: ViewKind, level: u32) -> Option<[u64; 4]> {
    let ViewKind::Texture { shape, .. } = kind else {
        return None;
    };
    let [w, h, d] = shape.level_size(level);
    let dims = usize::from(shape.dims);
    let mut out = [
        u64::from(w),
        u64::from(h),
        u64::from(d),
        u64::from(shape.mips),
    ];
    for x in out.iter_mut().take(3).skip(dims) {
        *x = 0;
    }
    Some(out)
}
