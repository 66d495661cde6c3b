//! [`DoorSet`]: doors kept beside a maze by passage number, whatever the maze's shape. A bit
//! per passage number says "a door is here", and the doors themselves are a list sorted by
//! passage; a count of the bits before each 64-bit word of marks turns a passage into its
//! place in the list in O(1). The square [`super::Doors`] and the [`super::CellDoors`] of any
//! shape are this set, each with its own door type and its maze's passage numbers
//! ([`super::Passages`]).

use super::Clock;

/// Doors of type `D` by passage number, each with its clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DoorSet<D> {
    /// A bit per passage number: a door is there.
    marks: Vec<u64>,
    /// For each word of `marks`, how many doors come before it: the rank of its first bit.
    ranks: Vec<u32>,
    /// The doors' clocks, in the order of `list`.
    clocks: Vec<Clock>,
    /// The doors, by passage number, sorted.
    list: Vec<(u64, D)>,
}

impl<D> Default for DoorSet<D> {
    fn default() -> Self {
        DoorSet { marks: Vec::new(), ranks: Vec::new(), clocks: Vec::new(), list: Vec::new() }
    }
}

impl<D: Copy> DoorSet<D> {
    /// No doors, for passages numbered `0..passages`.
    pub(crate) fn new(passages: u64) -> DoorSet<D> {
        let words = passages.div_ceil(64) as usize;
        DoorSet { marks: vec![0; words], ranks: vec![0; words], clocks: Vec::new(), list: Vec::new() }
    }

    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Every door, in passage order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &D> {
        self.list.iter().map(|(_, door)| door)
    }

    /// The passage numbers with a door, in order.
    pub(crate) fn passages(&self) -> impl Iterator<Item = u64> + '_ {
        self.list.iter().map(|&(passage, _)| passage)
    }

    /// Whether a door is on passage `passage`: one bit test (false past the numbers).
    #[inline]
    pub(crate) fn has(&self, passage: u64) -> bool {
        self.marks.get((passage / 64) as usize).is_some_and(|word| word >> (passage % 64) & 1 == 1)
    }

    /// The place in the list of the door on passage `passage`: its rank among the marks.
    #[inline]
    fn rank(&self, passage: u64) -> Option<usize> {
        let (word, bit) = ((passage / 64) as usize, passage % 64);
        let marks = *self.marks.get(word)?;
        if marks >> bit & 1 == 0 {
            return None;
        }
        Some((self.ranks[word] + (marks & ((1 << bit) - 1)).count_ones()) as usize)
    }

    /// The door on passage `passage`.
    #[inline]
    pub(crate) fn get(&self, passage: u64) -> Option<&D> {
        self.rank(passage).and_then(|at| self.list.get(at)).map(|(_, door)| door)
    }

    /// The clock of the door on passage `passage`: one bit test when there is none.
    #[inline]
    pub(crate) fn clock(&self, passage: u64) -> Option<Clock> {
        self.rank(passage).and_then(|at| self.clocks.get(at).copied())
    }

    /// Sets the mark of passage `passage` (inside the numbers).
    fn mark(&mut self, passage: u64) {
        if let Some(word) = self.marks.get_mut((passage / 64) as usize) {
            *word |= 1 << (passage % 64);
        }
    }

    /// Adds `door` on passage `passage`, which has none (the caller checked: [`DoorSet::has`]).
    pub(crate) fn insert(&mut self, passage: u64, door: D, clock: Clock) {
        self.mark(passage);
        let at = self.list.partition_point(|(p, _)| *p < passage);
        self.list.insert(at, (passage, door));
        self.clocks.insert(at, clock);
        for rank in self.ranks.iter_mut().skip((passage / 64) as usize + 1) {
            *rank += 1;
        }
    }

    /// Takes away the door on passage `passage` and returns it; `None` if there is none.
    pub(crate) fn remove(&mut self, passage: u64) -> Option<D> {
        let at = self.rank(passage)?;
        let word = (passage / 64) as usize;
        self.marks[word] &= !(1 << (passage % 64));
        for rank in &mut self.ranks[word + 1..] {
            *rank -= 1;
        }
        self.clocks.remove(at);
        Some(self.list.remove(at).1)
    }

    /// Adds many doors at once, each as `check` numbers and times it (seeing the doors added
    /// before it), sorted once at the end (so a hundred thousand doors cost no more than
    /// sorting them). On an error, the doors before the bad one are kept.
    pub(crate) fn add_all<E>(
        &mut self,
        doors: impl IntoIterator<Item = D>,
        mut check: impl FnMut(&Self, &D) -> Result<(u64, Clock), E>,
    ) -> Result<(), E> {
        let mut result = Ok(());
        let mut added = Vec::new();
        for door in doors {
            match check(self, &door) {
                Ok((passage, clock)) => {
                    self.mark(passage);
                    added.push(((passage, door), clock));
                }
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        let kept = self.list.drain(..).zip(self.clocks.drain(..));
        let mut all: Vec<((u64, D), Clock)> = kept.chain(added).collect();
        all.sort_unstable_by_key(|((passage, _), _)| *passage);
        (self.list, self.clocks) = all.into_iter().unzip();
        let mut before = 0;
        for (rank, word) in self.ranks.iter_mut().zip(&self.marks) {
            *rank = before;
            before += word.count_ones();
        }
        result
    }
}
