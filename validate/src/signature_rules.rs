//! Rules on each entry's signatures (the `!dx.entryPoints` signature elements), judged
//! at their signature point with the model's semantic interpretation table.
//!
//! - `SM.CSNOSIGNATURES`: compute shaders have none; `SM.PATCHCONSTANTONLYFORHSDS`:
//!   only hull and domain shaders have patch constants (and mesh shaders primitives).
//! - `META.SIGNATURECOMPTYPE`: a known component type; `META.SYSTEMVALUEROWS`: system
//!   values span one row (but clip/cull distances, targets and tessellation factors);
//!   packed 8-bit types are integers for `META.INTEGERINTERPMODE`.
//! - `META.SEMANTICLEN`; `SM.SEMANTIC`: the semantic kind exists at the point (its
//!   name may differ: dxv accepts `SV_Position` of kind `CullDistance`, named so in the
//!   parts); `META.SEMANTICINDEXMAX`; `META.NOSEMANTICOVERLAP`: each name and index once.
//! - `META.SEMANTICSHOULDBEALLOCATED` / `META.SEMANTICSHOULDNOTBEALLOCATED`: packed
//!   kinds have a location, the others none; `SM.PSTARGETINDEXMATCHESROW`,
//!   `SM.PSTARGETCOL0`.
//! - Packing: `META.SIGNATUREOVERLAP`, `META.SIGNATUREINDEXCONFLICT` (elements
//!   spanning rows share none with system values, nor tessellation factors),
//!   `META.SIGNATUREILLEGALCOMPONENTORDER` (arbitrary < system value < system
//!   generated within a row), `META.INTERPMODEINONEROW`.
//! - `META.INTERPMODEVALID`, `SM.NOINTERPMODE` (vertex inputs, pixel outputs and patch
//!   constants are not interpolated), `META.SIGNATUREOUTOFRANGE` (4 columns, 32 rows),
//!   `META.SIGNATUREDATAWIDTH` (a row's elements are all 16-bit or all 32-bit wide).
//! - `META.INTEGERINTERPMODE`, `META.BARYCENTRICSFLOAT3`,
//!   `META.BARYCENTRICSINTERPOLATION`, `META.BARYCENTRICSTWOPERSPECTIVES`,
//!   `META.CLIPCULLMAXCOMPONENTS`, `META.CLIPCULLMAXROWS`, `META.SEMANTICCOMPTYPE`
//!   (system values' component types), `SM.STREAMINDEXRANGE`, `SM.NOPSOUTPUTIDX`
//!   (pixel shader outputs span one row each), `SM.CONSTANTINTERPMODE` (a mesh shader's
//!   primitive outputs are not interpolated).
//! - `META.DUPLICATESYSVALUE`: a system value once per signature (and stream), but
//!   targets, clip and cull distances, depths and barycentrics, which have their own
//!   rules; `SM.PSMULTIPLEDEPTHSEMANTIC`: one depth output. Both walk the elements as
//!   dxv does, which stops at the first name and index seen twice.
//! - Pixel shaders: `SM.PSOUTPUTSEMANTIC` (outputs are targets, depths, coverage or the
//!   stencil reference), `SM.PSCONSISTENTINTERP` (with a conservative depth output and
//!   no sample-frequency input, `SV_Position` is interpolated without perspective at
//!   the centroid or sample).

use super::entry_rules::entries;
use super::Validation;
use dxil_model::metadata::{tag, EntryPoint, SignatureElement};
use dxil_model::semantic_interpretation::{interpretation, Interpretation, SigKind, SigPoint};
use dxil_model::{DxilInfo, ShaderKind};

