//! Text cut and wrapped to a terminal's columns, and a list that says what it could not show:
//! what every panel of every system and the shell's own panels draw with.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Cuts text to a width (in terminal columns), ending with `…` when it had to cut.
pub fn abbreviate(text: &str, width: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= width {
        return text.to_string();
    }
    match width {
        0 => String::new(),
        1 => chars[..1].iter().collect(),
        _ => chars[..width - 1].iter().chain(['…'].iter()).collect(),
    }
}

/// A participant's name cut to a width: like [`abbreviate`], but a last word that tells people
/// apart (the number of "Police 2", the "B" of "Cultist B") is kept after the `…`, so that two cut
/// names never read alike ("Pol… 1" and "Pol… 2", not "Police…" twice). Below five columns, or when
/// the last word is long, it is a plain cut.
pub fn abbreviate_name(name: &str, width: usize) -> String {
    let chars: Vec<char> = name.chars().collect();
    if chars.len() <= width {
        return name.to_string();
    }
    let tail: Vec<char> = match name.rsplit_once(' ') {
        Some((head, last)) if !head.trim().is_empty() => last.chars().collect(),
        _ => Vec::new(),
    };
    // Room for at least two letters of the head, the `…`, a space and the tail.
    if tail.is_empty() || tail.len() > 3 || width < tail.len() + 4 {
        return abbreviate(name, width);
    }
    let head = width - tail.len() - 2;
    let cut: String = chars[..head].iter().collect();
    format!("{}… {}", cut.trim_end(), tail.iter().collect::<String>())
}

/// Words wrapped to a width, for the log and prompts (a word longer than the width is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let needed = line.chars().count() + usize::from(!line.is_empty()) + word.chars().count();
        if needed > width && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while line.chars().count() > width {
            let head: String = line.chars().take(width).collect();
            let tail: String = line.chars().skip(width).collect();
            lines.push(head);
            line = tail;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// A list cut short says so, on its block's borders at the right: the names of the rows above
/// and below what fits ("▼ Police 1 · Officer Doyle"), so everyone is still named on screen, or,
/// when the names do not fit, how many ("▼ 5 more"). Every panel that lists rows (turn orders,
/// tables) uses it, so a new system's panels say it the same way.
pub fn more_rows(
    buf: &mut Buffer,
    area: Rect,
    above: &[&str],
    below: &[&str],
    theme: &super::Theme,
) {
    if area.height < 2 || area.width < 14 {
        return;
    }
    let right = area.x + area.width - 1;
    // The top border keeps its title at the left: about a third of it stays free.
    let room_above = usize::from(area.width).saturating_sub(area.width as usize / 3 + 4);
    let room_below = usize::from(area.width).saturating_sub(4);
    for (names, mark, y, room) in [
        (above, '▲', area.y, room_above),
        (below, '▼', area.y + area.height - 1, room_below),
    ] {
        if names.is_empty() {
            continue;
        }
        let named = format!(" {mark} {} ", names.join(" · "));
        let text = if named.chars().count() <= room {
            named
        } else {
            format!(" {mark} {} more ", names.len())
        };
        let len = text.chars().count() as u16;
        buf.set_string(right.saturating_sub(len + 1), y, text, theme.title());
    }
}

#[cfg(test)]
mod tests {

    /// A list cut short names what is hidden when the names fit, else counts them.
    #[test]
    fn more_rows_names_the_hidden_or_counts_them() {
        let theme = super::super::Theme::new(false);
        let area = Rect::new(0, 0, 30, 3);
        let mut buf = Buffer::empty(area);
        more_rows(&mut buf, area, &[], &["Amy", "Bob"], &theme);
        let bottom: String = (0..30).map(|x| buf[(x, 2)].symbol().to_string()).collect();
        assert!(bottom.contains("▼ Amy · Bob"), "{bottom}");
        let mut buf = Buffer::empty(area);
        let long = ["Professor Harriet Vance", "Patrolman Kerrigan"];
        more_rows(&mut buf, area, &long, &[], &theme);
        let top: String = (0..30).map(|x| buf[(x, 0)].symbol().to_string()).collect();
        assert!(top.contains("▲ 2 more"), "{top}");
    }

    use super::*;

    #[test]
    fn abbreviations_fit_and_say_they_were_cut() {
        assert_eq!(abbreviate("Farmyard", 8), "Farmyard");
        assert_eq!(abbreviate("Farm track", 6), "Farm …");
        assert_eq!(abbreviate("Orchard", 1), "O");
        assert_eq!(abbreviate("Orchard", 0), "");
    }

    /// "Two cut names must never read alike ("Police… 2" next to "Police 2 2")": a cut
    /// name keeps its numbering word, at every width from five columns up.
    #[test]
    fn two_cut_names_never_read_alike() {
        assert_eq!(abbreviate_name("Police 1", 6), "Pol… 1");
        assert_eq!(abbreviate_name("Police 1", 8), "Police 1");
        assert_eq!(abbreviate_name("Cultist of the Deep 12", 12), "Cultist… 12");
        assert_eq!(
            abbreviate_name("Dr. Ada Marsh", 8),
            "Dr. Ada…",
            "a long last word"
        );
        for width in 5..24 {
            let names = [
                "Police 1",
                "Police 2",
                "Police officer 1",
                "Police officer 2",
                "Deep One A",
                "Deep One B",
            ];
            let cut: Vec<String> = names.iter().map(|n| abbreviate_name(n, width)).collect();
            for (i, a) in cut.iter().enumerate() {
                assert!(a.chars().count() <= width, "{a} at {width}");
                for (j, b) in cut.iter().enumerate() {
                    // Names told apart by their last word are cut apart.
                    let last = |name: &str| name.rsplit(' ').next().map(str::to_string);
                    if last(names[i]) != last(names[j]) {
                        assert_ne!(a, b, "{} and {} at {width}", names[i], names[j]);
                    }
                }
            }
        }
    }

    #[test]
    fn wrapping_keeps_words_whole_and_cuts_giants() {
        assert_eq!(
            wrap("Farmer fails DEX 50 with 73", 12),
            vec!["Farmer fails", "DEX 50 with", "73"]
        );
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), vec![""]);
    }
}
