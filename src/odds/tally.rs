//! Counting playouts: how often each participant got away, was caught or put out, how often each
//! made a catch, how many rounds the chase went on; and the figures with their 95% intervals.

use super::{Ended, Fate, Policy, Side};
use serde::Serialize;

/// The counts of a run of playouts; two runs merge (one per thread).
#[derive(Clone, Debug, PartialEq)]
pub struct Tally {
    pub names: Vec<(String, Side)>,
    /// Per participant: still running, escaped, caught, out, finished a race unplaced.
    fates: Vec<[u32; 5]>,
    /// Per participant: playouts in which it caught someone.
    catches: Vec<u32>,
    pub runs: u32,
    /// Playouts that ended at the round limit, and those whose policy got stuck.
    pub round_limit: u32,
    pub stuck: u32,
    /// Where the first stuck playout stood: who was to act, in which round (the policy's gap a
    /// keeper or a developer can look for).
    pub stuck_at: Option<String>,
    /// Playouts in which the policy had to pick among the rules' legal commands, none of its
    /// own being taken: their figures are the generator's fallback's, not the policy's plan.
    pub from_legal: u32,
    rounds_sum: f64,
    rounds_squares: f64,
}

impl Tally {
    /// An empty tally for the participants of `start`.
    pub fn new<R: Policy>(start: &R) -> Self {
        let names = start.roster();
        Tally {
            fates: vec![[0; 5]; names.len()],
            catches: vec![0; names.len()],
            names,
            runs: 0,
            round_limit: 0,
            stuck: 0,
            stuck_at: None,
            from_legal: 0,
            rounds_sum: 0.0,
            rounds_squares: 0.0,
        }
    }

    /// Counts one playout that went from `start` to `end`.
    pub fn count<R: Policy>(&mut self, start: &R, end: &R, ended: Ended) {
        self.runs += 1;
        match ended {
            Ended::Over => {}
            Ended::RoundLimit => self.round_limit += 1,
            Ended::Stuck => {
                self.stuck += 1;
                if self.stuck_at.is_none() {
                    let who = end.acting().unwrap_or_else(|| "nobody".to_string());
                    self.stuck_at = Some(format!("{who} to act in round {}", end.round()));
                }
            }
        }
        let mut caught_by = vec![false; self.names.len()];
        for (index, counts) in self.fates.iter_mut().enumerate() {
            let slot = match end.fate(index) {
                Fate::Running => 0,
                Fate::Escaped => 1,
                Fate::Caught { by } => {
                    if let Some(flag) = by.and_then(|by| caught_by.get_mut(by)) {
                        *flag = true;
                    }
                    2
                }
                Fate::Out => 3,
                Fate::Unplaced => 4,
            };
            counts[slot] += 1;
        }
        for (count, caught) in self.catches.iter_mut().zip(caught_by) {
            *count += u32::from(caught);
        }
        // The round limit stops a playout as the next round begins: that round was not played.
        let played_to = end.round() - u32::from(ended == Ended::RoundLimit);
        let left = f64::from(played_to.saturating_sub(start.round().max(1)));
        self.rounds_sum += left;
        self.rounds_squares += left * left;
    }

    /// Adds another tally of the same chase.
    pub fn merge(&mut self, other: &Tally) {
        self.runs += other.runs;
        self.round_limit += other.round_limit;
        self.stuck += other.stuck;
        self.from_legal += other.from_legal;
        if self.stuck_at.is_none() {
            self.stuck_at.clone_from(&other.stuck_at);
        }
        self.rounds_sum += other.rounds_sum;
        self.rounds_squares += other.rounds_squares;
        for (mine, theirs) in self.fates.iter_mut().zip(&other.fates) {
            for (a, b) in mine.iter_mut().zip(theirs) {
                *a += b;
            }
        }
        for (a, b) in self.catches.iter_mut().zip(&other.catches) {
            *a += b;
        }
    }

    /// The figures for each participant.
    pub fn participants(&self) -> Vec<ParticipantOdds> {
        self.names
            .iter()
            .enumerate()
            .map(|(index, (name, role))| {
                let [running, escaped, caught, out, unplaced] = self.fates[index];
                ParticipantOdds {
                    name: name.clone(),
                    role: *role,
                    escaped: Share::of(escaped, self.runs),
                    caught: Share::of(caught, self.runs),
                    out: Share::of(out, self.runs),
                    running: Share::of(running, self.runs),
                    unplaced: Share::of(unplaced, self.runs),
                    catches: Share::of(self.catches[index], self.runs),
                }
            })
            .collect()
    }

    /// The expected number of rounds left after the current one.
    pub fn rounds_left(&self) -> Mean {
        Mean::of(self.rounds_sum, self.rounds_squares, self.runs)
    }
}