/// Semantic kinds used by name below (DXIL::SemanticKind).
mod kind {
    pub const ARBITRARY: u8 = 0;
    pub const POSITION: u8 = 3;
    pub const CLIP_DISTANCE: u8 = 6;
    pub const CULL_DISTANCE: u8 = 7;
    pub const SAMPLE_INDEX: u8 = 12;
    pub const COVERAGE: u8 = 14;
    pub const TARGET: u8 = 16;
    pub const DEPTH: u8 = 17;
    pub const DEPTH_LESS_EQUAL: u8 = 18;
    pub const DEPTH_GREATER_EQUAL: u8 = 19;
    pub const STENCIL_REF: u8 = 20;
    pub const TESS_FACTOR: u8 = 25;
    pub const INSIDE_TESS_FACTOR: u8 = 26;
    pub const BARYCENTRICS: u8 = 28;
}

/// The first semantic kind past the last DXIL knows (`DXIL::SemanticKind::Invalid`).
const INVALID_KIND: u8 = 33;

/// Interpolation modes read by name (DXIL::InterpolationMode).
mod interp {
    pub const CONSTANT: u8 = 1;
    pub const LINEAR_NOPERSPECTIVE_CENTROID: u8 = 5;
    pub const LINEAR_SAMPLE: u8 = 6;
    pub const LINEAR_NOPERSPECTIVE_SAMPLE: u8 = 7;
}

/// The last component type a signature element may have (DXIL::ComponentType
/// PackedU8x32).
const LAST_COMPONENT_TYPE: u8 = 18;

/// Checks every entry's signatures into `v`.
pub(super) fn check_signatures(info: &DxilInfo, v: &mut Validation) {
    for (e, stage) in entries(info) {
        let has_signature =
            !(e.inputs.is_empty() && e.outputs.is_empty() && e.patch_constants.is_empty());
        let patch_constants = matches!(
            stage,
            ShaderKind::Hull | ShaderKind::Domain | ShaderKind::Mesh
        );
        if !e.patch_constants.is_empty() && !patch_constants {
            v.push(
                "SM.PATCHCONSTANTONLYFORHSDS",
                "patch constant signature only valid in HS and DS.".into(),
                format!("entry '{}'", e.name),
            );
        }
        if stage == ShaderKind::Compute && has_signature {
            v.push(
                "SM.CSNOSIGNATURES",
                "Compute shaders must not have shader signatures.".into(),
                format!("entry '{}'", e.name),
            );
        }
        for (sig, elements, what) in [
            (SigKind::Input, &e.inputs, "Input"),
            (SigKind::Output, &e.outputs, "Output"),
            (
                SigKind::PatchConstOrPrim,
                &e.patch_constants,
                "PatchConstant",
            ),
        ] {
            if elements.is_empty() {
                continue;
            }
            let Some(point) = SigPoint::of(stage, sig) else {
                continue;
            };
            let cx = SignatureContext {
                e,
                stage,
                point,
                what,
                elements,
                native_16_bit: info.entry.shader_flags & (1 << 23) != 0,
            };
            cx.check(v);
        }
        if stage == ShaderKind::Pixel {
            check_pixel_signatures(e, v);
        }
    }
}

/// The rules on a pixel shader's outputs and its position's interpolation.
fn check_pixel_signatures(e: &EntryPoint, v: &mut Validation) {
    let at = format!("entry '{}'", e.name);
    for el in &e.outputs {
        let allowed = [
            kind::TARGET,
            kind::COVERAGE,
            kind::DEPTH,
            kind::DEPTH_LESS_EQUAL,
            kind::DEPTH_GREATER_EQUAL,
            kind::STENCIL_REF,
        ];
        if !allowed.contains(&el.system_value) {
            v.push(
                "SM.PSOUTPUTSEMANTIC",
                format!(
                    "Pixel Shader allows output semantics to be SV_Target, SV_Depth, \
                     SV_DepthGreaterEqual, SV_DepthLessEqual, SV_Coverage or SV_StencilRef, \
                     {} found.",
                    el.semantic_name
                ),
                at.clone(),
            );
        }
    }
    // Sample frequency: an SV_SampleIndex input or a sample-interpolated one.
    let sample_rate = e.inputs.iter().any(|el| {
        el.system_value == kind::SAMPLE_INDEX
            || matches!(
                el.interpolation,
                interp::LINEAR_SAMPLE | interp::LINEAR_NOPERSPECTIVE_SAMPLE
            )
    });
    let position = (e.inputs.iter())
        .rev()
        .find(|el| el.system_value == kind::POSITION);
    let depth = (e.outputs.iter()).find(|el| {
        matches!(
            el.system_value,
            kind::DEPTH | kind::DEPTH_LESS_EQUAL | kind::DEPTH_GREATER_EQUAL
        )
    });
    let conservative = depth.is_some_and(|d| d.system_value != kind::DEPTH);
    if let (false, true, Some(p)) = (sample_rate, conservative, position) {
        let allowed = [
            0,
            interp::LINEAR_NOPERSPECTIVE_CENTROID,
            interp::LINEAR_NOPERSPECTIVE_SAMPLE,
        ];
        if !allowed.contains(&p.interpolation) {
            v.push(
                "SM.PSCONSISTENTINTERP",
                format!(
                    "Interpolation mode for PS input position must be \
                     linear_noperspective_centroid or linear_noperspective_sample when \
                     outputting oDepthGE or oDepthLE and not running at sample frequency \
                     ({}).",
                    p.semantic_name
                ),
                at,
            );
        }
    }
}

