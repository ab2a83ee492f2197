//! Generates the DXIL operation table (`OpCode` constants and the static `OpInfo`
//! arrays) from `src/op_table/ops.txt`, the one place those facts are written.
//!
//! A malformed table line fails the build with the line number and the reason.

use std::fmt::Write as _;
use std::path::PathBuf;

const TABLE: &str = "src/op_table/ops.txt";
/// Opcode of the first experimental operation (DXIL.rst's ExperimentalOps table).
const EXPERIMENTAL_BASE: u64 = 0x8000_0000;

fn main() {
    println!("cargo:rerun-if-changed={TABLE}");
    println!("cargo:rerun-if-changed=build.rs");
    let text = std::fs::read_to_string(TABLE).unwrap_or_else(|e| panic!("{TABLE}: {e}"));
    let rows = parse_table(&text).unwrap_or_else(|e| panic!("{TABLE}: {e}"));
    let code = generate(&rows).unwrap_or_else(|e| panic!("{TABLE}: {e}"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default()).join("op_table.rs");
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}

/// A shader model version, (major, minor).
type Version = (u32, u32);

/// One parsed line of the table.
struct Row {
    line: usize,
    id: u64,
    name: String,
    class: Option<String>,
    overloads: Vec<(String, String)>,
    attr: Option<&'static str>,
    sm: Option<(Version, Option<Version>)>,
    stages: Option<u32>,
    sig: Option<(String, Vec<String>)>,
    oload_sm: Vec<(char, Version)>,
    const_name: Option<String>,
}

fn parse_table(text: &str) -> Result<Vec<Row>, String> {
    let mut rows = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        rows.push(parse_row(i + 1, line).map_err(|e| format!("line {}: {e}", i + 1))?);
    }
    Ok(rows)
}

fn parse_row(line_no: usize, line: &str) -> Result<Row, String> {
    let cols: Vec<&str> = line.split_whitespace().collect();
    if cols.len() < 8 {
        return Err(format!("expected at least 8 columns, found {}", cols.len()));
    }
    let id: u64 = cols[0]
        .parse()
        .map_err(|_| format!("bad id '{}'", cols[0]))?;
    let unknown = |s: &str| s == "?";
    let class = (!unknown(cols[2])).then(|| cols[2].to_string());
    let overloads = cols[3]
        .split(',')
        .map(|dim| {
            let (s, v) = dim.split_once('<').unwrap_or((dim, ""));
            for c in s.chars().chain(v.chars()) {
                overload_variant(c)?;
            }
            Ok((s.to_string(), v.to_string()))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let attr = if unknown(cols[4]) {
        None
    } else {
        Some(attr_variant(cols[4])?)
    };
    let sm = if unknown(cols[5]) {
        None
    } else {
        let (min, tr) = match cols[5].split_once('/') {
            Some((a, b)) => (a, Some(b)),
            None => (cols[5], None),
        };
        Some((version(min)?, tr.map(version).transpose()?))
    };
    let stages = if unknown(cols[6]) {
        None
    } else if cols[6] == "*" {
        Some((1u32 << 16) - 1)
    } else {
        let mut m = 0u32;
        for s in cols[6].split(',') {
            m |= 1 << stage_bit(s)?;
        }
        Some(m)
    };
    let sig = if unknown(cols[7]) {
        None
    } else {
        let (ret, rest) = cols[7]
            .split_once('(')
            .ok_or_else(|| format!("signature '{}' has no '('", cols[7]))?;
        let params = rest
            .strip_suffix(')')
            .ok_or_else(|| format!("signature '{}' has no closing ')'", cols[7]))?;
        let params: Vec<String> = if params.is_empty() {
            Vec::new()
        } else {
            params.split(',').map(str::to_string).collect()
        };
        for t in std::iter::once(ret).chain(params.iter().map(String::as_str)) {
            sig_token(t)?;
        }
        Some((ret.to_string(), params))
    };
    let mut oload_sm = Vec::new();
    let mut const_name = None;
    for extra in &cols[8..] {
        let (k, v) = extra
            .split_once('=')
            .ok_or_else(|| format!("extra '{extra}' is not key=value"))?;
        match k {
            "oload_sm" => {
                let (c, ver) = v
                    .split_once(':')
                    .ok_or_else(|| format!("oload_sm '{v}' is not L:6.x"))?;
                let mut chars = c.chars();
                let letter = chars.next().ok_or("empty oload_sm letter")?;
                overload_variant(letter)?;
                oload_sm.push((letter, version(ver)?));
            }
            "const" => const_name = Some(v.to_string()),
            _ => return Err(format!("unknown extra key '{k}'")),
        }
    }
    Ok(Row {
        line: line_no,
        id,
        name: cols[1].to_string(),
        class,
        overloads,
        attr,
        sm,
        stages,
        sig,
        oload_sm,
        const_name,
    })
}

fn version(s: &str) -> Result<Version, String> {
    let (a, b) = s
        .split_once('.')
        .ok_or_else(|| format!("bad version '{s}'"))?;
    let p = |x: &str| x.parse::<u32>().map_err(|_| format!("bad version '{s}'"));
    Ok((p(a)?, p(b)?))
}

fn overload_variant(c: char) -> Result<&'static str, String> {
    Ok(match c {
        'v' => "Void",
        'h' => "F16",
        'f' => "F32",
        'd' => "F64",
        '1' => "I1",
        '8' => "I8",
        'w' => "I16",
        'i' => "I32",
        'l' => "I64",
        'u' => "Udt",
        'o' => "Object",
        _ => return Err(format!("unknown overload letter '{c}'")),
    })
}

fn attr_variant(s: &str) -> Result<&'static str, String> {
    Ok(match s {
        "readnone" => "ReadNone",
        "readonly" => "ReadOnly",
        "none" => "None",
        "noduplicate" => "NoDuplicate",
        "noreturn" => "NoReturn",
        "argmemonly" => "ArgMemOnly",
        _ => return Err(format!("unknown attribute '{s}'")),
    })
}

