//! Reading a pipeline description from YAML.

use super::yaml::{load, Node};
use super::{
    AddressMode, BufferDesc, DenormMode, Filter, Pipeline, ResourceDesc, ResourceKind, ResultRule,
    RootParameterDesc, Rule, SamplerDesc, ShaderDesc,
};
use crate::error::ExecError;
use crate::formats::{parse_float, parse_int, Format};

/// Largest buffer the description may ask for (all array elements), in bytes.
pub const MAX_BUFFER_BYTES: u64 = 1 << 30;

/// Parses a pipeline description: the YAML itself, or a whole offload `test.txt`
/// (its pipeline section is taken).
pub fn parse_pipeline(text: &str) -> Result<Pipeline, ExecError> {
    let yaml_text = if text.contains("#--- ") || text.contains("//--- ") {
        super::pipeline_section(text)
    } else {
        text.to_string()
    };
    let docs = load(&indent_flow_continuations(&yaml_text))?;
    let doc = docs
        .into_iter()
        .next()
        .ok_or_else(|| ExecError::pipeline("empty document"))?;
    if !matches!(doc, Node::Map(_)) {
        return Err(ExecError::pipeline("the document is not a mapping"));
    }
    let shaders = list(doc.get("Shaders"), "Shaders")?
        .iter()
        .map(|s| {
            Ok(ShaderDesc {
                stage: req_str(s, "Stage")?.to_string(),
                entry: opt_str(s, "Entry")?.unwrap_or("main").to_string(),
            })
        })
        .collect::<Result<Vec<_>, ExecError>>()?;
    let dispatch = match doc.get("DispatchParameters").get("DispatchGroupCount") {
        Node::Null => [1, 1, 1],
        y => {
            let v = list(y, "DispatchGroupCount")?;
            if v.len() != 3 {
                return Err(ExecError::pipeline("DispatchGroupCount needs three values"));
            }
            let mut out = [0u32; 3];
            for (o, y) in out.iter_mut().zip(v) {
                *o = as_u32(y, "DispatchGroupCount")?;
            }
            out
        }
    };
    let buffers = list(doc.get("Buffers"), "Buffers")?
        .iter()
        .map(buffer)
        .collect::<Result<Vec<_>, _>>()?;
    let results = list(doc.get("Results"), "Results")?
        .iter()
        .map(result_rule)
        .collect::<Result<Vec<_>, _>>()?;
    let mut descriptor_sets = Vec::new();
    for set in list(doc.get("DescriptorSets"), "DescriptorSets")? {
        let resources = list(set.get("Resources"), "Resources")?
            .iter()
            .map(resource)
            .collect::<Result<Vec<_>, _>>()?;
        descriptor_sets.push(resources);
    }
    let root_parameters = list(
        doc.get("RuntimeSettings")
            .get("DirectX")
            .get("RootParameters"),
        "RootParameters",
    )?
    .iter()
    .map(root_parameter)
    .collect::<Result<Vec<_>, _>>()?;
    let samplers = list(doc.get("Samplers"), "Samplers")?
        .iter()
        .map(sampler)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Pipeline {
        shaders,
        dispatch,
        buffers,
        results,
        descriptor_sets,
        root_parameters,
        samplers,
    })
}

/// `text` with CRs dropped and the continuation lines of flow collections (`[`...`]`)
/// indented past the line that opened them. LLVM's YAML reader, which wrote the
/// offload suite, accepts `Data: [` followed by values at the key's own indentation;
/// strict YAML does not. Empty entries of such lists (`1,, 2`) are dropped too.
fn indent_flow_continuations(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 256);
    let mut depth = 0i32;
    let mut opener_indent = 0usize;
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        let body = line.trim_start();
        let indent = line.len() - body.len();
        if depth > 0 && !body.is_empty() {
            out.extend(std::iter::repeat_n(' ', opener_indent + 2));
            // LLVM's reader also skips empty entries (`1,, 2`).
            let mut b = body.to_string();
            while b.contains(",,") {
                b = b.replace(",,", ",");
            }
            out.push_str(&b);
        } else {
            out.push_str(line);
        }
        out.push('\n');
        let before = depth;
        let code = body.split(" #").next().unwrap_or("");
        let code = if code.starts_with('#') { "" } else { code };
        for c in code.chars() {
            match c {
                '[' | '{' => depth += 1,
                ']' | '}' => depth = (depth - 1).max(0),
                _ => {}
            }
        }
        if before == 0 && depth > 0 {
            opener_indent = indent;
        }
    }
    out
}

