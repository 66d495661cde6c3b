//! mms's commands, each name written once (`Window.cpp:841-1122`): the protocol dispatches
//! on them ([`super::protocol`]), the recording names its steps and thoughts by them
//! ([`super::recording`]), and the bot table gives scripts the same names
//! ([`crate::table`]). Also how mms reads a number in a command ([`to_int`]).
//!
//! ```
//! use mousemaze_bot::mms_program::commands::Command;
//!
//! assert_eq!(Command::from_name(b"wallFront"), Some(Command::WallFront));
//! assert_eq!(Command::WallFront.name(), "wallFront");
//! assert_eq!(Command::from_name(b"wallfront"), None);
//! assert!(Command::SetColor.is_display() && !Command::MoveForward.is_display());
//! ```

/// One of mms's commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    MazeWidth,
    MazeHeight,
    WallFront,
    WallBack,
    WallLeft,
    WallRight,
    WallFrontLeft,
    WallFrontRight,
    WallBackLeft,
    WallBackRight,
    MoveForward,
    MoveForwardHalf,
    TurnRight,
    TurnLeft,
    TurnRight90,
    TurnLeft90,
    TurnRight45,
    TurnLeft45,
    SetWall,
    ClearWall,
    SetColor,
    ClearColor,
    ClearAllColor,
    SetText,
    ClearText,
    ClearAllText,
    WasReset,
    AckReset,
    GetStat,
}

impl Command {
    /// Every command.
    pub const ALL: [Command; 29] = [
        Command::MazeWidth,
        Command::MazeHeight,
        Command::WallFront,
        Command::WallBack,
        Command::WallLeft,
        Command::WallRight,
        Command::WallFrontLeft,
        Command::WallFrontRight,
        Command::WallBackLeft,
        Command::WallBackRight,
        Command::MoveForward,
        Command::MoveForwardHalf,
        Command::TurnRight,
        Command::TurnLeft,
        Command::TurnRight90,
        Command::TurnLeft90,
        Command::TurnRight45,
        Command::TurnLeft45,
        Command::SetWall,
        Command::ClearWall,
        Command::SetColor,
        Command::ClearColor,
        Command::ClearAllColor,
        Command::SetText,
        Command::ClearText,
        Command::ClearAllText,
        Command::WasReset,
        Command::AckReset,
        Command::GetStat,
    ];

    /// The display commands, answered by nothing (`Window.cpp:844-960`), in mms's order.
    pub const DISPLAY: [Command; 8] = [
        Command::SetWall,
        Command::ClearWall,
        Command::SetColor,
        Command::ClearColor,
        Command::ClearAllColor,
        Command::SetText,
        Command::ClearText,
        Command::ClearAllText,
    ];

    /// Its name as a program sends it.
    pub const fn name(self) -> &'static str {
        match self {
            Command::MazeWidth => "mazeWidth",
            Command::MazeHeight => "mazeHeight",
            Command::WallFront => "wallFront",
            Command::WallBack => "wallBack",
            Command::WallLeft => "wallLeft",
            Command::WallRight => "wallRight",
            Command::WallFrontLeft => "wallFrontLeft",
            Command::WallFrontRight => "wallFrontRight",
            Command::WallBackLeft => "wallBackLeft",
            Command::WallBackRight => "wallBackRight",
            Command::MoveForward => "moveForward",
            Command::MoveForwardHalf => "moveForwardHalf",
            Command::TurnRight => "turnRight",
            Command::TurnLeft => "turnLeft",
            Command::TurnRight90 => "turnRight90",
            Command::TurnLeft90 => "turnLeft90",
            Command::TurnRight45 => "turnRight45",
            Command::TurnLeft45 => "turnLeft45",
            Command::SetWall => "setWall",
            Command::ClearWall => "clearWall",
            Command::SetColor => "setColor",
            Command::ClearColor => "clearColor",
            Command::ClearAllColor => "clearAllColor",
            Command::SetText => "setText",
            Command::ClearText => "clearText",
            Command::ClearAllText => "clearAllText",
            Command::WasReset => "wasReset",
            Command::AckReset => "ackReset",
            Command::GetStat => "getStat",
        }
    }

    /// The command named exactly `name` (case counts, as in mms).
    pub fn from_name(name: &[u8]) -> Option<Command> {
        Command::ALL.into_iter().find(|command| command.name().as_bytes() == name)
    }

    /// Whether it is a display command ([`Command::DISPLAY`]).
    pub fn is_display(self) -> bool {
        Command::DISPLAY.contains(&self)
    }

    /// Whether it takes a second token (`Window.cpp:977-984`): the sensors, the moves and
    /// `getStat`.
    pub fn takes_argument(self) -> bool {
        self.sensor().is_some() || matches!(self, Command::MoveForward | Command::MoveForwardHalf | Command::GetStat)
    }

    /// A wall sensor's angle from the heading in 45° steps, left positive
    /// (`Window.cpp:1300-1354`).
    pub fn sensor(self) -> Option<i8> {
        Some(match self {
            Command::WallFront => 0,
            Command::WallRight => -2,
            Command::WallLeft => 2,
            Command::WallBack => 4,
            Command::WallFrontRight => -1,
            Command::WallFrontLeft => 1,
            Command::WallBackRight => -3,
            Command::WallBackLeft => 3,
            _ => return None,
        })
    }

    /// A turn's angle in 45° steps, left positive (`Window.cpp:1066-1077`).
    pub fn turn(self) -> Option<i8> {
        Some(match self {
            Command::TurnRight | Command::TurnRight90 => -2,
            Command::TurnLeft | Command::TurnLeft90 => 2,
            Command::TurnRight45 => -1,
            Command::TurnLeft45 => 1,
            _ => return None,
        })
    }
}

/// `QString::toInt()` with its `ok` unchecked (`Window.cpp:992`): an optional sign and
/// decimal digits fitting 32 bits, else 0.
pub fn to_int(token: &[u8]) -> i32 {
    let text = token.trim_ascii();
    let (negative, digits) = match text.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, text),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return 0;
    }
    let mut value: i64 = 0;
    for &d in digits {
        value = value * 10 + i64::from(d - b'0');
        if value > i64::from(i32::MAX) + 1 {
            return 0;
        }
    }
    let value = if negative { -value } else { value };
    i32::try_from(value).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_as_its_command_and_no_two_share_one() {
        for command in Command::ALL {
            assert_eq!(Command::from_name(command.name().as_bytes()), Some(command));
        }
        let mut names: Vec<&str> = Command::ALL.iter().map(|c| c.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Command::ALL.len());
        let with_argument = Command::ALL.iter().filter(|c| c.takes_argument()).count();
        assert_eq!(with_argument, 11, "Window.cpp:977-984 lists 11");
    }

    #[test]
    fn numbers_read_as_qt_reads_them() {
        assert_eq!(to_int(b"12"), 12);
        assert_eq!(to_int(b" -3 "), -3);
        assert_eq!(to_int(b"+7"), 7);
        assert_eq!(to_int(b"2147483647"), i32::MAX);
        assert_eq!(to_int(b"-2147483648"), i32::MIN);
        assert_eq!(to_int(b"2147483648"), 0);
        assert_eq!(to_int(b"1x"), 0);
        assert_eq!(to_int(b""), 0);
    }
}
