//! Where a maze goes and how it looks: the output format, the image options (sizes,
//! colours, page), refusing to print images to a terminal, writing files whole (through
//! [`SafeFile`]), and ending quietly on a closed pipe.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use mousemaze::files::SafeFile;
use mousemaze::maze::Maze;
use mousemaze::maze::export::ascii::Letters;
use mousemaze::maze::export::png::{self, Png};
use mousemaze::maze::export::svg::{Page, Svg, SvgOptions};
use mousemaze::maze::export::{self, Color, MAX_CELL_SIZE, MAX_MARGIN, MIN_CELL_SIZE, Marks, Palette, Style};
use mousemaze::maze::formats::{self, MazeFormat, maz, num};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// `+---+` text.
    Ascii,
    /// Micromouse contest text (`o---o`, S and G marks); .txt.
    Micromouse,
    /// 256 bytes, a 16×16 micromouse maze (contest ends implied).
    Maz,
    /// The mms simulator's `X Y N E S W` lines (contest ends implied).
    Num,
    /// A raster image.
    Png,
    /// A printable vector drawing (A4 unless --page pixels).
    Svg,
    /// Generate (and solve) only; write nothing.
    None,
    /// The maze as a graph, for any shape: cells, neighbours, passages, ends and route.
    Json,
}

impl Format {
    /// The format a file name's extension names: .txt, .maz, .num, .png or .svg (any case).
    pub fn from_extension(path: &Path) -> Result<Format, String> {
        let extension = path.extension().map(|e| e.to_string_lossy().to_ascii_lowercase());
        match extension.as_deref() {
            Some("txt") => Ok(Format::Ascii),
            Some("maz") => Ok(Format::Maz),
            Some("num") => Ok(Format::Num),
            Some("png") => Ok(Format::Png),
            Some("svg") => Ok(Format::Svg),
            Some("json") => Ok(Format::Json),
            _ => Err(format!(
                "cannot tell the format of {} from its extension: allowed .txt, .maz, .num, .png, .svg, .json \
                 (or pass --format)",
                path.display()
            )),
        }
    }

    /// The format of `--output FILE`: `--format` if given, else what the file's extension
    /// names, else ASCII. A `--format` that contradicts the extension is refused, so that
    /// `-o maze.png` never holds text.
    pub fn for_output(format: Option<Format>, file: Option<&Path>) -> Result<Format, String> {
        let named = file.and_then(|f| Format::from_extension(f).ok());
        match (format, named, file) {
            (Some(format), Some(named), Some(file))
                if format.extension() != named.extension() && format != Format::None =>
            {
                Err(format!(
                    "{} is named for {}, but --format asks for {}: leave out --format, or end the name in .{}",
                    file.display(),
                    named.name(),
                    format.name(),
                    format.extension()
                ))
            }
            (Some(format), _, _) => Ok(format),
            (None, named, _) => Ok(named.unwrap_or(Format::Ascii)),
        }
    }

    /// The extension that names the format.
    fn extension(self) -> &'static str {
        match self {
            Format::Ascii | Format::Micromouse => "txt",
            Format::Maz => "maz",
            Format::Num => "num",
            Format::Png => "png",
            Format::Svg => "svg",
            Format::Json => "json",
            Format::None => "",
        }
    }

    /// The format's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Format::Ascii => "ASCII",
            Format::Micromouse => "micromouse text",
            Format::Maz => ".maz",
            Format::Num => ".num",
            Format::Png => "PNG",
            Format::Svg => "SVG",
            Format::Json => "JSON",
            Format::None => "nothing",
        }
    }
}

fn size_parser(min: u32, max: u32) -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(i64::from(min)..=i64::from(max))
}

/// How PNG and SVG drawings look.
#[derive(Args, Debug, Clone)]
#[command(next_help_heading = "Image options (PNG and SVG)")]
pub struct StyleArgs {
    /// Cell size, wall line to wall line, in pixels (SVG: user units) [default: 16, smaller for big PNGs]
    #[arg(long, value_name = "PX", value_parser = size_parser(MIN_CELL_SIZE, MAX_CELL_SIZE))]
    cell_size: Option<u32>,
    /// Wall thickness, less than the cell size [default: about a seventh of the cell]
    #[arg(long, value_name = "PX", value_parser = size_parser(1, MAX_CELL_SIZE - 1))]
    wall: Option<u32>,
    /// Floor-coloured border around the maze [default: one cell]
    #[arg(long, value_name = "PX", value_parser = size_parser(0, MAX_MARGIN))]
    margin: Option<u32>,
    /// Wall colour, #rgb or #rrggbb.
    #[arg(long, value_name = "COLOR", default_value_t = Palette::default().wall)]
    wall_color: Color,
    /// Floor (and margin) colour.
    #[arg(long, value_name = "COLOR", default_value_t = Palette::default().floor)]
    floor_color: Color,
    /// Solution path colour.
    #[arg(long, value_name = "COLOR", default_value_t = Palette::default().path)]
    path_color: Color,
    /// Start mark colour.
    #[arg(long, value_name = "COLOR", default_value_t = Palette::default().start)]
    start_color: Color,
    /// Goal mark colour.
    #[arg(long, value_name = "COLOR", default_value_t = Palette::default().goal)]
    goal_color: Color,
    /// Door colour (mazes with --doors).
    #[arg(long, value_name = "COLOR", default_value_t = Palette::default().door)]
    door_color: Color,
    /// SVG page: an A4 sheet (turned to suit the maze), or one pixel per unit.
    #[arg(long, value_parser = super::choice::choice::<Page>(), default_value = mousemaze::maze::names::Named::word(Page::A4))]
    page: Page,
}