/// The items of a YAML list (none if the key is absent).
fn list<'a>(y: &'a Node, what: &str) -> Result<&'a [Node], ExecError> {
    match y {
        Node::Seq(v) => Ok(v),
        Node::Null => Ok(&[]),
        _ => Err(ExecError::pipeline(format!("{what} must be a list"))),
    }
}

/// The text of a scalar.
fn scalar(y: &Node) -> Option<String> {
    match y {
        Node::Scalar(s) => Some(s.clone()),
        _ => None,
    }
}

fn opt_str<'a>(y: &'a Node, key: &str) -> Result<Option<&'a str>, ExecError> {
    match y.get(key) {
        Node::Null => Ok(None),
        Node::Scalar(s) => Ok(Some(s)),
        _ => Err(ExecError::pipeline(format!("{key} must be a string"))),
    }
}

fn req_str<'a>(y: &'a Node, key: &str) -> Result<&'a str, ExecError> {
    opt_str(y, key)?.ok_or_else(|| ExecError::pipeline(format!("missing {key}")))
}

fn as_u32(y: &Node, what: &str) -> Result<u32, ExecError> {
    scalar(y)
        .and_then(|s| parse_int(&s))
        .and_then(|i| u32::try_from(i).ok())
        .ok_or_else(|| ExecError::pipeline(format!("{what} must be an unsigned 32-bit integer")))
}

fn opt_u32(y: &Node, key: &str) -> Result<Option<u32>, ExecError> {
    match y.get(key) {
        Node::Null => Ok(None),
        v => as_u32(v, key).map(Some),
    }
}

fn opt_f64(y: &Node, key: &str) -> Result<Option<f64>, ExecError> {
    match y.get(key) {
        Node::Null => Ok(None),
        v => scalar(v)
            .and_then(|s| parse_float(&s))
            .map(Some)
            .ok_or_else(|| ExecError::pipeline(format!("{key} must be a number"))),
    }
}

fn opt_bool(y: &Node, key: &str) -> Result<bool, ExecError> {
    match y.get(key) {
        Node::Null => Ok(false),
        // The spellings LLVM's YAML reader takes for a boolean.
        Node::Scalar(s)
            if matches!(
                s.as_str(),
                "true" | "True" | "TRUE" | "yes" | "Yes" | "YES" | "on" | "On" | "ON" | "y" | "Y"
            ) =>
        {
            Ok(true)
        }
        Node::Scalar(s)
            if matches!(
                s.as_str(),
                "false"
                    | "False"
                    | "FALSE"
                    | "no"
                    | "No"
                    | "NO"
                    | "off"
                    | "Off"
                    | "OFF"
                    | "n"
                    | "N"
            ) =>
        {
            Ok(false)
        }
        _ => Err(ExecError::pipeline(format!("{key} must be true or false"))),
    }
}

