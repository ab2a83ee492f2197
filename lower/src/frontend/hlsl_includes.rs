//! Where an HLSL `#include` finds its file, as clang finds it: `#include "NAME"` first
//! beside the including file, then in the include directories (`-I DIR`, in order);
//! `#include <NAME>` in the include directories only. An absolute name is taken as
//! it is; a name with `\` separators not found as written is looked for with `/`.

use std::path::{Path, PathBuf};

/// How the files an `#include` names are found and read.
pub struct IncludeSearch<'a> {
    /// The include directories (`-I DIR`), searched in order.
    pub dirs: &'a [PathBuf],
    /// Reads a file's text; `None` when there is no such file.
    pub read: &'a dyn Fn(&Path) -> Option<String>,
}

/// Reads `path` from the file system.
pub fn read_file(path: &Path) -> Option<String> {
    std::fs::read_to_string(path).ok()
}

/// Reads no file: a source with an `#include` is then an error.
pub fn read_nothing(_: &Path) -> Option<String> {
    None
}

impl IncludeSearch<'_> {
    /// The path and text of the file `#include "name"` (`quoted`) or `#include <name>`
    /// names in the file `from`, or `None` when no candidate exists.
    pub fn find(&self, name: &str, quoted: bool, from: &Path) -> Option<(PathBuf, String)> {
        let named = Path::new(name);
        let beside = quoted.then(|| from.parent().unwrap_or(Path::new("")).join(named));
        let candidates: Vec<PathBuf> = if named.is_absolute() {
            vec![named.to_path_buf()]
        } else {
            beside
                .into_iter()
                .chain(self.dirs.iter().map(|d| d.join(named)))
                .collect()
        };
        let found = candidates
            .into_iter()
            .find_map(|path| (self.read)(&path).map(|text| (path, text)));
        // A source written on Windows may separate directories with `\`.
        match found {
            None if name.contains('\\') => self.find(&name.replace('\\', "/"), quoted, from),
            found => found,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_names_look_beside_the_includer_first_and_angled_ones_do_not() {
        let read = |p: &Path| {
            let known = [
                "src/common.hlsli",
                "inc/common.hlsli",
                "inc/only.hlsli",
                "src/../inc/only.hlsli",
            ];
            known
                .contains(&p.to_str()?)
                .then(|| p.display().to_string())
        };
        let dirs = [PathBuf::from("inc")];
        let search = IncludeSearch {
            dirs: &dirs,
            read: &read,
        };
        let from = Path::new("src/main.hlsl");
        let text = |n: &str, q: bool| search.find(n, q, from).map(|(_, t)| t);
        assert_eq!(
            text("common.hlsli", true).as_deref(),
            Some("src/common.hlsli")
        );
        assert_eq!(
            text("common.hlsli", false).as_deref(),
            Some("inc/common.hlsli")
        );
        assert_eq!(text("only.hlsli", true).as_deref(), Some("inc/only.hlsli"));
        assert_eq!(text("missing.hlsli", true), None);
        assert_eq!(
            text("..\\inc\\only.hlsli", true).as_deref(),
            Some("src/../inc/only.hlsli")
        );
    }
}
