//! The reflection as text for people: one line per fact, tables for bindings and
//! signatures.

use super::{Reflection, SignatureParameter};
use std::fmt::Write;

impl Reflection {
    /// The reflection as readable text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "stage:           {} (shader model {})",
            self.stage, self.shader_model
        );
        if let Some(entry) = &self.entry {
            let _ = writeln!(out, "entry:           {entry}");
        }
        if let Some([x, y, z]) = self.thread_group_size {
            let _ = writeln!(out, "thread group:    {x} x {y} x {z}");
        }
        if let Some(w) = self.wave_size {
            let _ = writeln!(
                out,
                "wave size:       {}..{} (preferred {})",
                w.min, w.max, w.preferred
            );
        }
        if !self.required_features.is_empty() {
            let _ = writeln!(
                out,
                "requires:        {}",
                self.required_features.join(", ")
            );
        }
        if !self.resources.is_empty() {
            let _ = writeln!(out, "\nresources:");
            let _ = writeln!(
                out,
                "  {:<24} {:<8} {:<24} {:>6} {:>9} {:>6}",
                "name", "class", "kind", "space", "register", "count"
            );
            for r in &self.resources {
                let count = r
                    .count
                    .map_or_else(|| "unbounded".to_owned(), |c| c.to_string());
                let mut extra = Vec::new();
                if let Some(t) = &r.element_type {
                    extra.push(t.clone());
                }
                if let Some(s) = r.stride {
                    extra.push(format!("stride {s}"));
                }
                if r.counter {
                    extra.push("counter".into());
                }
                if r.globally_coherent {
                    extra.push("globallycoherent".into());
                }
                if r.rasterizer_ordered {
                    extra.push("rasterizer ordered".into());
                }
                let _ = writeln!(
                    out,
                    "  {:<24} {:<8} {:<24} {:>6} {:>9} {:>6}  {}",
                    r.name,
                    r.class,
                    r.kind,
                    r.space,
                    r.register,
                    count,
                    extra.join(", ")
                );
            }
        }
        if !self.constant_buffers.is_empty() {
            let _ = writeln!(out, "\nconstant buffers:");
            for c in &self.constant_buffers {
                let _ = writeln!(
                    out,
                    "  {} (b{}, space {}): {} bytes",
                    c.name, c.register, c.space, c.size
                );
                for v in &c.variables {
                    let unused = if v.used { "" } else { "  (not read)" };
                    let _ = writeln!(
                        out,
                        "    {:>5} {:>5}  {:<16} {}{unused}",
                        v.offset,
                        v.size,
                        type_name(&v.ty),
                        v.name
                    );
                    members(&mut out, &v.ty, 6);
                }
            }
        }
        let elements: Vec<_> = self
            .resources
            .iter()
            .filter_map(|r| Some((r, r.element.as_ref()?)))
            .collect();
        if !elements.is_empty() {
            let _ = writeln!(
                out,
                "
structured buffer elements:"
            );
            for (r, ty) in elements {
                let stride = r.stride.unwrap_or(0);
                let _ = writeln!(out, "  {}: {} ({stride} bytes)", r.name, type_name(ty));
                members(&mut out, ty, 4);
            }
        }
        for (title, params) in [
            ("inputs", &self.inputs),
            ("outputs", &self.outputs),
            ("patch constants / primitives", &self.patch_constants),
        ] {
            if !params.is_empty() {
                let _ = writeln!(out, "\n{title}:");
                signature_table(&mut out, params);
            }
        }
        if let Some(rs) = &self.root_signature {
            root_signature(&mut out, rs);
        }
        if !self.functions.is_empty() {
            let _ = writeln!(out, "\nfunctions:");
            for f in &self.functions {
                let _ = writeln!(
                    out,
                    "  {} ({}, shader model {}+){}",
                    f.unmangled_name,
                    f.stage,
                    f.min_shader_model,
                    if f.resources.is_empty() {
                        String::new()
                    } else {
                        format!(": {}", f.resources.join(", "))
                    }
                );
                if let Some(n) = &f.node {
                    let _ = writeln!(out, "    node {}[{}], {} launch", n.name, n.index, n.launch);
                }
                for (what, bytes) in [
                    ("payload", f.payload_size),
                    ("attributes", f.attribute_size),
                ] {
                    if let Some(bytes) = bytes {
                        let _ = writeln!(out, "    {what}: {bytes} bytes");
                    }
                }
            }
        }
        // Columns left empty leave no trailing blanks.
        out.lines()
            .map(|l| l.trim_end().to_owned() + "\n")
            .collect()
    }
}