/// The bit of a stage: DXIL's `ShaderKind` numbering (as `ShaderKind as u32`).
fn stage_bit(s: &str) -> Result<u32, String> {
    const STAGES: [&str; 16] = [
        "ps",
        "vs",
        "gs",
        "hs",
        "ds",
        "cs",
        "lib",
        "raygeneration",
        "intersection",
        "anyhit",
        "closesthit",
        "miss",
        "callable",
        "ms",
        "as",
        "node",
    ];
    STAGES
        .iter()
        .position(|&x| x == s)
        .map(|p| p as u32)
        .ok_or_else(|| format!("unknown stage '{s}'"))
}

fn sig_token(t: &str) -> Result<String, String> {
    Ok(match t {
        "v" => "SigTy::Void".into(),
        "i1" => "SigTy::I1".into(),
        "i8" => "SigTy::I8".into(),
        "i16" => "SigTy::I16".into(),
        "i32" => "SigTy::I32".into(),
        "i64" => "SigTy::I64".into(),
        "f16" => "SigTy::F16".into(),
        "f32" => "SigTy::F32".into(),
        "f64" => "SigTy::F64".into(),
        "f32*" => "SigTy::F32Ptr".into(),
        "$o" => "SigTy::Overload".into(),
        "$e" => "SigTy::Element".into(),
        "$i1" => "SigTy::ShapedI1".into(),
        "$i32" => "SigTy::ShapedI32".into(),
        "$r" => "SigTy::ResRet".into(),
        "$cb" => "SigTy::CBufRet".into(),
        "$v4" => "SigTy::FourOf".into(),
        _ => {
            if let Some(n) = t.strip_prefix("$o") {
                let d: u8 = n.parse().map_err(|_| format!("bad token '{t}'"))?;
                format!("SigTy::OverloadDim({d})")
            } else if let Some(n) = t.strip_prefix('%') {
                if n.is_empty() || !n.chars().all(|c| c.is_ascii_alphanumeric()) {
                    return Err(format!("bad struct name '{t}'"));
                }
                format!("SigTy::Named({n:?})")
            } else {
                return Err(format!("unknown signature token '{t}'"));
            }
        }
    })
}

/// `BufferLoad` → `BUFFER_LOAD`, `GSInstanceID` → `GS_INSTANCE_ID`; a table line may
/// override it with `const=NAME`.
fn const_name(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let prev_digit = i > 0 && chars[i - 1].is_ascii_digit();
        let next_digit = chars.get(i + 1).is_some_and(|n| n.is_ascii_digit());
        if c.is_ascii_lowercase() && prev_digit && !next_digit && !out.ends_with('_') {
            // `I16toF16` → `I16_TO_F16`, but `3x4` stays `3X4`.
            out.push('_');
        }
        if c.is_ascii_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            let boundary = prev.is_ascii_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_ascii_uppercase() && next_lower && i >= 2);
            if boundary && !out.ends_with('_') {
                out.push('_');
            }
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

