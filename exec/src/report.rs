//! The outcome of running a pipeline: each result rule's verdict, the buffers after
//! the dispatch, and both printed the way the offload tools print them.

use crate::formats::Format;
use crate::machine::DispatchStats;
use crate::pipeline::Rule;
use crate::results::Comparison;
use std::fmt::Write;

/// A buffer as it is after the dispatch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferDump {
    /// Name.
    pub name: String,
    /// Format.
    pub format: Format,
    /// Channels, if more than one.
    pub channels: u32,
    /// Stride, if the pipeline gave one.
    pub stride: Option<u32>,
    /// Contents of each array element.
    pub data: Vec<Vec<u8>>,
    /// Whether the pipeline declared the buffer an array.
    pub is_array: bool,
    /// The UAV counter of each array element, for buffers that have one.
    pub counters: Option<Vec<u32>>,
    /// `OutputProps` width, height, depth.
    pub output_props: [u32; 3],
}

impl BufferDump {
    /// The values of one array element, printed as a YAML flow list.
    pub fn values(&self, element: &[u8]) -> String {
        list(
            element
                .chunks(self.format.size())
                .map(|c| self.format.display(c)),
        )
    }

    /// The values of one array element in hexadecimal.
    pub fn hex_values(&self, element: &[u8]) -> String {
        list(
            element
                .chunks(self.format.size())
                .map(|c| format!("0x{:x}", self.format.read_bits(c))),
        )
    }

    /// The buffer printed as a YAML mapping, each line prefixed by `indent`.
    pub fn to_yaml(&self, indent: &str, first: &str) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "{first}Name: {}", self.name);
        let _ = writeln!(s, "{indent}Format: {}", self.format.name());
        if self.channels > 1 {
            let _ = writeln!(s, "{indent}Channels: {}", self.channels);
        }
        if let Some(st) = self.stride {
            let _ = writeln!(s, "{indent}Stride: {st}");
        }
        match self.counters.as_deref() {
            Some([c]) if !self.is_array => {
                let _ = writeln!(s, "{indent}Counter: {c}");
            }
            Some(cs) => {
                let _ = writeln!(
                    s,
                    "{indent}Counters: {}",
                    list(cs.iter().map(u32::to_string))
                );
            }
            None => {}
        }
        if self.is_array {
            let _ = writeln!(s, "{indent}ArraySize: {}", self.data.len());
            let _ = writeln!(s, "{indent}Data:");
            for e in &self.data {
                let _ = writeln!(s, "{indent}  - {}", self.values(e));
            }
        } else {
            let e = self.data.first().map_or(&[][..], |d| &d[..]);
            let _ = writeln!(s, "{indent}Data: {}", self.values(e));
        }
        let [w, h, d] = self.output_props;
        let _ = writeln!(s, "{indent}OutputProps:");
        let _ = writeln!(s, "{indent}  Height: {h}");
        let _ = writeln!(s, "{indent}  Width: {w}");
        let _ = writeln!(s, "{indent}  Depth: {d}");
        s
    }
}

fn list(items: impl Iterator<Item = String>) -> String {
    let v: Vec<String> = items.collect();
    if v.is_empty() {
        "[ ]".to_string()
    } else {
        format!("[ {} ]", v.join(", "))
    }
}

/// The verdict on one `Results` rule.
#[derive(Clone, Debug, PartialEq)]
pub struct RuleReport {
    /// The rule's name.
    pub name: String,
    /// The rule.
    pub rule: Rule,
    /// The buffer the shader wrote.
    pub actual: String,
    /// The expected buffer.
    pub expected: String,
    /// The comparison.
    pub comparison: Comparison,
}

/// What running a pipeline gave.
#[derive(Clone, Debug, PartialEq)]
pub struct RunReport {
    /// Every rule, in order.
    pub rules: Vec<RuleReport>,
    /// Every buffer after the dispatch.
    pub buffers: Vec<BufferDump>,
    /// Counts of the dispatch.
    pub stats: DispatchStats,
    /// The wave size used.
    pub wave_size: u32,
}

impl RunReport {
    /// Whether every rule passed.
    pub fn passed(&self) -> bool {
        self.rules.iter().all(|r| r.comparison.passed)
    }

    /// The buffer named `name`.
    pub fn buffer(&self, name: &str) -> Option<&BufferDump> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// The buffers printed as YAML, as `offloader` prints them after a run.
    pub fn dump(&self) -> String {
        let mut s = String::from("---\nBuffers:\n");
        for b in &self.buffers {
            s.push_str(&b.to_yaml("  ", "- "));
        }
        s.push_str("...\n");
        s
    }

    /// One line per failed rule and mismatch, then each failed rule's buffers in the
    /// offload tools' layout; empty when everything passed.
    pub fn failures(&self) -> String {
        let mut s = String::new();
        for r in self.rules.iter().filter(|r| !r.comparison.passed) {
            let _ = writeln!(s, "Test failed: {}", r.name);
            let _ = writeln!(s, "Comparison Rule: {}", r.rule.name());
            match r.rule {
                Rule::FloatUlp { ulp, .. } => {
                    let _ = writeln!(s, "ULP: {ulp}");
                }
                Rule::FloatEpsilon { epsilon, .. } => {
                    let _ = writeln!(s, "Epsilon: {epsilon}");
                }
                Rule::Exact => {}
            }
            if let Some(n) = &r.comparison.note {
                let _ = writeln!(s, "Buffers differ in size: {n}");
            }
            for m in &r.comparison.mismatches {
                let _ = writeln!(
                    s,
                    "Mismatch: {}[{}][{}]: got {}, expected {}",
                    r.actual, m.array_index, m.element, m.got, m.expected
                );
            }
            let (e, a) = (self.buffer(&r.expected), self.buffer(&r.actual));
            for (label, b) in [("Expected:", e), ("Got:", a)] {
                let _ = writeln!(s, "{label}");
                if let Some(b) = b {
                    s.push_str("---\n");
                    s.push_str(&b.to_yaml("", ""));
                    s.push_str(" ...\n");
                }
            }
            for (label, b) in [("Expected", e), ("Actual", a)] {
                if let Some(b) = b {
                    let _ = writeln!(s, "Full Hex representation of {label} Buffer Values:");
                    for d in &b.data {
                        let _ = writeln!(s, "{}", b.hex_values(d));
                    }
                }
            }
        }
        s
    }
}
