//! Scripted runs: `mousemaze play --screenshot PATH --frames N` saves the window to PATH
//! after N frames and then quits: status 0 only if the screenshot was written. CI uses it
//! to look at a real frame. It logs the frames a second it ran at (from the second frame,
//! after startup), so the speed of a board can be measured under a virtual display.
//!
//! With `MOUSEMAZE_LOG_FPS` set (to anything), any session logs its frames a second every two
//! seconds, with the slowest frame: how the editor or a menu is measured while a person (or
//! `xplay`) uses it.
//!
//! The path is checked before the game starts ([`Script::check`]), and the picture is
//! written like every other output ([`SafeFile`]): whole, through a temporary file renamed
//! into place, so an existing file is replaced only by a finished screenshot and is never
//! removed otherwise.

use std::io::Write;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use crate::files::SafeFile;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenshotOutcome>()
        .add_systems(Update, take_screenshot.in_set(super::PlaySet::Draw).run_if(resource_exists::<Script>));
    if std::env::var_os("MOUSEMAZE_LOG_FPS").is_some() {
        app.add_systems(Update, log_frame_rate.in_set(super::PlaySet::Present));
    }
}

/// Frames counted since the last log line, and the slowest of them.
#[derive(Default)]
struct FrameCount {
    frames: u32,
    seconds: f32,
    slowest: f32,
}

/// Every two seconds: the frames a second since the last line, and the slowest frame.
fn log_frame_rate(time: Res<Time<Real>>, mut count: Local<FrameCount>) {
    let delta = time.delta_secs();
    count.frames += 1;
    count.seconds += delta;
    count.slowest = count.slowest.max(delta);
    if count.seconds >= 2.0 {
        let fps = count.frames as f32 / count.seconds;
        info!("{fps:.1} fps over {:.1} s, slowest frame {:.0} ms", count.seconds, count.slowest * 1000.0);
        *count = FrameCount::default();
    }
}

/// Take a screenshot after `frames` frames, save it to `screenshot`, then quit.
#[derive(Resource, Clone, Debug)]
pub struct Script {
    pub screenshot: PathBuf,
    pub frames: u32,
}

impl Script {
    /// Whether the screenshot can be saved where asked: a `.png` name, not a folder, not a
    /// special file, in a folder that exists and takes new files. Checked before the run.
    pub fn check(&self) -> Result<(), ScreenshotError> {
        check_path(&self.screenshot)
    }
}

/// Why a screenshot cannot be saved, or was not.
#[derive(Debug)]
pub enum ScreenshotError {
    /// The path is not named `*.png`.
    NotPng(PathBuf),
    /// It cannot be written there (no such folder, no permission), or the frame could not be
    /// encoded.
    Unsaved { path: PathBuf, why: Box<dyn std::error::Error + Send + Sync> },
}

impl std::fmt::Display for ScreenshotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScreenshotError::NotPng(path) => {
                write!(f, "a screenshot is saved as PNG: name it *.png ({} is not)", path.display())
            }
            ScreenshotError::Unsaved { path, why } => {
                write!(f, "cannot save the screenshot to {}: {why}", path.display())
            }
        }
    }
}

impl std::error::Error for ScreenshotError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ScreenshotError::NotPng(_) => None,
            ScreenshotError::Unsaved { why, .. } => Some(why.as_ref()),
        }
    }
}

/// See [`Script::check`].
fn check_path(path: &Path) -> Result<(), ScreenshotError> {
    let png = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("png"));
    if !png {
        return Err(ScreenshotError::NotPng(path.to_path_buf()));
    }
    // A trial temporary file (removed at once) proves the folder exists and is writable.
    SafeFile::create_regular(path).map(drop).map_err(|e| unsaved(path, e))
}

/// The screenshot could not be saved to `path`, for `why`.
fn unsaved(path: &Path, why: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> ScreenshotError {
    ScreenshotError::Unsaved { path: path.to_path_buf(), why: why.into() }
}

/// How the screenshot went: `None` until it is written or has failed.
#[derive(Resource, Debug, Default)]
struct ScreenshotOutcome(Option<Result<(), ScreenshotError>>);

/// How long to wait for the screenshot before giving up, in frames.
const SAVE_TIMEOUT_FRAMES: u32 = 600;

fn take_screenshot(
    mut commands: Commands,
    script: Res<Script>,
    outcome: Res<ScreenshotOutcome>,
    mut frame: Local<u32>,
    mut since_first: Local<Option<std::time::Instant>>,
    mut exit: MessageWriter<AppExit>,
) {
    *frame += 1;
    if *frame == 1 {
        *since_first = Some(std::time::Instant::now());
    }
    if *frame == script.frames.max(1) {
        if let Some(start) = *since_first
            && *frame > 1
        {
            let seconds = start.elapsed().as_secs_f64();
            info!("{} frames in {seconds:.2} s: {:.1} fps", *frame - 1, f64::from(*frame - 1) / seconds);
        }
        let path = script.screenshot.clone();
        commands.spawn(Screenshot::primary_window()).observe(
            move |captured: On<ScreenshotCaptured>, mut outcome: ResMut<ScreenshotOutcome>| {
                outcome.0 = Some(save_png(&captured.image, &path));
            },
        );
    } else if *frame > script.frames {
        match &outcome.0 {
            Some(Ok(())) => {
                info!("saved {}", script.screenshot.display());
                exit.write(AppExit::Success);
            }
            Some(Err(e)) => {
                error!("{e}");
                exit.write(AppExit::error());
            }
            None if *frame > script.frames + SAVE_TIMEOUT_FRAMES => {
                error!("the screenshot {} was not saved: no frame came back", script.screenshot.display());
                exit.write(AppExit::error());
            }
            None => {}
        }
    }
}

/// Encodes the frame as PNG (no alpha) and writes it whole.
fn save_png(image: &Image, path: &Path) -> Result<(), ScreenshotError> {
    let rgb = image.clone().try_into_dynamic().map_err(|e| unsaved(path, e))?.to_rgb8();
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, rgb.width(), rgb.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header().and_then(|mut w| w.write_image_data(rgb.as_raw())).map_err(|e| unsaved(path, e))?;
    let mut file = SafeFile::create_regular(path).map_err(|e| unsaved(path, e))?;
    file.write_all(&bytes).and_then(|()| file.commit()).map_err(|e| unsaved(path, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screenshot_path_is_checked_and_nothing_is_touched() {
        let dir = std::env::temp_dir().join(format!("mousemaze-shot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let level = dir.join("01-level.ron");
        std::fs::write(&level, "(name: \"mine\")").unwrap();
        assert!(check_path(&level).unwrap_err().to_string().contains("name it *.png"));
        let missing = check_path(&dir.join("missing/shot.png")).unwrap_err().to_string();
        assert!(missing.starts_with("cannot save the screenshot"), "{missing}");
        let folder = dir.join("folder.png");
        std::fs::create_dir_all(&folder).unwrap();
        assert!(check_path(&folder).unwrap_err().to_string().contains("it is a folder"));
        check_path(&dir.join("shot.PNG")).unwrap();
        let mut left: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        left.sort();
        assert_eq!(left, ["01-level.ron", "folder.png"], "no trial file left behind");
        assert_eq!(std::fs::read_to_string(&level).unwrap(), "(name: \"mine\")");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
