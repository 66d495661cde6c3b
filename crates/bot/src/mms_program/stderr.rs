//! A program's stderr as it is kept: drained as it comes, its last bytes within the bound
//! ([`ProgramLimits::stderr_bytes`](super::process::ProgramLimits)) from a whole line, and
//! marks of how many commands the program had sent when each part came, so that a replay
//! shows the lines written up to the step it shows
//! ([`stderr_lines_by`](super::replayed::stderr_lines_by)).

/// Stderr as kept: its last bytes, how many it wrote in all, and the marks of when it came
/// ((commands read by then, bytes written by then)).
pub(super) struct Kept<'a> {
    pub bytes: &'a mut Vec<u8>,
    pub total: &'a mut u64,
    pub marks: &'a mut Vec<(u64, u64)>,
}

impl Kept<'_> {
    /// `chunk` came after `commands` commands: kept (at most about twice `keep` bytes until
    /// the end) and marked (one mark a count of commands, none for bytes gone).
    pub(super) fn came(self, chunk: &[u8], commands: u64, keep: usize) {
        *self.total += chunk.len() as u64;
        self.bytes.extend_from_slice(chunk);
        match self.marks.last_mut() {
            Some(mark) if mark.0 == commands => mark.1 = *self.total,
            _ => self.marks.push((commands, *self.total)),
        }
        // One byte more than kept: at the end it tells whether a line starts after it.
        if self.bytes.len() > 2 * keep.max(1) {
            self.bytes.drain(..self.bytes.len() - keep - 1);
            let from = *self.total - self.bytes.len() as u64;
            let gone = self.marks.partition_point(|mark| mark.1 <= from);
            self.marks.drain(..gone);
        }
    }
}

/// At the end: the last `keep` bytes of `bytes` from the first whole line in them (the byte
/// before them tells), or the end of a line longer than the bound.
pub(super) fn from_a_whole_line(bytes: &mut Vec<u8>, keep: usize) {
    let cut = bytes.len().saturating_sub(keep);
    if cut > 0 {
        let before_last = &bytes[cut - 1..bytes.len() - 1];
        let from = before_last.iter().position(|&b| b == b'\n').map_or(cut, |i| cut + i);
        bytes.drain(..from);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `chunk` coming after `commands` commands, into a stderr kept to 8 bytes.
    fn came(kept: &mut (Vec<u8>, u64, Vec<(u64, u64)>), chunk: &[u8], commands: u64) {
        Kept { bytes: &mut kept.0, total: &mut kept.1, marks: &mut kept.2 }.came(chunk, commands, 8);
    }

    #[test]
    fn marks_say_when_each_part_came_and_go_with_the_bytes() {
        let mut kept = (Vec::new(), 0, Vec::new());
        came(&mut kept, b"a\n", 0);
        came(&mut kept, b"b\n", 0);
        came(&mut kept, b"c\n", 3);
        assert_eq!(kept.2, [(0, 4), (3, 6)], "one mark a count of commands");
        came(&mut kept, b"dddddddddddd\n", 9);
        assert_eq!((kept.0.len(), kept.1), (9, 19), "the last 8 bytes and one more");
        assert_eq!(kept.2, [(9, 19)], "the marks of bytes gone went with them");
        from_a_whole_line(&mut kept.0, 8);
        assert_eq!(kept.0, b"ddddddd\n", "the end of a line longer than the bound");
    }
}