/// One participant's odds. In JSON each side carries only its own figures: a quarry its fates
/// (escaped, caught, out, running, and unplaced where a race left it so), a pursuer its
/// catches, a participant of neither side (a ride) its name and role alone.
#[derive(Clone, Debug, PartialEq)]
pub struct ParticipantOdds {
    pub name: String,
    pub role: Side,
    /// Got away (a quarry's figures: these five sum to 1).
    pub escaped: Share,
    pub caught: Share,
    pub out: Share,
    /// Still running when the playout stopped at the round limit.
    pub running: Share,
    /// Finished a decided race without a place (position clocks' races only).
    pub unplaced: Share,
    /// Made a catch (a pursuer's figure).
    pub catches: Share,
}

impl Serialize for ParticipantOdds {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut out = serializer.serialize_struct("ParticipantOdds", 7)?;
        out.serialize_field("name", &self.name)?;
        out.serialize_field("role", &self.role)?;
        match self.role {
            Side::Quarry => {
                out.serialize_field("escaped", &self.escaped)?;
                out.serialize_field("caught", &self.caught)?;
                out.serialize_field("out", &self.out)?;
                out.serialize_field("running", &self.running)?;
                if self.unplaced.count > 0 {
                    out.serialize_field("unplaced", &self.unplaced)?;
                }
            }
            Side::Pursuer => out.serialize_field("catches", &self.catches)?,
            Side::Other => {}
        }
        out.end()
    }
}

/// A chance: how many playouts out of how many, with its 95% interval (Wilson's, which stays
/// inside 0..1 and is sound at 0 and 1 too).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Share {
    pub count: u32,
    pub runs: u32,
    pub p: f64,
    pub low: f64,
    pub high: f64,
}

/// 1.96: the normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.96;

impl Share {
    pub fn of(count: u32, runs: u32) -> Share {
        if runs == 0 {
            return Share {
                count,
                runs,
                p: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = f64::from(runs);
        let p = f64::from(count) / n;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        Share {
            count,
            runs,
            p,
            // The Wilson interval holds `p` in exact arithmetic; at 0 or 1 rounding can leave
            // it a hair outside, so the bounds are pinned to it.
            low: (centre - half).max(0.0).min(p),
            high: (centre + half).min(1.0).max(p),
        }
    }

    /// The chance in whole percent, "<1%" and ">99%" where rounding would say a sure thing.
    pub fn percent(&self) -> String {
        let percent = self.p * 100.0;
        match (self.count, self.runs) {
            (_, 0) => "?".to_string(),
            (c, _) if c > 0 && percent < 0.5 => "<1%".to_string(),
            (c, r) if c < r && percent > 99.5 => ">99%".to_string(),
            _ => format!("{percent:.0}%"),
        }
    }

    /// The chance with its 95% interval: "23% (21-25)".
    pub fn with_interval(&self) -> String {
        format!(
            "{} ({:.0}-{:.0})",
            self.percent(),
            self.low * 100.0,
            self.high * 100.0
        )
    }
}

/// An expected value with its 95% interval (the normal approximation of the mean).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Mean {
    pub mean: f64,
    pub low: f64,
    pub high: f64,
    pub runs: u32,
}

impl Mean {
    fn of(sum: f64, squares: f64, runs: u32) -> Mean {
        if runs == 0 {
            return Mean {
                mean: 0.0,
                low: 0.0,
                high: 0.0,
                runs,
            };
        }
        let n = f64::from(runs);
        let mean = sum / n;
        let variance = if runs > 1 {
            ((squares - sum * sum / n) / (n - 1.0)).max(0.0)
        } else {
            0.0
        };
        let half = Z95 * (variance / n).sqrt();
        Mean {
            mean,
            low: (mean - half).max(0.0),
            high: mean + half,
            runs,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wilson's interval for 40 of 100 is about 0.309 to 0.498 (textbook value).
    #[test]
    fn a_share_has_wilsons_interval() {
        let share = Share::of(40, 100);
        assert!((share.p - 0.4).abs() < 1e-12);
        assert!((share.low - 0.3094).abs() < 1e-3, "{share:?}");
        assert!((share.high - 0.4980).abs() < 1e-3, "{share:?}");
        let none = Share::of(0, 50);
        assert_eq!(none.low, 0.0);
        let all = Share::of(300, 300);
        assert!(all.low <= all.p && all.p <= all.high, "{all:?}");
        assert_eq!(all.high, 1.0);
        assert!(none.high > 0.0 && none.high < 0.1);
    }

    #[test]
    fn a_mean_of_equal_values_has_no_spread() {
        let mean = Mean::of(30.0, 90.0, 10);
        assert_eq!((mean.mean, mean.low, mean.high), (3.0, 3.0, 3.0));
    }
}
