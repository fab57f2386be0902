//! Dates from the system clock, in two zones. What is kept in files (a set-aside journal's name,
//! an improvised setup's and an export's file name) is UTC, so that a file's name does not depend
//! on where the keeper was; what the keeper reads (`chasetrack list`'s started and last-played
//! times) is in the keeper's own zone, the zone named (`2026-11-24 04:52 CET`). The calendar and
//! the zones are jiff's.
//!
//! The keeper's zone is the one `TZ` names; with `TZ` unset, the system's (`/etc/localtime` on
//! Linux and macOS, the Windows setting); when neither names a zone jiff can read, UTC, and the
//! time says so (`… UTC`).

use jiff::tz::TimeZone;
use jiff::{Timestamp, ZonedDateTime};
use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch now.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

/// `seconds` in `zone`; a time past what a calendar holds (year 9999) is taken as the last one.
fn zoned(seconds: u64, zone: TimeZone) -> ZonedDateTime {
    let timestamp = i64::try_from(seconds)
        .ok()
        .and_then(|seconds| Timestamp::from_second(seconds).ok())
        .unwrap_or(Timestamp::MAX);
    timestamp.to_zoned_datetime(zone)
}

/// `2026-11-24` for seconds since the Unix epoch, in UTC: for file names.
pub fn date(seconds: u64) -> String {
    zoned(seconds, TimeZone::UTC)
        .strftime("%Y-%m-%d")
        .to_string()
}

/// `2026-11-24 03:50 UTC` for seconds since the Unix epoch: for file names and what is kept.
pub fn date_time(seconds: u64) -> String {
    date_time_in(seconds, TimeZone::UTC)
}

/// `2026-11-24 04:50 CET` for seconds since the Unix epoch, in the keeper's zone ([module
/// docs](self)), named by its abbreviation: for the keeper's eyes.
pub fn local_date_time(seconds: u64) -> String {
    date_time_in(seconds, TimeZone::system())
}

/// `2026-11-24 04:50 CET`: `seconds` in `zone`, the zone named by its abbreviation (its offset,
/// `+0530`, where the zone has no abbreviation).
pub fn date_time_in(seconds: u64, zone: TimeZone) -> String {
    zoned(seconds, zone)
        .strftime("%Y-%m-%d %H:%M %Z")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_the_calendar_does() {
        assert_eq!(date_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(date_time(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(date_time(1_795_490_000), "2026-11-24 03:13 UTC");
        assert_eq!(date(1_795_490_000), "2026-11-24");
    }

    #[test]
    fn a_time_in_a_zone_names_the_zone_and_its_summer_time() {
        let Ok(paris) = TimeZone::get("Europe/Paris") else {
            // A system with no time zone database: nothing to name a zone by.
            return;
        };
        assert_eq!(
            date_time_in(1_795_490_000, paris.clone()),
            "2026-11-24 04:13 CET"
        );
        // 2026-07-01 12:00 UTC.
        assert_eq!(date_time_in(1_782_907_200, paris), "2026-07-01 14:00 CEST");
        if let Ok(kolkata) = TimeZone::get("Asia/Kolkata") {
            assert_eq!(date_time_in(1_795_490_000, kolkata), "2026-11-24 08:43 IST");
        }
    }

    #[test]
    fn a_time_past_the_calendar_is_its_last_day_not_a_panic() {
        assert!(
            date_time(u64::MAX).starts_with("9999-12-"),
            "{}",
            date_time(u64::MAX)
        );
    }
}
