//! Binding-map files: JSON that tells the translation ([`crate::SpirvOptions::bindings`]) where Vulkan's (set,
//! binding) go in Direct3D (`dxil-emit compile x.spv --binding-map FILE`).
//!
//! ```json
//! {
//!   "bindings": [
//!     { "set": 0, "binding": 1, "space": 4, "register": 1 },
//!     { "set": 1, "binding": 0, "space": 0, "register": 2, "class": "srv" }
//!   ],
//!   "push_constants": { "space": 0, "register": 0 },
//!   "num_workgroups": { "space": 0, "register": 7 }
//! }
//! ```
//!
//! Every key is optional. A resource no entry names keeps the default: set `s`,
//! binding `b` → space `s`, register `b` of the class its type implies; an entry with
//! `"class"` (`srv`, `uav`, `cbv` or `sampler`) moves only resources of that class.
//! Push constants default to `b0, space0`; `num_workgroups` is the cbuffer register where
//! a shader reading `NumWorkgroups` finds the group count (no default). Unknown keys and two entries for the same
//! (set, binding, class) are errors.

use crate::{BindingMap, BindingOverride, D3dBinding, ResourceClass};
use serde::Deserialize;
use std::path::Path;

/// Why a binding-map file was refused; its message starts with the file's name.
#[derive(Debug, thiserror::Error)]
pub enum BindingMapFileError {
    /// The file could not be read.
    #[error("{file}: cannot read the binding map: {source}")]
    Read {
        /// The file.
        file: String,
        /// The reason.
        source: std::io::Error,
    },
    /// The text is not JSON of the binding-map format (serde's message, with the line
    /// and column).
    #[error("{file}: not a binding map: {message}")]
    Format {
        /// The file.
        file: String,
        /// What is wrong, and where.
        message: String,
    },
    /// Two entries move the same (set, binding) for the same class.
    #[error("{file}: bindings[{second}] repeats bindings[{first}] (set {set}, binding {binding}{})", class_note(.class))]
    Duplicate {
        /// The file.
        file: String,
        /// The first entry's index.
        first: usize,
        /// The repeating entry's index.
        second: usize,
        /// The (set, binding) both name.
        set: u32,
        /// The binding.
        binding: u32,
        /// The class both are restricted to, if any.
        class: Option<ResourceClass>,
    },
}

fn class_note(class: &Option<ResourceClass>) -> String {
    class.map(|c| format!(", class {c}")).unwrap_or_default()
}

/// The file's top level.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    bindings: Vec<Entry>,
    push_constants: Option<D3d>,
    num_workgroups: Option<D3d>,
}

/// One entry of `bindings`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    set: u32,
    binding: u32,
    space: u32,
    register: u32,
    class: Option<Class>,
}

/// `push_constants`, `num_workgroups`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct D3d {
    space: u32,
    register: u32,
}

/// An entry's `class`.
#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "lowercase")]
enum Class {
    Srv,
    Uav,
    Cbv,
    Sampler,
}

impl From<Class> for ResourceClass {
    fn from(c: Class) -> Self {
        match c {
            Class::Srv => ResourceClass::Srv,
            Class::Uav => ResourceClass::Uav,
            Class::Cbv => ResourceClass::Cbv,
            Class::Sampler => ResourceClass::Sampler,
        }
    }
}

/// Reads the binding map in the file at `path`.
pub fn read(path: &Path) -> Result<BindingMap, BindingMapFileError> {
    let file = path.display().to_string();
    match std::fs::read_to_string(path) {
        Ok(text) => parse(&text, &file),
        Err(source) => Err(BindingMapFileError::Read { file, source }),
    }
}

/// Reads a binding map from JSON `text`; `file` names it in errors.
pub fn parse(text: &str, file: &str) -> Result<BindingMap, BindingMapFileError> {
    let parsed: File = serde_json::from_str(text).map_err(|e| BindingMapFileError::Format {
        file: file.to_owned(),
        message: e.to_string(),
    })?;
    let mut map = BindingMap {
        overrides: Vec::with_capacity(parsed.bindings.len()),
        push_constants: parsed.push_constants.map(|p| D3dBinding {
            space: p.space,
            register: p.register,
        }),
        num_workgroups: parsed.num_workgroups.map(|p| D3dBinding {
            space: p.space,
            register: p.register,
        }),
    };
    for (second, e) in parsed.bindings.into_iter().enumerate() {
        let o = BindingOverride {
            set: e.set,
            binding: e.binding,
            class: e.class.map(ResourceClass::from),
            to: D3dBinding {
                space: e.space,
                register: e.register,
            },
        };
        let same = |p: &BindingOverride| (p.set, p.binding, p.class) == (o.set, o.binding, o.class);
        if let Some(first) = map.overrides.iter().position(same) {
            return Err(BindingMapFileError::Duplicate {
                file: file.to_owned(),
                first,
                second,
                set: o.set,
                binding: o.binding,
                class: o.class,
            });
        }
        map.overrides.push(o);
    }
    Ok(map)
}
