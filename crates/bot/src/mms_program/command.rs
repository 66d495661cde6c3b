//! The run command split into a program and its arguments as `QProcess::splitCommand` splits
//! it: on whitespace; double quotes group (`"my mouse" --fast`); three double quotes in a row
//! are one literal quote; no shell, no variables, no escapes. mms itself splits on single
//! spaces only, with no quotes (`ProcessUtilities.cpp:9`): every command mms accepts whose
//! arguments hold no `"` and no tab splits the same here, so this is a superset that also
//! takes paths with spaces.

/// The words of `command`; an empty list for an empty or blank one.
pub fn split_command(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quotes, mut quoted) = (0u8, false);
    for c in command.chars() {
        if c == '"' {
            quotes += 1;
            if quotes == 3 {
                quotes = 0;
                word.push('"');
            }
            continue;
        }
        if quotes == 1 {
            quoted = !quoted;
        }
        quotes = 0;
        if !quoted && c.is_whitespace() {
            if !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
        } else {
            word.push(c);
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::split_command;

    #[test]
    fn splits_as_qprocess_split_command() {
        assert_eq!(split_command("python3  mouse.py --fast "), ["python3", "mouse.py", "--fast"]);
        assert_eq!(split_command(r#""my mouse/run" "a b"c"#), ["my mouse/run", "a bc"]);
        assert_eq!(split_command(r#"echo """quoted""""#), ["echo", "\"quoted\""]);
        assert_eq!(split_command("tab\tseparated"), ["tab", "separated"]);
        assert!(split_command("   ").is_empty());
        // No shell: its symbols are arguments.
        assert_eq!(split_command("a | b $HOME"), ["a", "|", "b", "$HOME"]);
    }
}
