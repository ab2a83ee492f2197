//! Writing outputs: all or nothing. A file is written to a temporary file beside the
//! target and renamed into place, so a failure never leaves a partial output.

use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` (`-` is standard output) atomically.
pub fn write_output(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if path.as_os_str() == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(bytes)
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write to standard output: {e}"));
    }
    // A device or pipe (`-o /dev/null`, a FIFO) is written in place: renaming a file
    // over it would replace the device node itself.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
        return f
            .write_all(bytes)
            .and_then(|()| f.flush())
            .map_err(|e| format!("cannot write '{}': {e}", path.display()));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return Err(format!(
            "output directory '{}' does not exist",
            dir.display()
        ));
    }
    let mut tmp = tempfile::Builder::new()
        .prefix(".dxil-emit-")
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(|e| format!("cannot create a file in '{}': {e}", dir.display()))?;
    tmp.write_all(bytes)
        .and_then(|()| tmp.flush())
        .map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
    tmp.persist(path)
        .map_err(|e| format!("cannot write '{}': {}", path.display(), e.error))?;
    Ok(())
}

/// Reads an input file (`-` is standard input) as text.
pub fn read_input(path: &Path) -> Result<String, String> {
    text_of(read_input_bytes(path)?)
}

/// An input's bytes as text (LLVM IR is UTF-8).
pub fn text_of(bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "input is not valid UTF-8 (at byte {})",
            e.utf8_error().valid_up_to()
        )
    })
}

/// Reads an input file (`-` is standard input) as bytes.
pub fn read_input_bytes(path: &Path) -> Result<Vec<u8>, String> {
    if path.as_os_str() == "-" {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut buf)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        return Ok(buf);
    }
    std::fs::read(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ if path.is_dir() => "is a directory".to_string(),
        _ => format!("cannot read: {e}"),
    })
}
