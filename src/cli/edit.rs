//! `mousemaze edit [FILE]`: the game's level editor, on a level file or at its start menu
//! (an empty field, a generated maze, or a level of the list). `--screenshot PATH --frames
//! N` saves the window after N frames and quits, as `play` does.

use std::path::PathBuf;

use clap::Args;

use super::play::ScriptArgs;

#[derive(Args, Debug)]
pub struct EditArgs {
    /// A level file to edit (saved back to it); without it, the editor's start menu.
    file: Option<PathBuf>,
    #[command(flatten)]
    script: ScriptArgs,
}

#[cfg(feature = "game")]
pub fn run(args: &EditArgs) -> Result<(), String> {
    use mousemaze::content::level::edit::Draft;
    use mousemaze::content::level::read_level_text;

    let script = args.script.script()?;
    let editor = match &args.file {
        Some(path) => {
            let text = read_level_text(path).map_err(|e| e.to_string())?;
            let name = path.display().to_string();
            Some(Draft::from_text(&text, &name, Some(path.clone())).map_err(|e| e.to_string())?)
        }
        None => None,
    };
    let editor_menu = editor.is_none();
    mousemaze::game::run(mousemaze::game::PlaySettings { config: None, script, editor, editor_menu, shaped: None })
        .map_err(|e| e.to_string())
}

#[cfg(not(feature = "game"))]
pub fn run(_: &EditArgs) -> Result<(), String> {
    Err("this build has no game (it was built without the `game` feature), so no editor".into())
}
