//! `mousemaze edit [FILE]`: the game's level editor, on a level file (square or shaped) or
//! at its start menu (an empty field, a generated maze, or a level of the list); `edit
//! --shape hex -W 9 -H 7` (or `--radius`, triangle, polar `--rings`) opens an empty field of
//! that shape. `--screenshot PATH --frames N` saves the window after N frames and quits, as
//! `play` does.

use std::path::PathBuf;

use clap::Args;

use super::play::ScriptArgs;
use super::shaped::ShapeArgs;

#[derive(Args, Debug)]
pub struct EditArgs {
    /// A level file to edit (saved back to it); without it, the editor's start menu.
    #[arg(conflicts_with_all = ["width", "height"])]
    file: Option<PathBuf>,
    #[command(flatten)]
    shape: ShapeArgs,
    /// With --shape: cells across [default: 9].
    #[arg(short = 'W', long, value_parser = super::maze_args::side_parser())]
    width: Option<u32>,
    /// With --shape: cells down [default: 7].
    #[arg(short = 'H', long, value_parser = super::maze_args::side_parser())]
    height: Option<u32>,
    #[command(flatten)]
    script: ScriptArgs,
}

#[cfg(feature = "game")]
pub fn run(args: &EditArgs) -> Result<(), String> {
    use mousemaze::content::level::edit::{Draft, ShapedDraft};
    use mousemaze::content::level::shaped::LevelShape;
    use mousemaze::content::level::{Level, read_level_text};
    use mousemaze::game::PlaySettings;

    let script = args.script.script()?;
    if args.shape.is_shaped() {
        if args.file.is_some() {
            return Err("a level file has its own shape: leave out --shape, --radius and --rings".into());
        }
        let size = (args.width.unwrap_or(9), args.height.unwrap_or(7));
        let shape = args.shape.shape((args.width, args.height), size)?;
        let shape = LevelShape::of_drawn(shape)
            .ok_or_else(|| format!("the editor draws every shape a level plays but squares and weaves, not {shape}"))?;
        let draft = ShapedDraft::empty(shape).map_err(|e| e.to_string())?;
        return mousemaze::game::run(PlaySettings { shaped_editor: Some(draft), script, ..Default::default() })
            .map_err(|e| e.to_string());
    }
    if args.width.is_some() || args.height.is_some() {
        return Err("-W and -H size a new shaped level: add --shape hex, triangle or polar".into());
    }
    let Some(path) = &args.file else {
        return mousemaze::game::run(PlaySettings { script, editor_menu: true, ..Default::default() })
            .map_err(|e| e.to_string());
    };
    let text = read_level_text(path).map_err(|e| e.to_string())?;
    let name = path.display().to_string();
    let settings = if Level::from_ron(&text, &name).is_ok_and(|level| level.is_shaped()) {
        let draft = ShapedDraft::from_text(&text, &name, Some(path.clone())).map_err(|e| e.to_string())?;
        PlaySettings { shaped_editor: Some(draft), script, ..Default::default() }
    } else {
        let draft = Draft::from_text(&text, &name, Some(path.clone())).map_err(|e| e.to_string())?;
        PlaySettings { editor: Some(draft), script, ..Default::default() }
    };
    mousemaze::game::run(settings).map_err(|e| e.to_string())
}

#[cfg(not(feature = "game"))]
pub fn run(_: &EditArgs) -> Result<(), String> {
    Err("this build has no game (it was built without the `game` feature), so no editor".into())
}
