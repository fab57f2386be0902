//! How `chasetrack check` reads a setup back to the keeper: each system's readout is a list of
//! sections (participants, the ground, the settings, the start), each a title and plain lines,
//! built by the system's `setup::readout` and only printed by the command line.

use serde::Serialize;

/// One part of a readout: `Participants`, `Obstacles`, `Settings`, `Start`. A section of
/// participants or vehicles also keeps each one's name and parts apart (`entries`), for tools.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Section {
    pub title: String,
    pub lines: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub entries: Vec<Entry>,
}

/// One participant or vehicle: its name and what the rules read of it, part by part
/// (`["quarry", "DEX 55", ...]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub name: String,
    pub parts: Vec<String>,
}

impl Entry {
    pub fn new(name: &str, parts: Vec<String>) -> Self {
        Entry {
            name: name.to_string(),
            parts,
        }
    }
}

impl Section {
    pub fn new(title: &str, lines: Vec<String>) -> Self {
        Section {
            title: title.to_string(),
            lines,
            entries: Vec::new(),
        }
    }

    /// A section of entries, each line `name: part · part`.
    pub fn of_entries(title: &str, entries: Vec<Entry>) -> Self {
        Section {
            title: title.to_string(),
            lines: entries
                .iter()
                .map(|e| format!("{}: {}", e.name, e.parts.join(" · ")))
                .collect(),
            entries,
        }
    }
}

/// The readout as text: each title, then its lines indented by two spaces, a blank line between
/// two sections; a section with no line says `(none)`.
pub fn text(sections: &[Section]) -> Vec<String> {
    let mut out = Vec::new();
    for section in sections {
        if !out.is_empty() {
            out.push(String::new());
        }
        out.push(section.title.clone());
        if section.lines.is_empty() {
            out.push("  (none)".to_string());
        }
        out.extend(section.lines.iter().map(|line| format!("  {line}")));
    }
    out
}

/// The settings that differ from the system's defaults, one `name: value` each in the setup's
/// own field names (`starting_range: 3`), in alphabetical order; none when the
/// setup keeps every default.
pub fn changed_settings<T: Serialize>(settings: &T, defaults: &T) -> Vec<String> {
    let (Ok(now), Ok(default)) = (
        serde_json::to_value(settings),
        serde_json::to_value(defaults),
    ) else {
        return Vec::new();
    };
    let (Some(now), Some(default)) = (now.as_object(), default.as_object()) else {
        return Vec::new();
    };
    now.iter()
        .filter(|(name, value)| default.get(*name) != Some(value))
        .map(|(name, value)| format!("{name}: {}", value_text(value)))
        .collect()
}

/// A setting's value as a keeper wrote it: a word or a number bare, `none` for nothing, a list
/// or a record in brackets.
fn value_text(value: &serde_json::Value) -> String {
    use serde_json::Value;
    match value {
        Value::Null => "none".to_string(),
        Value::String(text) => text.clone(),
        Value::Array(items) => format!(
            "[{}]",
            items.iter().map(value_text).collect::<Vec<_>>().join(", ")
        ),
        Value::Object(fields) => format!(
            "({})",
            fields
                .iter()
                .map(|(name, value)| format!("{name}: {}", value_text(value)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Settings {
        range: u32,
        tight: bool,
        limit: Option<u32>,
    }

    #[test]
    fn only_the_settings_that_differ_are_read_back() {
        let default = Settings {
            range: 2,
            tight: false,
            limit: None,
        };
        let set = Settings {
            range: 3,
            tight: false,
            limit: Some(8),
        };
        assert_eq!(
            changed_settings(&set, &default),
            vec!["limit: 8".to_string(), "range: 3".to_string()]
        );
        assert!(changed_settings(&default, &default).is_empty());
        let text = text(&[
            Section::new("Settings", Vec::new()),
            Section::new("Start", vec!["Ann: 3".to_string()]),
        ]);
        assert_eq!(text, vec!["Settings", "  (none)", "", "Start", "  Ann: 3"]);
    }
}