fn mask_expr(letters: &str) -> Result<String, String> {
    if letters.is_empty() {
        return Ok("OverloadMask::EMPTY".into());
    }
    let parts = letters
        .chars()
        .map(|c| overload_variant(c).map(|v| format!("OverloadKind::{v}")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(format!("OverloadMask::of(&[{}])", parts.join(", ")))
}

fn generate(rows: &[Row]) -> Result<String, String> {
    let mut core = Vec::new();
    let mut experimental = Vec::new();
    for r in rows {
        let (list, index) = if r.id >= EXPERIMENTAL_BASE {
            (&mut experimental, r.id - EXPERIMENTAL_BASE)
        } else {
            (&mut core, r.id)
        };
        if index != list.len() as u64 {
            return Err(format!(
                "line {}: opcode {} is out of order (expected {})",
                r.line,
                r.id,
                list.len()
            ));
        }
        list.push(r);
    }
    let mut seen = std::collections::HashSet::new();
    let mut out = String::new();
    out.push_str("// Generated by build.rs from src/op_table/ops.txt. Do not edit.\n\n");
    out.push_str("impl OpCode {\n");
    for r in rows {
        let c = r.const_name.clone().unwrap_or_else(|| const_name(&r.name));
        if !seen.insert(c.clone()) {
            return Err(format!("line {}: constant {c} is not unique", r.line));
        }
        let class = r.class.as_deref().unwrap_or("?");
        writeln!(
            out,
            "    /// `{}` (opcode {}), `dx.op.{class}`.\n    pub const {c}: OpCode = OpCode({});",
            r.name, r.id, r.id
        )
        .map_err(|e| e.to_string())?;
    }
    out.push_str("}\n\n");
    // The same numbers as plain `u32`s, for code that matches a decoded opcode.
    out.push_str(
        "/// Every operation's number as a plain `u32` (`numbers::BUFFER_LOAD`), for \
         matching an opcode read from a call.\npub mod numbers {\n",
    );
    for r in rows {
        let c = r.const_name.clone().unwrap_or_else(|| const_name(&r.name));
        writeln!(
            out,
            "    /// `{}`.\n    pub const {c}: u32 = {};",
            r.name, r.id
        )
        .map_err(|e| e.to_string())?;
    }
    out.push_str("}\n\n");
    for (name, list) in [("CORE_OPS", &core), ("EXPERIMENTAL_OPS", &experimental)] {
        writeln!(out, "static {name}: [OpInfo; {}] = [", list.len()).map_err(|e| e.to_string())?;
        for r in list.iter() {
            out.push_str(&info_expr(r)?);
        }
        out.push_str("];\n\n");
    }
    Ok(out)
}

fn info_expr(r: &Row) -> Result<String, String> {
    let opt = |s: Option<String>| s.map_or("None".to_string(), |v| format!("Some({v})"));
    let overloads = r
        .overloads
        .iter()
        .map(|(s, v)| {
            Ok(format!(
                "OverloadSet {{ scalar: {}, vector_elements: {} }}",
                mask_expr(s)?,
                mask_expr(v)?
            ))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let ver = |(a, b): Version| format!("SmVersion::new({a}, {b})");
    let sig = r
        .sig
        .as_ref()
        .map(|(ret, params)| -> Result<String, String> {
            let ps = params
                .iter()
                .map(|p| sig_token(p))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(format!(
                "Signature {{ ret: {}, params: &[{}] }}",
                sig_token(ret)?,
                ps.join(", ")
            ))
        })
        .transpose()?;
    let oload_sm = r
        .oload_sm
        .iter()
        .map(|(c, v)| overload_variant(*c).map(|k| format!("(OverloadKind::{k}, {})", ver(*v))))
        .collect::<Result<Vec<_>, String>>()?;
    Ok(format!(
        "    OpInfo {{ opcode: OpCode({id}), name: {name:?}, class: {class}, overloads: &[{ol}], \
         attr: {attr}, min_sm: {min}, translated_sm: {tr}, stages: {stages}, signature: {sig}, \
         overload_sm: &[{osm}] }},\n",
        id = r.id,
        name = r.name,
        class = opt(r.class.as_ref().map(|c| format!("{c:?}"))),
        ol = overloads.join(", "),
        attr = opt(r.attr.map(|a| format!("FnAttr::{a}"))),
        min = opt(r.sm.map(|(m, _)| ver(m))),
        tr = opt(r.sm.and_then(|(_, t)| t).map(ver)),
        stages = opt(r.stages.map(|m| format!("StageMask({m:#06x})"))),
        sig = opt(sig),
        osm = oload_sm.join(", "),
    ))
}
