//! The doors of the shaped editor's draft ([`ShapedContent::doors`]): one on a passage
//! whichever of its two cells names it, kept named from its lower cell so that a draft read
//! back from its file compares equal; added or retimed by [`super::ShapedEdit::Door`].
//!
//! ```
//! use mousemaze_core::content::level::edit::{ShapedDraft, ShapedEdit};
//! use mousemaze_core::content::level::shaped::LevelShape;
//! use mousemaze_maze::doors::CellDoor;
//!
//! let mut draft = ShapedDraft::empty(LevelShape::Hex { width: 4, height: 3 }).unwrap();
//! // Cell 1's west (slot 3) is cell 0's east (slot 0).
//! draft.apply(ShapedEdit::Door(CellDoor { cell: 1, slot: 3, period: 260, open: 130, phase: 0 })).unwrap();
//! let door = draft.content().door_at(0, 0).unwrap();
//! assert_eq!((door.cell, door.slot), (0, 0));
//! ```

use super::EditError;
use super::shaped::ShapedContent;
use crate::content::level::drawn_doors::{ShapedDoorError, check_door, forward_door};
use crate::maze::doors::CellDoor;

impl ShapedContent {
    /// The door on the passage through `slot` of `cell`, named from either of its cells.
    pub fn door_at(&self, cell: u32, slot: usize) -> Option<&CellDoor> {
        ((cell as usize) < self.maze.len()).then(|| self.doors.door(&self.maze, cell as usize, slot)).flatten()
    }

    /// Puts `door` on its passage, or retimes the door there; `Ok(false)` if it is there as
    /// it is. A door on no passage, a closed one, or with a bad timing is refused.
    pub(super) fn set_door(&mut self, door: CellDoor) -> Result<bool, EditError> {
        check_door(&self.maze, &door).map_err(EditError::ShapedDoor)?;
        let door = forward_door(&self.maze, door);
        let (cell, slot) = (door.cell as usize, usize::from(door.slot));
        if self.doors.door(&self.maze, cell, slot) == Some(&door) {
            return Ok(false);
        }
        self.doors.remove(&self.maze, cell, slot);
        self.doors.add(&self.maze, door).map_err(|e| EditError::ShapedDoor(ShapedDoorError::Door(e)))?;
        Ok(true)
    }
}
