//! One entry of the table of instructions ([`Entry`]), what it is about ([`Group`]), and the
//! `entry!` macro the table writes each with: an entry of the contest's or the thoughts'
//! registers on a shaped maze's engine as a mistake (`glue::square_only`), every other one
//! as it does on the square grid.

use rhai::Engine;

use crate::ground::ShapedBoard;
use crate::instructions::Shared;

/// What an instruction is about, for grouping it in lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Moving,
    Sensing,
    Chalk,
    Doors,
    /// What the bot thinks: colours, texts, walls it believes in (mms's display commands).
    Thoughts,
    /// The maze's size and, in a contest, the start, the goals, where the mouse is, resets.
    Contest,
}

/// One instruction.
pub struct Entry {
    /// Our names for it (`turn_left`); empty for an mms-only name.
    pub ours: &'static [&'static str],
    /// mms's names for it (`turnLeft`); empty where mms has none. Written in the table as
    /// a [`Command`] (`[TurnLeft]`), so each is spelled once, in `mms_program::commands`.
    pub mms: &'static [&'static str],
    /// Its arguments as the docs write them: `""`, `"n"`, `"[n]"` (optional), `"x, y, d"`.
    pub params: &'static str,
    /// What it answers, in words.
    pub answers: &'static str,
    /// What it does, one line.
    pub doc: &'static str,
    pub group: Group,
    /// Registers it on an engine under one of its names.
    pub(super) register: fn(&mut Engine, &Shared, &'static str),
    /// Registers it on a shaped maze's engine: the same instruction, or for the contest's
    /// and the thoughts' a mistake (they name square cells).
    pub(super) shaped: fn(&mut Engine, &Shared<ShapedBoard>, &'static str),
}

impl Entry {
    /// Every name, ours first.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.ours.iter().chain(self.mms).copied()
    }
}

macro_rules! entry {
    ($ours:expr, [$($mms:ident)?], $params:literal, Contest, $answers:literal, $doc:literal, $register:expr) => {
        entry!(@ $ours, [$($mms)?], $params, Contest, $answers, $doc, $register, glue::square_only)
    };
    ($ours:expr, [$($mms:ident)?], $params:literal, Thoughts, $answers:literal, $doc:literal, $register:expr) => {
        entry!(@ $ours, [$($mms)?], $params, Thoughts, $answers, $doc, $register, glue::square_only)
    };
    ($ours:expr, [$($mms:ident)?], $params:literal, $group:ident, $answers:literal, $doc:literal, $register:expr) => {
        entry!(@ $ours, [$($mms)?], $params, $group, $answers, $doc, $register, $register)
    };
    (@ $ours:expr, [$($mms:ident)?], $params:literal, $group:ident, $answers:literal, $doc:literal, $register:expr,
     $shaped:expr) => {
        Entry {
            ours: &$ours,
            mms: &[$(Command::$mms.name())?],
            params: $params,
            answers: $answers,
            doc: $doc,
            group: Group::$group,
            register: $register,
            shaped: $shaped,
        }
    };
}
