//! Undo and redo for the editors' drafts: the states a draft was in before each step (at
//! most [`UNDO_STEPS`]), and the states undone since.

use super::UNDO_STEPS;

/// A draft's history of states `T`.
#[derive(Clone, Debug)]
pub(super) struct History<T> {
    undo: Vec<T>,
    redo: Vec<T>,
}

impl<T> History<T> {
    pub fn new() -> History<T> {
        History { undo: Vec::new(), redo: Vec::new() }
    }

    /// A new step was made from `before`: what was undone cannot be redone any more.
    pub fn record(&mut self, before: T) {
        self.undo.push(before);
        if self.undo.len() > UNDO_STEPS {
            self.undo.remove(0);
        }
        self.redo.clear();
    }

    /// The last step was made longer: what was undone cannot be redone any more.
    pub fn joined(&mut self) {
        self.redo.clear();
    }

    /// Whether there is a step to undo.
    pub fn has_steps(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Puts `current` back one step; false if there is none.
    pub fn undo(&mut self, current: &mut T) -> bool {
        let Some(before) = self.undo.pop() else { return false };
        self.redo.push(std::mem::replace(current, before));
        true
    }

    /// Makes the last undone step again on `current`; false if there is none.
    pub fn redo(&mut self, current: &mut T) -> bool {
        let Some(after) = self.redo.pop() else { return false };
        self.undo.push(std::mem::replace(current, after));
        true
    }

    /// How many steps undo and redo can take.
    pub fn len(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }
}

/// A draft's apply, apply_joined, undo, redo and history, for a draft whose `content` is
/// kept in its `history` and changed by its own `change(edit)` (one set for both drafts, each
/// with its own kind of edit, `$edit`).
macro_rules! draft_history {
    ($edit:ty) => {
        /// Makes a change as a new undo step. `Ok(false)` if it changed nothing; `Err` says why
        /// it cannot be made (and nothing changed).
        pub fn apply(&mut self, edit: $edit) -> Result<bool, EditError> {
            let before = self.content.clone();
            let changed = self.change(edit)?;
            if changed {
                self.history.record(before);
            }
            Ok(changed)
        }

        /// Makes a change as part of the last undo step (the walls of one drag of the pointer
        /// are undone together).
        pub fn apply_joined(&mut self, edit: $edit) -> Result<bool, EditError> {
            if !self.history.has_steps() {
                return self.apply(edit);
            }
            let changed = self.change(edit)?;
            if changed {
                self.history.joined();
            }
            Ok(changed)
        }

        /// Goes back one step; false if there is none.
        pub fn undo(&mut self) -> bool {
            self.history.undo(&mut self.content)
        }

        /// Makes the last undone step again; false if there is none.
        pub fn redo(&mut self) -> bool {
            self.history.redo(&mut self.content)
        }

        /// How many steps undo and redo can take.
        pub fn history(&self) -> (usize, usize) {
            self.history.len()
        }
    };
}
pub(super) use draft_history;
