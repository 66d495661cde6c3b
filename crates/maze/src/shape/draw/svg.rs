//! SVG: the [`Drawing`] as one path of walls (lines, and on a polar maze true arcs), the
//! route as a polyline, the doors as one path of bars in the door colour and the ends as
//! circles, one user unit a pixel.

use std::io::{self, Write};

use super::{Drawing, Side};

impl Drawing<'_> {
    /// Writes the drawing as an SVG document.
    pub fn write_svg(&self, out: &mut dyn Write) -> io::Result<()> {
        let (w, h) = self.size();
        let palette = self.palette;
        writeln!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.2} {h:.2}">"#
        )?;
        writeln!(out, r#"<rect width="100%" height="100%" fill="{}"/>"#, palette.floor)?;
        for (outline, shade) in self.shaded_cells() {
            write!(out, r#"<path fill="{shade}" d="M"#)?;
            for p in outline {
                write!(out, "{:.2} {:.2} ", p.x, p.y)?;
            }
            writeln!(out, r#"Z"/>"#)?;
        }
        write!(
            out,
            r#"<path fill="none" stroke="{}" stroke-width="{:.2}" stroke-linecap="round" stroke-linejoin="round" d=""#,
            palette.wall, self.wall
        )?;
        for wall in self.walls() {
            write_side(out, &wall)?;
        }
        writeln!(out, r#""/>"#)?;
        for (corners, colour) in self.stair_marks() {
            let [a, b, c] = corners;
            writeln!(
                out,
                r#"<path fill="{colour}" d="M{:.2} {:.2}L{:.2} {:.2}L{:.2} {:.2}Z"/>"#,
                a.x, a.y, b.x, b.y, c.x, c.y
            )?;
        }
        for piece in self.route_pieces().unwrap_or_default() {
            write!(
                out,
                r#"<polyline fill="none" stroke="{}" stroke-width="{:.2}" stroke-linecap="round" stroke-linejoin="round" points=""#,
                palette.path,
                self.route_width()
            )?;
            for p in piece {
                write!(out, "{:.2},{:.2} ", p.x, p.y)?;
            }
            writeln!(out, r#""/>"#)?;
        }
        let bars = self.door_bars();
        if !bars.is_empty() {
            write!(
                out,
                r#"<path fill="none" stroke="{}" stroke-width="{:.2}" stroke-linecap="round" d=""#,
                palette.door, self.wall
            )?;
            for bar in &bars {
                write_side(out, bar)?;
            }
            writeln!(out, r#""/>"#)?;
        }
        if let Some((start, goal, r)) = self.end_dots() {
            writeln!(out, r#"<circle cx="{:.2}" cy="{:.2}" r="{r:.2}" fill="{}"/>"#, start.x, start.y, palette.start)?;
            writeln!(out, r#"<circle cx="{:.2}" cy="{:.2}" r="{r:.2}" fill="{}"/>"#, goal.x, goal.y, palette.goal)?;
        }
        writeln!(out, "</svg>")
    }
}

/// One side as path commands: `M … L …`, or `M … A …` (a whole circle as two half arcs).
fn write_side(out: &mut dyn Write, side: &Side) -> io::Result<()> {
    match *side {
        Side::Line(a, b) => write!(out, "M{:.2} {:.2}L{:.2} {:.2}", a.x, a.y, b.x, b.y),
        Side::Arc { centre, radius, from, to } => {
            let at = |angle: f64| (centre.x + radius * angle.cos(), centre.y + radius * angle.sin());
            let halves = if to - from > std::f64::consts::PI { 2 } else { 1 };
            let (x, y) = at(from);
            write!(out, "M{x:.2} {y:.2}")?;
            for k in 1..=halves {
                let (x, y) = at(from + (to - from) * f64::from(k) / f64::from(halves));
                // Sweep 1: clockwise on screen, the way the angles grow.
                write!(out, "A{radius:.2} {radius:.2} 0 0 1 {x:.2} {y:.2}")?;
            }
            Ok(())
        }
    }
}
