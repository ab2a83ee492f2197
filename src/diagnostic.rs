//! Rendering an error the way rustc and clang do: `path:line:col: error: message`, the
//! source line, and a caret under the column; then its notes, each quoting the source
//! line it points at, as LLVM quotes the instructions its notes name.

use crate::Error;
use dxil_ir::Loc;

/// Renders `e` against `source` (read from `path`): the error, its notes and, for an
/// error LLVM's tools stop on, LLVM's own `LLVM ERROR: ...` line last.
pub fn render_error(path: &str, source: &str, e: &Error) -> String {
    let mut out = render(path, source, e.loc(), &e.to_string());
    for (heading, loc) in e.notes() {
        out.push_str(&render_note(path, source, loc, heading));
    }
    if let Some(msg) = e.llvm_fatal() {
        out.push_str(&format!("LLVM ERROR: {msg}\n"));
    }
    out
}

/// One note line: `path:line:col: note: heading  <the source line, trimmed>`.
fn render_note(path: &str, source: &str, loc: Option<Loc>, heading: &str) -> String {
    let Some(loc) = loc else {
        return format!("{path}: note: {heading}\n");
    };
    let line_text = source
        .lines()
        .nth((loc.line as usize).saturating_sub(1))
        .unwrap_or("")
        .trim();
    format!(
        "{path}:{}:{}: note: {heading}  {line_text}\n",
        loc.line, loc.col
    )
}

/// Renders `message` at `loc` of `source` (read from `path`).
pub fn render(path: &str, source: &str, loc: Option<Loc>, message: &str) -> String {
    let Some(loc) = loc else {
        return format!("{path}: error: {message}\n");
    };
    let mut out = format!("{path}:{}:{}: error: {message}\n", loc.line, loc.col);
    let line_text = source
        .lines()
        .nth((loc.line as usize).saturating_sub(1))
        .unwrap_or("");
    // Keep very long lines readable: show at most 200 characters around the column.
    let col = (loc.col as usize).saturating_sub(1);
    let chars: Vec<char> = line_text.chars().collect();
    let start = col.saturating_sub(100).min(chars.len());
    let end = (col + 100).min(chars.len());
    let shown: String = chars[start..end].iter().collect();
    let caret_at = col - start.min(col);
    let pad: String = chars[start..start + caret_at.min(end - start)]
        .iter()
        .map(|c| if *c == '\t' { '\t' } else { ' ' })
        .collect();
    out.push_str(&format!("  {shown}\n  {pad}^\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_points_at_the_column() {
        let src = "define void @main() {\n  %1 = frob i32 0\n}\n";
        let s = render(
            "a.ll",
            src,
            Some(Loc { line: 2, col: 8 }),
            "unknown instruction",
        );
        assert_eq!(
            s,
            "a.ll:2:8: error: unknown instruction\n    %1 = frob i32 0\n         ^\n"
        );
    }

    #[test]
    fn out_of_range_lines_do_not_panic() {
        let s = render("a.ll", "", Some(Loc { line: 99, col: 500 }), "x");
        assert!(s.starts_with("a.ll:99:500: error: x"));
    }

    #[test]
    fn a_note_quotes_its_source_line() {
        let src = "define void @main() {\n  %1 = frob i32 0\n}\n";
        assert_eq!(
            render_note("a.ll", src, Some(Loc { line: 2, col: 3 }), "Uses:"),
            "a.ll:2:3: note: Uses:  %1 = frob i32 0\n"
        );
        assert_eq!(
            render_note("a.ll", src, None, "Uses:"),
            "a.ll: note: Uses:\n"
        );
    }

    #[test]
    fn no_location_gives_one_line() {
        assert_eq!(render("a.ll", "", None, "x"), "a.ll: error: x\n");
    }
}
