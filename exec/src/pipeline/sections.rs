//! Splitting an offload test file (`test.txt`) into its `split-file` sections.

/// One `#--- name` / `//--- name` section of a test file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section<'a> {
    /// The name after the marker (`pipeline.yaml`).
    pub name: &'a str,
    /// The lines up to the next marker.
    pub body: String,
}

/// The sections of `text`, in order; text before the first marker and the `end`
/// section are left out.
pub fn split_sections(text: &str) -> Vec<Section<'_>> {
    let mut out: Vec<Section<'_>> = Vec::new();
    let mut current: Option<Section<'_>> = None;
    for line in text.lines() {
        let marker = line
            .strip_prefix("#--- ")
            .or_else(|| line.strip_prefix("//--- "));
        if let Some(name) = marker {
            out.extend(current.take());
            let name = name.trim();
            if name != "end" {
                current = Some(Section {
                    name,
                    body: String::new(),
                });
            }
        } else if let Some(s) = current.as_mut() {
            s.body.push_str(line);
            s.body.push('\n');
        }
    }
    out.extend(current);
    out
}

/// The pipeline YAML of `text`: its `pipeline.yaml` section, else its first `.yaml`
/// section that has `Shaders:`, else the whole text.
pub fn pipeline_section(text: &str) -> String {
    let sections = split_sections(text);
    sections
        .iter()
        .find(|s| s.name == "pipeline.yaml")
        .or_else(|| {
            sections
                .iter()
                .find(|s| s.name.ends_with(".yaml") && s.body.contains("Shaders:"))
        })
        .map(|s| s.body.clone())
        .unwrap_or_else(|| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_split_on_both_markers() {
        let t = "#--- source.hlsl\nvoid main();\n//--- pipeline.yaml\n---\nShaders: []\n#--- end\n# RUN: x\n";
        let s = split_sections(t);
        assert_eq!(s.len(), 2);
        assert_eq!(s[1].name, "pipeline.yaml");
        assert_eq!(pipeline_section(t), "---\nShaders: []\n");
        assert_eq!(pipeline_section("Shaders: []\n"), "Shaders: []\n");
    }
}