fn buffer(y: &Node) -> Result<BufferDesc, ExecError> {
    let name = req_str(y, "Name")?.to_string();
    let fmt_name = req_str(y, "Format")?;
    let format = Format::from_name(fmt_name)
        .ok_or_else(|| ExecError::pipeline(format!("buffer {name}: unknown format {fmt_name}")))?;
    let ctx = |e: String| ExecError::pipeline(format!("buffer {name}: {e}"));
    let array_size = opt_u32(y, "ArraySize")?;
    let fill_size = opt_u32(y, "FillSize")?;
    let fill_value = match y.get("FillValue") {
        Node::Null => None,
        v => Some(scalar(v).ok_or_else(|| ctx("FillValue must be a number".into()))?),
    };
    let encode_list = |items: &[Node]| -> Result<Vec<u8>, ExecError> {
        let mut bytes = Vec::with_capacity(items.len() * format.size());
        for item in items {
            let text = scalar(item).ok_or_else(|| ctx("Data values must be scalars".into()))?;
            format.encode(&text, &mut bytes).map_err(ctx)?;
        }
        Ok(bytes)
    };
    let filled = |size: u32| -> Result<Vec<u8>, ExecError> {
        if u64::from(size) > MAX_BUFFER_BYTES {
            return Err(ctx(format!("FillSize {size} is over the limit")));
        }
        let mut one = Vec::new();
        format
            .encode(fill_value.as_deref().unwrap_or("0"), &mut one)
            .map_err(ctx)?;
        let size = size as usize;
        let mut out = one.repeat(size / one.len().max(1));
        out.extend_from_slice(&one[..size - out.len()]);
        Ok(out)
    };
    let count = array_size.unwrap_or(1).max(1);
    if count > 1 << 16 {
        return Err(ctx(format!("ArraySize {count} is over the limit")));
    }
    let data = match (y.get("Data"), fill_size) {
        (Node::Seq(items), _) if array_size.is_some() => {
            let mut out = Vec::new();
            for item in items {
                match item {
                    Node::Seq(inner) => out.push(encode_list(inner)?),
                    _ => return Err(ctx("Data of an array buffer must be a list of lists".into())),
                }
            }
            if out.len() != count as usize {
                return Err(ctx(format!(
                    "{} Data lists for ArraySize {count}",
                    out.len()
                )));
            }
            out
        }
        (Node::Seq(items), _) => vec![encode_list(items)?],
        (Node::Null, Some(size)) => {
            if u64::from(size) * u64::from(count) > MAX_BUFFER_BYTES {
                return Err(ctx(format!("{count} x FillSize {size} is over the limit")));
            }
            vec![filled(size)?; count as usize]
        }
        (Node::Null, None) => vec![Vec::new(); count as usize],
        _ => return Err(ctx("Data must be a list".into())),
    };
    let props = y.get("OutputProps");
    Ok(BufferDesc {
        channels: opt_u32(y, "Channels")?.unwrap_or(1).clamp(1, 4),
        stride: opt_u32(y, "Stride")?,
        output_props: [
            opt_u32(props, "Width")?.unwrap_or(0),
            opt_u32(props, "Height")?.unwrap_or(0),
            opt_u32(props, "Depth")?.unwrap_or(0),
        ],
        mip_levels: opt_u32(props, "MipLevels")?.unwrap_or(1).max(1),
        name,
        format,
        data,
    })
}

fn denorm_mode(y: &Node) -> Result<DenormMode, ExecError> {
    match opt_str(y, "DenormMode")? {
        None | Some("Any") => Ok(DenormMode::Any),
        Some("FTZ") => Ok(DenormMode::Ftz),
        Some("Preserve") => Ok(DenormMode::Preserve),
        Some(other) => Err(ExecError::pipeline(format!("unknown DenormMode {other}"))),
    }
}

