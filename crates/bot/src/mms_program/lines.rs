//! A program's output cut into lines as mms cuts it (`Window.cpp:814-839`): every `\r`
//! dropped wherever it is, a line ends at `\n`, a partial line waits for the rest. Unlike
//! mms, a line has a length cap: past it the line is dropped whole (it could be no command
//! mms answers) and counted, so a program printing without newlines cannot grow memory.

/// The longest line kept, in bytes: [`LineReader::new`]'s default.
pub const MAX_LINE_BYTES: usize = 16 * 1024;

/// Lines out of chunks of bytes.
#[derive(Debug)]
pub struct LineReader {
    /// The partial line so far (no `\r`).
    partial: Vec<u8>,
    /// The line under way passed the cap: dropped up to its `\n`.
    dropping: bool,
    max: usize,
    /// How many lines were dropped for their length.
    pub too_long: u64,
}

impl LineReader {
    pub fn new(max: usize) -> LineReader {
        LineReader { partial: Vec::new(), dropping: false, max, too_long: 0 }
    }

    /// Feeds `chunk`, calling `each` on every whole line in it (without `\n` and `\r`).
    pub fn feed(&mut self, mut chunk: &[u8], mut each: impl FnMut(&[u8])) {
        while let Some(end) = chunk.iter().position(|&b| b == b'\n') {
            let (line, rest) = (&chunk[..end], &chunk[end + 1..]);
            chunk = rest;
            if std::mem::take(&mut self.dropping) {
                self.partial.clear();
                continue;
            }
            if self.partial.is_empty() && !line.contains(&b'\r') {
                if line.len() > self.max {
                    self.too_long += 1;
                } else {
                    each(line);
                }
                continue;
            }
            if self.append(line) {
                each(&self.partial);
            }
            self.partial.clear();
        }
        if !self.dropping && !self.append(chunk) {
            self.dropping = true;
            self.partial.clear();
        }
    }

    /// Appends `bytes` without `\r` to the partial line; `false` if that passes the cap (the
    /// line is then counted as too long).
    fn append(&mut self, bytes: &[u8]) -> bool {
        self.partial.extend(bytes.iter().copied().filter(|&b| b != b'\r'));
        if self.partial.len() > self.max {
            self.too_long += 1;
            return false;
        }
        true
    }

    /// Whether part of a line is waiting for its `\n` (mms never runs it: `:836`).
    pub fn has_partial(&self) -> bool {
        !self.partial.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(reader: &mut LineReader, chunks: &[&[u8]]) -> Vec<String> {
        let mut out = Vec::new();
        for chunk in chunks {
            reader.feed(chunk, |line| out.push(String::from_utf8_lossy(line).into_owned()));
        }
        out
    }

    #[test]
    fn every_carriage_return_goes_and_partial_lines_wait() {
        // Window.cpp:818 replaces every "\r"; :824-836 joins chunks across reads.
        let mut reader = LineReader::new(MAX_LINE_BYTES);
        let got = lines(&mut reader, &[b"mazeW\ridth\r\nwall", b"Front\n\nmove", b"Forward"]);
        assert_eq!(got, ["mazeWidth", "wallFront", ""]);
        assert!(reader.has_partial(), "a line with no \\n is never run");
    }

    #[test]
    fn a_line_past_the_cap_is_dropped_whole_and_counted() {
        let mut reader = LineReader::new(8);
        let got = lines(&mut reader, &[b"0123456789", b"abcdef\nok\n", b"0123456789\nfine\n"]);
        assert_eq!(got, ["ok", "fine"]);
        assert_eq!(reader.too_long, 2);
    }
}
