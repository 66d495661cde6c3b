//! Finds the calls a script makes, by name, without running it: every identifier followed
//! by `(` outside strings and comments (a function's own name after `fn` is a definition,
//! not a call). Rhai's strings (`"…"`, `'…'`, and backquoted with `${…}` code inside) and
//! comments (`//`, nested `/* */`) are skipped; line and column are 1-based, in characters,
//! as Rhai counts them. One pass, an explicit stack for nesting: no recursion.
//!
//! ```
//! use mousemaze_core::content::challenge::scan::calls;
//!
//! let found = calls("fn go() { forward(); }\n// smell()\nlet s = `${ smell() }`;");
//! let names: Vec<_> = found.iter().map(|c| (c.name.as_str(), c.line, c.column)).collect();
//! assert_eq!(names, [("forward", 1, 11), ("smell", 3, 13)]);
//! ```

/// A call of `name` at `line`:`column` (where the name starts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub name: String,
    pub line: usize,
    pub column: usize,
}

/// What the scanner is inside of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Inside {
    /// Code; the count of `{` opened since the `${` that began it (if any).
    Code { braces: usize },
    /// A backquoted string.
    Backquoted,
}

/// Every call in `source`, in order.
pub fn calls(source: &str) -> Vec<Call> {
    let chars: Vec<char> = source.chars().collect();
    let mut found = Vec::new();
    let mut stack = vec![Inside::Code { braces: 0 }];
    let (mut i, mut line, mut column) = (0, 1, 1);
    let mut previous_word = String::new();
    // Moves past `n` characters, keeping the line and column.
    let advance = |i: &mut usize, line: &mut usize, column: &mut usize, n: usize| {
        for _ in 0..n {
            if chars.get(*i) == Some(&'\n') {
                *line += 1;
                *column = 1;
            } else {
                *column += 1;
            }
            *i += 1;
        }
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let top = stack.last().copied().unwrap_or(Inside::Code { braces: 0 });
        if top == Inside::Backquoted {
            match (c, next) {
                ('`', _) => {
                    stack.pop();
                }
                ('$', Some('{')) => {
                    stack.push(Inside::Code { braces: 0 });
                    advance(&mut i, &mut line, &mut column, 1);
                }
                _ => {}
            }
            advance(&mut i, &mut line, &mut column, 1);
            continue;
        }
        let Inside::Code { braces } = top else { continue };
        match (c, next) {
            ('/', Some('/')) => {
                while i < chars.len() && chars[i] != '\n' {
                    advance(&mut i, &mut line, &mut column, 1);
                }
            }
            ('/', Some('*')) => {
                let mut depth = 0usize;
                while i < chars.len() {
                    match (chars[i], chars.get(i + 1).copied()) {
                        ('/', Some('*')) => depth += 1,
                        ('*', Some('/')) => depth -= 1,
                        _ => {
                            advance(&mut i, &mut line, &mut column, 1);
                            continue;
                        }
                    }
                    advance(&mut i, &mut line, &mut column, 2);
                    if depth == 0 {
                        break;
                    }
                }
            }
            ('"' | '\'', _) => {
                advance(&mut i, &mut line, &mut column, 1);
                while i < chars.len() && chars[i] != c {
                    let step = if chars[i] == '\\' { 2 } else { 1 };
                    advance(&mut i, &mut line, &mut column, step);
                }
                advance(&mut i, &mut line, &mut column, 1);
            }
            ('`', _) => {
                stack.push(Inside::Backquoted);
                advance(&mut i, &mut line, &mut column, 1);
            }
            ('{', _) => {
                set_braces(&mut stack, braces + 1);
                advance(&mut i, &mut line, &mut column, 1);
            }
            ('}', _) => {
                if braces == 0 && stack.len() > 1 {
                    stack.pop(); // the end of a `${…}`
                } else {
                    set_braces(&mut stack, braces.saturating_sub(1));
                }
                advance(&mut i, &mut line, &mut column, 1);
            }
            _ if c.is_alphabetic() || c == '_' => {
                let (start_line, start_column, start) = (line, column, i);
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    advance(&mut i, &mut line, &mut column, 1);
                }
                let word: String = chars[start..i].iter().collect();
                let after = chars[i..].iter().find(|c| !c.is_whitespace());
                if after == Some(&'(') && previous_word != "fn" {
                    found.push(Call { name: word.clone(), line: start_line, column: start_column });
                }
                previous_word = word;
                continue;
            }
            _ => advance(&mut i, &mut line, &mut column, 1),
        }
        if !c.is_whitespace() {
            previous_word.clear();
        }
    }
    found
}

/// Sets the brace count of the code on top of the stack.
fn set_braces(stack: &mut [Inside], braces: usize) {
    if let Some(top) = stack.last_mut() {
        *top = Inside::Code { braces };
    }
}

#[cfg(test)]
mod tests {
    use super::calls;

    fn names(source: &str) -> Vec<String> {
        calls(source).into_iter().map(|c| c.name).collect()
    }

    #[test]
    fn strings_comments_and_definitions_are_not_calls() {
        assert_eq!(names(r#"let a = "smell()"; let b = 'x'; /* look() /* nested */ wait() */ go();"#), ["go"]);
        assert_eq!(names("fn smell() { 1 }\nsmell ();"), ["smell"]);
        assert_eq!(names(r#"let s = "a \" smell()"; look();"#), ["look"]);
        assert_eq!(names("let s = `a ${ `b ${ mark(1) }` } c`; at_cheese();"), ["mark", "at_cheese"]);
        assert_eq!(names("if x { y() } else { z() }"), ["y", "z"]);
    }

    #[test]
    fn columns_count_characters() {
        let found = calls("// é\n  é(); forward()");
        assert_eq!((found[1].line, found[1].column), (2, 8));
        assert!(calls("\"unclosed forward()").is_empty(), "an unclosed string runs to the end");
    }
}