fn result_rule(y: &Node) -> Result<ResultRule, ExecError> {
    let name = req_str(y, "Result")?.to_string();
    let rule = match req_str(y, "Rule")? {
        "BufferExact" => Rule::Exact,
        "BufferFloatULP" => Rule::FloatUlp {
            ulp: u64::from(opt_u32(y, "ULPT")?.unwrap_or(0)),
            denorm: denorm_mode(y)?,
            zero_tolerance: opt_f64(y, "ZeroTolerance")?,
        },
        "BufferFloatEpsilon" => Rule::FloatEpsilon {
            epsilon: opt_f64(y, "Epsilon")?.unwrap_or(0.0),
            denorm: denorm_mode(y)?,
        },
        other => {
            return Err(ExecError::pipeline(format!(
                "result {name}: unknown rule {other}"
            )))
        }
    };
    Ok(ResultRule {
        rule,
        actual: req_str(y, "Actual")?.to_string(),
        expected: req_str(y, "Expected")?.to_string(),
        name,
    })
}

fn sampler(y: &Node) -> Result<SamplerDesc, ExecError> {
    let name = req_str(y, "Name")?.to_string();
    let ctx = |what: String| ExecError::pipeline(format!("sampler {name}: {what}"));
    let filter = match opt_str(y, "Filter")? {
        None | Some("Point") => Filter::Point,
        Some("Linear") => Filter::Linear,
        Some(other) => return Err(ctx(format!("unknown Filter {other}"))),
    };
    let mode = |key: &str, default: AddressMode| -> Result<AddressMode, ExecError> {
        Ok(match opt_str(y, key)? {
            None => default,
            Some("Wrap") => AddressMode::Wrap,
            Some("Mirror") => AddressMode::Mirror,
            Some("Clamp") => AddressMode::Clamp,
            Some("Border") => AddressMode::Border,
            Some(other) => return Err(ctx(format!("unknown {key} {other}"))),
        })
    };
    let all = mode("Address", AddressMode::Clamp)?;
    let address = [
        mode("AddressU", all)?,
        mode("AddressV", all)?,
        mode("AddressW", all)?,
    ];
    let mut border = [0.0f32; 4];
    if let Node::Seq(items) = y.get("BorderColor") {
        if items.len() != 4 {
            return Err(ctx("BorderColor needs four values".into()));
        }
        for (b, item) in border.iter_mut().zip(items) {
            *b = scalar(item)
                .and_then(|t| t.parse::<f32>().ok())
                .ok_or_else(|| ctx("BorderColor values must be numbers".into()))?;
        }
    }
    let lod_range = [
        opt_f64(y, "MinLOD")?.unwrap_or(0.0) as f32,
        opt_f64(y, "MaxLOD")?.unwrap_or(f64::from(f32::MAX)) as f32,
    ];
    Ok(SamplerDesc {
        name,
        filter,
        address,
        border,
        lod_range,
    })
}

fn resource(y: &Node) -> Result<ResourceDesc, ExecError> {
    let kind_name = req_str(y, "Kind")?.to_string();
    let binding = y.get("DirectXBinding");
    Ok(ResourceDesc {
        name: req_str(y, "Name")?.to_string(),
        kind: ResourceKind::from_name(&kind_name),
        kind_name,
        register: opt_u32(binding, "Register")?,
        space: opt_u32(binding, "Space")?.unwrap_or(0),
        has_counter: opt_bool(y, "HasCounter")?,
        tiles_mapped: if opt_bool(y, "IsReserved")? {
            Some(opt_u32(y, "TilesMapped")?.unwrap_or(0))
        } else {
            None
        },
    })
}

