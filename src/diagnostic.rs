//! Rendering an error the way rustc and clang do: `path:line:col: error: message`, the
//! source line, and a caret under the column.

use dxil_ir::Loc;

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
    fn no_location_gives_one_line() {
        assert_eq!(render("a.ll", "", None, "x"), "a.ll: error: x\n");
    }
}
