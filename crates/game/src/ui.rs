//! Small UI building blocks shared by the HUD and the screens, so every screen speaks with
//! one voice: the same type sizes, colours and panel style.

use bevy::prelude::*;

use super::art::GameArt;

/// Every text the game shows is kept to the letters its font has ([`in_font`]): set
/// anywhere, by any screen, it is put right before it is drawn (an ellipsis was an empty
/// box on the bot screen).
pub fn font_plugin(app: &mut App) {
    app.add_systems(PostUpdate, keep_texts_in_font);
}

fn keep_texts_in_font(
    mut texts: Query<&mut Text, Changed<Text>>,
    mut board_texts: Query<&mut Text2d, Changed<Text2d>>,
) {
    for mut text in &mut texts {
        if !text.0.is_ascii() {
            text.0 = in_font(&text.0).into_owned();
        }
    }
    for mut text in &mut board_texts {
        if !text.0.is_ascii() {
            text.0 = in_font(&text.0).into_owned();
        }
    }
}

/// A line of text at `size` pixels in `color`.
pub fn label(text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (plain_label(text, size, color), TextShadow::default())
}

/// A line of text with no shadow: a script's code, whose small letters a shadow doubles.
pub fn plain_label(text: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (Text::new(text), TextFont { font_size: FontSize::Px(size), ..default() }, TextColor(color))
}

/// A full-window layer that centres its children in a column.
pub fn centered_column(gap: f32) -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        position_type: PositionType::Absolute,
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        row_gap: px(gap),
        ..default()
    }
}

/// A rounded dark panel for results and menus.
pub fn panel() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::axes(px(48), px(28)),
            row_gap: px(10),
            border: UiRect::all(px(3)),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(GameArt::BACKGROUND.with_alpha(0.97)),
        BorderColor::all(GameArt::ACCENT),
    )
}

/// `text` as the game's font can draw it: its typeface has ASCII only, so accented Latin
/// letters lose their accents, typographic dashes, quotes and the ellipsis become their ASCII
/// forms, and anything else shows as `?` (rather than an empty box).
pub fn in_font(text: &str) -> std::borrow::Cow<'_, str> {
    if text.is_ascii() {
        return text.into();
    }
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            c if c.is_ascii() => shown.push(c),
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => shown.push('a'),
            'ç' => shown.push('c'),
            'è' | 'é' | 'ê' | 'ë' => shown.push('e'),
            'ì' | 'í' | 'î' | 'ï' => shown.push('i'),
            'ñ' => shown.push('n'),
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' => shown.push('o'),
            'ù' | 'ú' | 'û' | 'ü' => shown.push('u'),
            'É' | 'È' => shown.push('E'),
            '\u{2018}' | '\u{2019}' => shown.push('\''),
            '\u{201c}' | '\u{201d}' => shown.push('"'),
            '\u{2013}' | '\u{2014}' => shown.push('-'),
            '\u{2026}' => shown.push_str("..."),
            '\u{a0}' => shown.push(' '),
            _ => shown.push('?'),
        }
    }
    shown.into()
}

/// "1:05.31" for seconds (made from ticks): [`crate::rules::clock`], the one rounding rule.
pub fn clock(seconds: f32) -> String {
    crate::rules::clock(crate::rules::ticks_in(seconds))
}

/// A panel in a column of panels (the Bot screen's): `place` says how it shares the column and how far
/// apart its parts are.
pub fn panel_box(place: Node) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(12)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(10)),
            overflow: Overflow::clip(),
            ..place
        },
        BackgroundColor(GameArt::BACKGROUND.with_alpha(0.95)),
        BorderColor::all(GameArt::ACCENT),
    )
}

/// `text` with its first letter a capital: `A 15×11 hex maze` (a phrase begun in a line).
pub fn capitalised(text: &str) -> String {
    let mut letters = text.chars();
    letters.next().map_or_else(String::new, |first| first.to_uppercase().chain(letters).collect())
}

#[cfg(test)]
mod tests {
    #[test]
    fn text_is_shown_in_the_fonts_letters() {
        assert_eq!(super::in_font("Trémaux's marks…"), "Tremaux's marks...");
        assert_eq!(super::in_font("plain"), "plain");
        assert_eq!(super::in_font("a ★ b"), "a ? b");
    }

    #[test]
    fn clock_reads_minutes_seconds_hundredths_rounded() {
        assert_eq!(super::clock(0.0), "0:00.00");
        assert_eq!(super::clock(65.37), "1:05.37");
        assert_eq!(super::clock(600.0), "10:00.00");
        assert_eq!(super::clock(247.0 / 130.0), "0:01.90", "no float rounding down a hundredth");
        assert_eq!(super::clock(427.0 / 130.0), "0:03.28", "3.2846 s rounds to 3.28");
        assert_eq!(super::clock(428.0 / 130.0), "0:03.29", "3.2923 s rounds up to 3.29");
    }
}