fn signature_table(out: &mut String, params: &[SignatureParameter]) {
    let _ = writeln!(
        out,
        "  {:<24} {:>5} {:>8} {:>5} {:<20} {:<10}",
        "semantic", "index", "register", "mask", "system value", "type"
    );
    for p in params {
        let _ = writeln!(
            out,
            "  {:<24} {:>5} {:>8} {:>5} {:<20} {:<10}",
            p.semantic,
            p.index,
            p.register,
            mask_text(p.mask),
            p.system_value,
            p.component_type
        );
    }
}

fn mask_text(mask: u8) -> String {
    "xyzw"
        .chars()
        .enumerate()
        .map(|(i, c)| if mask & (1 << i) != 0 { c } else { ' ' })
        .collect()
}

/// HLSL's spelling of a variable's type: `float4`, `uint`, `float4x4`, a struct's
/// name; `[N]` after an array.
fn type_name(t: &super::VariableType) -> String {
    let base = match (t.class.as_str(), &t.scalar, &t.name) {
        ("struct", _, Some(name)) => name.clone(),
        ("vector", Some(s), _) => format!("{s}{}", t.columns),
        ("matrix_rows", Some(s), _) => format!("row_major {s}{}x{}", t.rows, t.columns),
        ("matrix_columns", Some(s), _) => format!("{s}{}x{}", t.rows, t.columns),
        (_, Some(s), _) => s.clone(),
        _ => "?".into(),
    };
    if t.elements > 0 {
        format!("{base}[{}]", t.elements)
    } else {
        base
    }
}

/// A struct type's members, one per line at `indent`, with their offsets.
fn members(out: &mut String, t: &super::VariableType, indent: usize) {
    for m in &t.members {
        let _ = writeln!(
            out,
            "{:indent$}{:>5}        {:<16} {}",
            "",
            m.offset,
            type_name(&m.ty),
            m.name
        );
        members(out, &m.ty, indent + 2);
    }
}

/// The root signature section.
fn root_signature(out: &mut String, rs: &super::RootSignatureInfo) {
    let flags = if rs.flags.is_empty() {
        String::new()
    } else {
        format!(", {}", rs.flags.join(" | "))
    };
    let _ = writeln!(out, "\nroot signature (version {}{flags}):", rs.version);
    let slot = |register: Option<u32>, space: Option<u32>| {
        format!(
            "register {}, space {}",
            register.unwrap_or(0),
            space.unwrap_or(0)
        )
    };
    for (i, p) in rs.parameters.iter().enumerate() {
        let what = match p.kind.as_str() {
            "descriptor_table" => format!("table of {} ranges", p.ranges.len()),
            "constants" => format!(
                "{} constants at {}",
                p.num_32bit_values.unwrap_or(0),
                slot(p.register, p.space)
            ),
            kind => format!("root {kind} at {}", slot(p.register, p.space)),
        };
        let _ = writeln!(out, "  {i}: {what} ({})", p.visibility);
        for r in &p.ranges {
            let count = r
                .count
                .map_or_else(|| "unbounded".to_string(), |c| c.to_string());
            let _ = writeln!(
                out,
                "       {} x{count} from register {}, space {}",
                r.kind, r.register, r.space
            );
        }
    }
    for s in &rs.static_samplers {
        let _ = writeln!(
            out,
            "  static sampler s{} (space {}): {}, {}/{}/{} ({})",
            s.register, s.space, s.filter, s.address[0], s.address[1], s.address[2], s.visibility
        );
    }
}