impl StyleArgs {
    pub fn style(&self) -> Style {
        let palette = Palette {
            wall: self.wall_color,
            floor: self.floor_color,
            path: self.path_color,
            start: self.start_color,
            goal: self.goal_color,
            door: self.door_color,
        };
        Style { cell_size: self.cell_size, wall: self.wall, margin: self.margin, palette }
    }
}

/// A format, an open output and a style, checked before any maze is made.
pub struct Target {
    pub format: Format,
    output: Option<Output>,
    style: Style,
    page: Page,
}

impl Target {
    /// Checks what can be checked from the size alone (the style fits a `width`×`height`
    /// maze, and no image goes to a terminal), then opens the output.
    pub fn new(
        format: Format,
        file: Option<&Path>,
        args: &StyleArgs,
        width: u32,
        height: u32,
    ) -> Result<Target, String> {
        let style = args.style();
        match format {
            Format::Png => png::layout(width, height, &style).map(|_| ()),
            Format::Svg => style.check(),
            Format::Ascii | Format::Micromouse | Format::None | Format::Json => Ok(()),
            Format::Maz if (width, height) != (maz::SIDE, maz::SIDE) => {
                return Err(format!(
                    "a .maz file holds a 16×16 maze only; this one is {width}×{height}: write .num or .txt \
                     (with --format micromouse) for other sizes"
                ));
            }
            Format::Num if u64::from(width) * u64::from(height) > num::MAX_NUM_CELLS => {
                return Err(format!(
                    "a .num file holds at most {} cells; a {width}×{height} maze has more: write .txt",
                    num::MAX_NUM_CELLS
                ));
            }
            Format::Maz | Format::Num => Ok(()),
        }
        .map_err(|e| e.to_string())?;
        if matches!(format, Format::Png | Format::Svg) && file.is_none() && io::stdout().is_terminal() {
            return Err(format!(
                "not writing {} to a terminal: pass --output FILE, or redirect standard output (> maze.{})",
                format.name(),
                format.name().to_ascii_lowercase()
            ));
        }
        let output = if format == Format::None { None } else { Some(Output::open(file)?) };
        Ok(Target { format, output, style, page: args.page })
    }

    /// Draws `maze` with `marks` in the target's format and writes it; `notes` (a timed
    /// route's summary) go under an ASCII drawing, and to stderr beside an image. `letters` are
    /// the start and goal cells the text formats letter (every cell of a goal region), and what
    /// .maz and .num files must agree with.
    pub fn write(self, maze: &Maze, marks: Marks, letters: Letters, notes: &[String]) -> Result<(), String> {
        if !matches!(self.format, Format::Ascii) {
            notes.iter().for_each(|note| eprintln!("{note}"));
        }
        let Some(output) = self.output else { return Ok(()) };
        match self.format {
            // JSON is written by `shaped`, which every JSON request goes to.
            Format::None | Format::Json => Ok(()),
            Format::Ascii => output.write(|out| {
                export::ascii::write_drawing(maze, &marks, &letters, out)?;
                notes.iter().try_for_each(|note| writeln!(out, "{note}"))
            }),
            Format::Micromouse | Format::Maz | Format::Num => {
                let format = match self.format {
                    Format::Micromouse => MazeFormat::Micromouse,
                    Format::Maz => MazeFormat::Maz,
                    _ => MazeFormat::Num,
                };
                output.write(|out| formats::write_parts(format, maze, letters.start, letters.goals, out))
            }
            Format::Png => {
                let png = Png::new(maze, &self.style).map_err(|e| e.to_string())?.marks(marks);
                output.write(|out| png.write(out))
            }
            Format::Svg => {
                let options = SvgOptions { style: self.style, page: self.page };
                let svg = Svg::new(maze, &options).map_err(|e| e.to_string())?.marks(marks);
                output.write(|out| svg.write(out))
            }
        }
    }

    /// Whether the drawing shows the start and goal even without a path (images do).
    pub fn marks_ends(&self) -> bool {
        matches!(self.format, Format::Png | Format::Svg)
    }
}

/// Where the bytes go, opened before any work so that a bad path fails at once: standard
/// output, or a file written safely and whole ([`SafeFile`]: a temporary file renamed into
/// place, removed on failure; special files such as `/dev/stdout` written directly).
pub struct Output {
    path: Option<PathBuf>,
    file: Option<SafeFile>,
}

impl Output {
    pub fn open(path: Option<&Path>) -> Result<Output, String> {
        let Some(path) = path else { return Ok(Output { path: None, file: None }) };
        let file = SafeFile::create(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(Output { path: Some(path.to_path_buf()), file: Some(file) })
    }

    /// Runs `write` on a buffered writer, then flushes (and renames the file into place).
    pub fn write(self, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> Result<(), String> {
        let result = match self.file {
            None => {
                let mut out = io::BufWriter::new(io::stdout().lock());
                write(&mut out).and_then(|()| out.flush())
            }
            Some(file) => {
                let mut out = io::BufWriter::new(file);
                write(&mut out)
                    .and_then(|()| out.into_inner().map_err(io::IntoInnerError::into_error))
                    .and_then(SafeFile::commit)
            }
        };
        result.map_err(|e| match &self.path {
            Some(path) => format!("cannot write {}: {e}", path.display()),
            None => e.to_string(),
        })
    }
}

/// A closed pipe (`mousemaze check-levels | head -1`) ends the program quietly, as it ends
/// any Unix tool: SIGPIPE gets its default action back. (Rust starts with it ignored, which
/// turns every later print into a panic with status 101.) One call covers every print.
pub fn end_quietly_on_closed_pipes() {
    #[cfg(unix)]
    // SAFETY: called once at start, before any thread is spawned; SIG_DFL is a valid action.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