fn root_parameter(y: &Node) -> Result<RootParameterDesc, ExecError> {
    match req_str(y, "Kind")? {
        "Constant" => Ok(RootParameterDesc::Constant {
            name: req_str(y, "Name")?.to_string(),
        }),
        "RootDescriptor" => {
            let r = y.get("Resource");
            Ok(RootParameterDesc::RootDescriptor {
                name: req_str(r, "Name")?.to_string(),
                kind: ResourceKind::from_name(req_str(r, "Kind")?),
            })
        }
        "DescriptorTable" => Ok(RootParameterDesc::DescriptorTable),
        other => Err(ExecError::pipeline(format!(
            "unknown root parameter kind {other}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const YAML: &str = "---
Shaders:
  - Stage: Compute
    Entry: main
DispatchParameters:
  DispatchGroupCount: [2, 1, 1]
Buffers:
  - Name: In
    Format: Float32
    Data: [ 1.5, nan, -inf, 0x1p-1 ]
  - Name: Out
    Format: Int16
    FillSize: 8
    FillValue: -1
  - Name: Arr
    Format: Int32
    ArraySize: 2
    Data:
      - [ 1 ]
      - [ 2 ]
Results:
  - Result: T
    Rule: BufferFloatULP
    ULPT: 2
    DenormMode: FTZ
    Actual: Out
    Expected: In
DescriptorSets:
  - Resources:
    - Name: In
      Kind: StructuredBuffer
      DirectXBinding:
        Register: 3
        Space: 1
...
";

    #[test]
    fn pipeline_parses() {
        let p = parse_pipeline(YAML).unwrap();
        assert_eq!(p.dispatch, [2, 1, 1]);
        assert_eq!(p.entry(), Some("main"));
        assert_eq!(p.buffers[0].data[0].len(), 16);
        assert_eq!(p.buffers[1].data[0], vec![0xff; 8]);
        assert_eq!(p.buffers[2].data, vec![vec![1, 0, 0, 0], vec![2, 0, 0, 0]]);
        assert_eq!(
            p.results[0].rule,
            Rule::FloatUlp {
                ulp: 2,
                denorm: DenormMode::Ftz,
                zero_tolerance: None
            }
        );
        assert_eq!(p.descriptor_sets[0][0].register, Some(3));
        assert_eq!(p.descriptor_sets[0][0].space, 1);
    }

    #[test]
    fn bad_pipelines_are_errors() {
        assert!(parse_pipeline("Shaders: 3").is_err());
        assert!(parse_pipeline("[").is_err());
        assert!(parse_pipeline("Buffers:\n  - Name: A\n    Format: Foo\n").is_err());
        assert!(parse_pipeline(
            "Buffers:\n  - Name: A\n    Format: Int32\n    FillSize: 4294967295\n"
        )
        .is_err());
    }
}

#[cfg(test)]
mod sampler_tests {
    use super::*;

    fn with_samplers(samplers: &str) -> Result<Pipeline, ExecError> {
        parse_pipeline(&format!(
            "---\nShaders:\n  - Stage: Compute\n    Entry: main\nBuffers:\n  - Name: T\n    Format: Float32\n    OutputProps:\n      Width: 2\n      Height: 2\n      MipLevels: 2\n    Data: [ 1, 2, 3, 4, 5 ]\nSamplers:\n{samplers}...\n"
        ))
    }

    #[test]
    fn samplers_and_texture_levels_parse() {
        let p = with_samplers(
            "  - Name: S\n    Filter: Linear\n    Address: Wrap\n    AddressV: Border\n    BorderColor: [ 1, 0, 0, 1 ]\n    MaxLOD: 0.5\n",
        )
        .unwrap();
        let s = p.sampler("S").unwrap();
        assert_eq!(s.filter, Filter::Linear);
        assert_eq!(
            s.address,
            [AddressMode::Wrap, AddressMode::Border, AddressMode::Wrap]
        );
        assert_eq!(s.border, [1.0, 0.0, 0.0, 1.0]);
        assert_eq!(s.lod_range, [0.0, 0.5]);
        assert_eq!(p.buffer("T").unwrap().mip_levels, 2);
    }

    #[test]
    fn bad_samplers_are_errors() {
        let e = with_samplers("  - Name: S\n    Filter: Cubic\n").unwrap_err();
        assert!(
            e.to_string().contains("sampler S: unknown Filter Cubic"),
            "{e}"
        );
        let e = with_samplers("  - Name: S\n    BorderColor: [ 1, 0 ]\n").unwrap_err();
        assert!(e.to_string().contains("four values"), "{e}");
    }
}
