//! Dates for the keeper's eyes (`chasetrack list`, an improvised setup's file name), from the
//! system clock, without a date crate: UTC, proleptic Gregorian.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch now.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs())
}

/// `2026-11-24` for seconds since the Unix epoch.
pub fn date(seconds: u64) -> String {
    let (year, month, day) = civil(seconds);
    format!("{year:04}-{month:02}-{day:02}")
}

/// `2026-11-24 03:50 UTC` for seconds since the Unix epoch.
pub fn date_time(seconds: u64) -> String {
    let minute_of_day = (seconds % 86_400) / 60;
    format!(
        "{} {:02}:{:02} UTC",
        date(seconds),
        minute_of_day / 60,
        minute_of_day % 60
    )
}

/// Year, month and day of the day `seconds` falls in (Howard Hinnant's civil-from-days).
fn civil(seconds: u64) -> (i64, i64, i64) {
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
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
}