struct SignatureContext<'a> {
    e: &'a EntryPoint,
    stage: ShaderKind,
    point: SigPoint,
    what: &'static str,
    elements: &'a [SignatureElement],
    /// Whether 16-bit types are native (the module's flag bit 23), so that 16-bit
    /// elements are 16 bits wide in a row (else minimum precision: 32).
    native_16_bit: bool,
}

/// An element's packing category, in the order a row must hold them.
fn category(i: Interpretation) -> u8 {
    match i {
        Interpretation::SystemGenerated => 2,
        Interpretation::SystemValue | Interpretation::ClipCull | Interpretation::TessFactor => 1,
        _ => 0,
    }
}

/// Whether elements of interpretation `i` take a place in the packed registers.
fn is_packed(i: Interpretation) -> bool {
    !matches!(
        i,
        Interpretation::NotAvailable
            | Interpretation::NotInSignature
            | Interpretation::NotPacked
            | Interpretation::Shadow
    )
}

/// The component types a system value may have (DXIL::ComponentType: 5 U32, 3 U16, 8
/// F16, 9 F32), named as DXC names them, and the columns it must have (`SV_Position`:
/// four).
fn required_component_type(kind: u8) -> Option<(&'static str, &'static [u8], Option<u8>)> {
    const FLOAT: (&str, &[u8], Option<u8>) = ("float", &[8, 9], None);
    const UINT: (&str, &[u8], Option<u8>) = ("uint", &[3, 5], None);
    Some(match kind {
        3 => ("float4", &[8, 9], Some(4)),
        6 | 7 | 17..=19 | 25 | 26 => FLOAT,
        1 | 2 | 4 | 5 | 8 | 10 | 11 | 12 | 14 | 15 | 20 | 27 | 29 => UINT,
        _ => return None,
    })
}

fn is_integer(component_type: u8) -> bool {
    // I1, I16, U16, I32, U32, I64, U64; PackedS8x32, PackedU8x32.
    (1..=7).contains(&component_type) || matches!(component_type, 17 | 18)
}

fn stream(el: &SignatureElement) -> i128 {
    el.tags
        .iter()
        .find(|(t, _)| *t == tag::OUTPUT_STREAM)
        .map_or(0, |(_, s)| *s)
}

