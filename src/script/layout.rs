//! Small text-layout helpers shared by the views of every chase system: padding by
//! characters (names may be any Unicode), tables with aligned columns, and splitting a wide
//! picture into rows that fit a terminal.

/// Pictures wider than this are cut into rows.
pub const MAX_WIDTH: usize = 80;

pub fn chars(text: &str) -> usize {
    text.chars().count()
}

/// Left-aligns `text` in `width` characters (never cuts it).
pub fn pad(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(chars(text));
    format!("{text}{}", " ".repeat(fill))
}

/// Rows of cells as lines with aligned columns, two spaces apart, without trailing spaces.
pub fn table(rows: &[Vec<String>]) -> Vec<String> {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|i| {
            rows.iter()
                .filter_map(|row| row.get(i))
                .map(|cell| chars(cell))
                .max()
                .unwrap_or(0)
        })
        .collect();
    rows.iter()
        .map(|row| {
            row.iter()
                .zip(&widths)
                .map(|(cell, width)| pad(cell, width + 2))
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

/// Splits columns of these widths into as few rows as fit in `max` characters, and among those
/// splits the one whose widest row is narrowest, so that the last column is not left alone.
pub fn balanced_rows(widths: &[usize], max: usize) -> Vec<std::ops::Range<usize>> {
    let greedy = |limit: usize| {
        let mut rows = Vec::new();
        let (mut start, mut width) = (0, 0);
        for (i, w) in widths.iter().enumerate() {
            if width + w > limit && i > start {
                rows.push(start..i);
                (start, width) = (i, 0);
            }
            width += w;
        }
        if start < widths.len() {
            rows.push(start..widths.len());
        }
        rows
    };
    let fewest = greedy(max).len();
    let widest = widths.iter().copied().max().unwrap_or(0);
    let (mut low, mut high) = (widest, max.max(widest));
    while low < high {
        let mid = (low + high) / 2;
        if greedy(mid).len() <= fewest {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    greedy(low)
}

/// "1 segment", "2 segments".
pub fn count(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// "Ann", "Ann and Bo", "Ann, Bo and Cy".
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "Ann's", "Hounds'": whose turn it is.
pub fn possessive(name: &str) -> String {
    if name.ends_with('s') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// Whether an expectation's `turn` names nobody.
pub fn is_nobody(name: &str) -> bool {
    matches!(
        name.trim().to_ascii_lowercase().as_str(),
        "nobody" | "none" | ""
    )
}

/// Checks a word against the words allowed for a field, ignoring case; the refusal lists them.
pub fn known_word(value: &str, allowed: &[&str], what: &str) -> Result<String, String> {
    let wanted = value.trim().to_ascii_lowercase();
    if allowed.contains(&wanted.as_str()) {
        Ok(wanted)
    } else {
        Err(format!(
            "'{value}' is not a {what}; use one of {}",
            allowed.join(", ")
        ))
    }
}

/// One column of a picture of the track: its lines at the top (number, dots, name) and the
/// markers stacked under them, padded to its width.
pub struct Column {
    pub head: Vec<String>,
    pub markers: Vec<String>,
    pub width: usize,
}

/// The columns laid out in rows no wider than the page (balanced), a blank line between rows;
/// each row as deep as its deepest stack of markers.
pub fn columns_in_rows(columns: &[Column]) -> Vec<String> {
    let widths: Vec<usize> = columns.iter().map(|c| c.width).collect();
    let mut rows = Vec::new();
    for range in balanced_rows(&widths, MAX_WIDTH) {
        if !rows.is_empty() {
            rows.push(String::new());
        }
        let chunk = &columns[range];
        let head = chunk.iter().map(|c| c.head.len()).max().unwrap_or(0);
        let deepest = chunk.iter().map(|c| c.markers.len()).max().unwrap_or(0);
        let mut lines = vec![String::new(); head + deepest];
        for column in chunk {
            let cells = (0..head)
                .map(|i| column.head.get(i).cloned().unwrap_or_default())
                .chain((0..deepest).map(|i| column.markers.get(i).cloned().unwrap_or_default()));
            for (line, cell) in lines.iter_mut().zip(cells) {
                line.push_str(&pad(&cell, column.width));
            }
        }
        rows.extend(lines.into_iter().map(|l| l.trim_end().to_string()));
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_aligns_by_characters() {
        let rows = vec![
            vec!["".to_string(), "side".to_string()],
            vec!["Zoë".to_string(), "prey".to_string()],
            vec!["Guard".to_string(), "chaser".to_string()],
        ];
        assert_eq!(
            table(&rows),
            ["       side", "Zoë    prey", "Guard  chaser"]
        );
    }

    #[test]
    fn rows_balance_instead_of_leaving_one_alone() {
        let rows = balanced_rows(&[10; 9], 80);
        assert_eq!(rows, vec![0..5, 5..9]);
        assert_eq!(balanced_rows(&[], 80), Vec::<std::ops::Range<usize>>::new());
    }

    #[test]
    fn words_are_listed_as_a_keeper_says_them() {
        assert_eq!(possessive("Hounds"), "Hounds'");
        assert_eq!(possessive("Ann"), "Ann's");
        assert_eq!(count(1u32, "space"), "1 space");
        assert_eq!(count(3u32, "space"), "3 spaces");
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&names(&["Ann", "Bo", "Cy"])), "Ann, Bo and Cy");
        assert_eq!(and_list(&names(&["Ann"])), "Ann");
        assert!(is_nobody(" None "));
        assert_eq!(
            known_word("Over", &["running", "over"], "phase"),
            Ok("over".into())
        );
        assert_eq!(
            known_word("done", &["running", "over"], "phase"),
            Err("'done' is not a phase; use one of running, over".into())
        );
    }
}