impl SignatureContext<'_> {
    fn location(&self, el: &SignatureElement) -> String {
        format!(
            "entry '{}', {} signature element {} ({})",
            self.e.name,
            self.what.to_lowercase(),
            el.id,
            el.semantic_name
        )
    }

    fn interp(&self, el: &SignatureElement) -> Interpretation {
        interpretation(el.system_value, self.point)
    }

    fn check(&self, v: &mut Validation) {
        let profile = self.stage.profile_prefix();
        for el in self.elements {
            let at = self.location(el);
            let name = &el.semantic_name;
            if name.is_empty() || name.len() > 64 {
                v.push(
                    "META.SEMANTICLEN",
                    format!("Semantic length must be at least 1 and at most 64 ({name:?})"),
                    at.clone(),
                );
            }
            let i = self.interp(el);
            if i == Interpretation::NotAvailable {
                v.push(
                    "SM.SEMANTIC",
                    format!("Semantic '{name}' is invalid as {profile} {}", self.what),
                    at.clone(),
                );
                continue;
            }
            if el.component_type == 0 || el.component_type > LAST_COMPONENT_TYPE {
                v.push(
                    "META.SIGNATURECOMPTYPE",
                    format!(
                        "signature {name} specifies unrecognized or invalid component type ({}).",
                        el.component_type
                    ),
                    at.clone(),
                );
            }
            let arrays = [
                kind::ARBITRARY,
                kind::CLIP_DISTANCE,
                kind::CULL_DISTANCE,
                kind::TARGET,
                kind::TESS_FACTOR,
                kind::INSIDE_TESS_FACTOR,
            ];
            if el.rows > 1 && !arrays.contains(&el.system_value) {
                v.push(
                    "META.SYSTEMVALUEROWS",
                    format!("rows for system value semantic {name} must be 1."),
                    at.clone(),
                );
            }
            self.check_index_and_place(el, i, &at, v);
            self.check_type_rules(el, &at, v);
        }
        self.check_semantic_overlap(v);
        self.check_system_values_once(v);
        self.check_packing(v);
        self.check_clip_cull(v);
        self.check_barycentric_count(v);
    }

    fn check_index_and_place(
        &self,
        el: &SignatureElement,
        i: Interpretation,
        at: &str,
        v: &mut Validation,
    ) {
        let name = &el.semantic_name;
        let start_index = el.semantic_indices.first().copied().unwrap_or(0);
        let max_index = match el.system_value {
            0 => None,
            kind::TARGET => Some(7),
            kind::CLIP_DISTANCE | kind::CULL_DISTANCE | kind::BARYCENTRICS => Some(1),
            kind::TESS_FACTOR | kind::INSIDE_TESS_FACTOR => None,
            _ => Some(0),
        };
        if let Some(max) = max_index.filter(|&m| start_index > m) {
            v.push(
                "META.SEMANTICINDEXMAX",
                format!("{name} semantic index exceeds maximum ({max})"),
                at.into(),
            );
        }
        let allocated = el.start_row >= 0;
        if is_packed(i) && !allocated {
            v.push(
                "META.SEMANTICSHOULDBEALLOCATED",
                format!(
                    "{} Semantic '{name}' should have a valid packing location",
                    self.what
                ),
                at.into(),
            );
        } else if !is_packed(i) && allocated {
            v.push(
                "META.SEMANTICSHOULDNOTBEALLOCATED",
                format!(
                    "{} Semantic '{name}' should have a packing location of -1",
                    self.what
                ),
                at.into(),
            );
        }
        if i == Interpretation::Target && allocated {
            if i64::from(start_index) != i64::from(el.start_row) {
                v.push(
                    "SM.PSTARGETINDEXMATCHESROW",
                    format!(
                        "SV_Target semantic index must match packed row location (index \
                         {start_index}, row {})",
                        el.start_row
                    ),
                    at.into(),
                );
            }
            if el.start_col != 0 {
                v.push(
                    "SM.PSTARGETCOL0",
                    "SV_Target packed location must start at column 0.".into(),
                    at.into(),
                );
            }
        }
    }

    fn check_type_rules(&self, el: &SignatureElement, at: &str, v: &mut Validation) {
        let name = &el.semantic_name;
        // Interpolation modes run from 0 (undefined) to 7 (8 is "invalid"); vertex inputs, pixel outputs
        // and patch constants are not interpolated.
        if el.interpolation > 7 {
            v.push(
                "META.INTERPMODEVALID",
                format!(
                    "Invalid interpolation mode for '{name}' ({})",
                    el.interpolation
                ),
                at.into(),
            );
        } else if self.point == SigPoint::MsPOut && el.interpolation != interp::CONSTANT {
            v.push(
                "SM.CONSTANTINTERPMODE",
                format!("Interpolation mode for '{name}' should be constant."),
                at.into(),
            );
        } else if el.interpolation != 0
            && matches!(
                self.point,
                SigPoint::VsIn | SigPoint::PsOut | SigPoint::PcOut | SigPoint::DsIn
            )
        {
            v.push(
                "SM.NOINTERPMODE",
                format!("Interpolation mode for '{name}' is set but should be undefined."),
                at.into(),
            );
        }
        if el.start_row >= 0
            && (i64::from(el.start_col) + i64::from(el.cols) > 4
                || i64::from(el.start_row) + i64::from(el.rows) > 32)
        {
            v.push(
                "META.SIGNATUREOUTOFRANGE",
                format!(
                    "signature element {name} at location ({},{}) size ({},{}) is out of range.",
                    el.start_row, el.start_col, el.rows, el.cols
                ),
                at.into(),
            );
        }
        if self.point == SigPoint::PsOut && el.rows > 1 {
            v.push(
                "SM.NOPSOUTPUTIDX",
                format!(
                    "Pixel shader output registers are not indexable ({name} spans {} rows).",
                    el.rows
                ),
                at.into(),
            );
        }
        let kind = dxil_model::semantic_interpretation::effective_kind(el.system_value, self.point);
        if let Some((what, types, cols)) = required_component_type(kind) {
            if !types.contains(&el.component_type) || cols.is_some_and(|c| c != el.cols) {
                v.push(
                    "META.SEMANTICCOMPTYPE",
                    format!("{name} must be {what}."),
                    at.into(),
                );
            }
        }
        // Interpolation modes: 0 undefined, 1 constant, 4/5/7 without perspective.
        if is_integer(el.component_type) && el.interpolation > 1 {
            v.push(
                "META.INTEGERINTERPMODE",
                format!(
                    "signature element {name} specifies invalid interpolation mode for \
                     integer component type"
                ),
                at.into(),
            );
        }
        if el.system_value == kind::BARYCENTRICS && self.point == SigPoint::PsIn {
            // Component type 9 is F32.
            if el.component_type != 9 || el.cols != 3 || el.rows != 1 {
                v.push(
                    "META.BARYCENTRICSFLOAT3",
                    "only 'float3' type is allowed for SV_Barycentrics.".into(),
                    at.into(),
                );
            }
            if el.interpolation == 1 {
                v.push(
                    "META.BARYCENTRICSINTERPOLATION",
                    "SV_Barycentrics cannot be used with 'nointerpolation' type".into(),
                    at.into(),
                );
            }
        }
        let max_stream = if self.stage == ShaderKind::Geometry {
            3
        } else {
            0
        };
        let s = stream(el);
        if !(0..=max_stream).contains(&s) {
            v.push(
                "SM.STREAMINDEXRANGE",
                format!("Stream index ({s}) must between 0 and {max_stream}"),
                at.into(),
            );
        }
    }

    /// Each semantic once per signature (and stream) at each index: a system value by
    /// its kind, whatever its name; another semantic by its name.
    fn check_semantic_overlap(&self, v: &mut Validation) {
        let mut seen: Vec<((u8, String), u32, i128, &str)> = Vec::new();
        for el in self.elements {
            let semantic = if el.system_value > 0 {
                (el.system_value, String::new())
            } else {
                (0, el.semantic_name.to_ascii_lowercase())
            };
            for &index in &el.semantic_indices {
                let first = seen
                    .iter()
                    .find(|(s, i, st, _)| *s == semantic && *i == index && *st == stream(el));
                if let Some((_, _, _, name)) = first {
                    v.push(
                        "META.NOSEMANTICOVERLAP",
                        format!("Semantic '{name}' overlap at {index}"),
                        self.location(el),
                    );
                } else {
                    seen.push((semantic.clone(), index, stream(el), &el.semantic_name));
                }
            }
        }
    }

    /// `META.DUPLICATESYSVALUE` and `SM.PSMULTIPLEDEPTHSEMANTIC`, in dxv's walk: it
    /// skips targets and kinds it does not know, and stops at the first semantic name
    /// (case aside) and index seen twice in a stream.
    fn check_system_values_once(&self, v: &mut Validation) {
        let mut indices: rustc_hash::FxHashSet<(i128, String, u32)> = Default::default();
        let mut kinds: Vec<(i128, u8)> = Vec::new();
        let mut depth_seen = false;
        for el in self.elements {
            let s = if self.point == SigPoint::GsOut {
                stream(el)
            } else {
                0
            };
            let name = el.semantic_name.to_ascii_uppercase();
            for &index in &el.semantic_indices {
                if !indices.insert((s, name.clone(), index)) {
                    return;
                }
            }
            match el.system_value {
                kind::TARGET | kind::ARBITRARY | kind::CLIP_DISTANCE | kind::CULL_DISTANCE => {}
                k if k >= INVALID_KIND || k == kind::BARYCENTRICS => {}
                kind::DEPTH | kind::DEPTH_LESS_EQUAL | kind::DEPTH_GREATER_EQUAL => {
                    if depth_seen {
                        v.push(
                            "SM.PSMULTIPLEDEPTHSEMANTIC",
                            "Pixel Shader only allows one type of depth semantic to be declared."
                                .into(),
                            self.location(el),
                        );
                    }
                    depth_seen = true;
                }
                k => {
                    if kinds.contains(&(s, k)) {
                        v.push(
                            "META.DUPLICATESYSVALUE",
                            format!(
                                "System value {} appears more than once in the same signature.",
                                el.semantic_name
                            ),
                            self.location(el),
                        );
                    }
                    kinds.push((s, k));
                }
            }
        }
    }

    /// The packed elements, in rows and columns.
    fn check_packing(&self, v: &mut Validation) {
        let packed: Vec<&SignatureElement> = self
            .elements
            .iter()
            .filter(|el| el.start_row >= 0 && is_packed(self.interp(el)))
            .collect();
        let rows = |el: &SignatureElement| {
            let start = el.start_row as u32;
            start..start.saturating_add(el.rows)
        };
        let cols = |el: &SignatureElement| {
            let start = el.start_col.max(0) as u32;
            start..start + u32::from(el.cols)
        };
        let overlaps =
            |a: &std::ops::Range<u32>, b: &std::ops::Range<u32>| a.start < b.end && b.start < a.end;
        let describe = |el: &SignatureElement| {
            format!(
                "signature element {} at location ({},{}) size ({},{})",
                el.semantic_name, el.start_row, el.start_col, el.rows, el.cols
            )
        };
        for (n, a) in packed.iter().enumerate() {
            let mut overlap = false;
            let mut index_conflict = false;
            let mut order = false;
            let mut interp = false;
            let mut width = false;
            for (m, b) in packed.iter().enumerate() {
                if n == m || stream(a) != stream(b) || !overlaps(&rows(a), &rows(b)) {
                    continue;
                }
                if overlaps(&cols(a), &cols(b)) {
                    overlap |= m < n;
                    continue;
                }
                if self.indexing_conflicts(a, b) {
                    index_conflict = true;
                }
                if b.start_col > a.start_col && category(self.interp(b)) < category(self.interp(a))
                {
                    order = true;
                }
                if a.interpolation != b.interpolation {
                    interp |= m < n;
                }
                if self.data_width(a) != self.data_width(b) {
                    width |= m < n;
                }
            }
            let at = self.location(a);
            if overlap {
                v.push(
                    "META.SIGNATUREOVERLAP",
                    format!("{} overlaps another signature element.", describe(a)),
                    at.clone(),
                );
            }
            if index_conflict {
                v.push(
                    "META.SIGNATUREINDEXCONFLICT",
                    format!(
                        "{} has an indexing conflict with another signature element packed \
                         into the same row.",
                        describe(a)
                    ),
                    at.clone(),
                );
            }
            if order {
                v.push(
                    "META.SIGNATUREILLEGALCOMPONENTORDER",
                    format!(
                        "{} violates component ordering rule (arb < sv < sgv).",
                        describe(a)
                    ),
                    at.clone(),
                );
            }
            if interp {
                v.push(
                    "META.INTERPMODEINONEROW",
                    format!(
                        "{} has an interpolation mode that differs from another element \
                         packed into the same row.",
                        describe(a)
                    ),
                    at.clone(),
                );
            }
            if width {
                v.push(
                    "META.SIGNATUREDATAWIDTH",
                    format!(
                        "{} has data width that differs from another element packed into \
                         the same row.",
                        describe(a)
                    ),
                    at,
                );
            }
        }
    }

    /// The bits an element's components take in a row: 16 for native 16-bit types
    /// (component types i16 2, u16 3, f16 8), else 32.
    fn data_width(&self, el: &SignatureElement) -> u32 {
        if self.native_16_bit && matches!(el.component_type, 2 | 3 | 8) {
            16
        } else {
            32
        }
    }

    /// Whether `a` and `b` may not share a row: an element spanning rows (indexed)
    /// shares none with a system value or system-generated value, nor a tessellation
    /// factor with another.
    fn indexing_conflicts(&self, a: &SignatureElement, b: &SignatureElement) -> bool {
        let (ia, ib) = (self.interp(a), self.interp(b));
        let system = |i| {
            matches!(
                i,
                Interpretation::SystemValue | Interpretation::SystemGenerated
            )
        };
        let factor = |i| i == Interpretation::TessFactor;
        (a.rows > 1 && system(ib))
            || (b.rows > 1 && system(ia))
            || (factor(ia) && factor(ib) && (a.rows > 1 || b.rows > 1))
    }

    /// `SV_ClipDistance` and `SV_CullDistance` together: 8 components, 2 rows.
    fn check_clip_cull(&self, v: &mut Validation) {
        let clip_cull: Vec<&SignatureElement> = self
            .elements
            .iter()
            .filter(|el| {
                matches!(el.system_value, kind::CLIP_DISTANCE | kind::CULL_DISTANCE)
                    && self.interp(el) == Interpretation::ClipCull
            })
            .collect();
        let components: u32 = clip_cull
            .iter()
            .map(|el| el.rows * u32::from(el.cols))
            .sum();
        let at = format!(
            "entry '{}', {} signature",
            self.e.name,
            self.what.to_lowercase()
        );
        if components > 8 {
            v.push(
                "META.CLIPCULLMAXCOMPONENTS",
                format!(
                    "ClipDistance and CullDistance use more than the maximum of 8 components \
                     combined ({components})."
                ),
                at.clone(),
            );
        }
        let mut rows: Vec<i64> = Vec::new();
        for el in clip_cull.iter().filter(|el| el.start_row >= 0) {
            for r in 0..el.rows {
                let row = i64::from(el.start_row) + i64::from(r);
                if !rows.contains(&row) {
                    rows.push(row);
                }
            }
        }
        if rows.len() > 2 {
            v.push(
                "META.CLIPCULLMAXROWS",
                format!(
                    "ClipDistance and CullDistance occupy more than the maximum of 2 rows \
                     combined ({}).",
                    rows.len()
                ),
                at,
            );
        }
    }

    /// At most two `SV_Barycentrics` inputs, one with perspective and one without.
    fn check_barycentric_count(&self, v: &mut Validation) {
        let modes: Vec<bool> = self
            .elements
            .iter()
            .filter(|el| el.system_value == kind::BARYCENTRICS)
            .map(|el| matches!(el.interpolation, 4 | 5 | 7))
            .collect();
        let too_many = modes.len() > 2 || (modes.len() == 2 && modes[0] == modes[1]);
        if too_many {
            v.push(
                "META.BARYCENTRICSTWOPERSPECTIVES",
                "There can only be up to two input attributes of SV_Barycentrics with \
                 different perspective interpolation mode."
                    .into(),
                format!("entry '{}', input signature", self.e.name),
            );
        }
    }
}
