//! "Collateral Damage" after the chase: the accidents' penalty to Assistance Rolls (or extra BAD
//! for freelancers) that the keeper carries into the rest of the adventure.

/// "Accidents give heroes who answer to legitimate bosses a penalty to Assistance Rolls for the
/// remainder of the adventure, while freelancers get extra BAD ... Either is -1 for one accident,
/// -2 for two, -3 for four, and another -1 per doubling." In between, the smaller penalty (three
/// accidents: -2), as the speed table takes the lower bonus in between.
pub fn assistance_penalty(accidents: u32) -> i32 {
    match accidents {
        0 => 0,
        n => -(n.ilog2() as i32) - 1,
    }
}

/// The penalty in the keeper's words, for the outcome, the export and the script's view; `None`
/// when there was no accident.
pub fn assistance_words(accidents: u32) -> Option<String> {
    (accidents > 0).then(|| {
        let plural = if accidents == 1 { "" } else { "s" };
        format!(
            "{accidents} accident{plural}: {} to Assistance Rolls for the rest of the adventure \
             (or {:+} BAD for freelancers)",
            assistance_penalty(accidents),
            -assistance_penalty(accidents)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "-1 for one accident, -2 for two, -3 for four, and another -1 per doubling."
    #[test]
    fn one_accident_is_minus_1_two_minus_2_four_minus_3_and_minus_1_per_doubling() {
        let table: Vec<(u32, i32)> = [0, 1, 2, 3, 4, 7, 8, 16, 32]
            .into_iter()
            .map(|n| (n, assistance_penalty(n)))
            .collect();
        assert_eq!(
            table,
            vec![
                (0, 0),
                (1, -1),
                (2, -2),
                (3, -2),
                (4, -3),
                (7, -3),
                (8, -4),
                (16, -5),
                (32, -6)
            ]
        );
        assert_eq!(assistance_words(0), None);
        assert_eq!(
            assistance_words(2).as_deref(),
            Some(
                "2 accidents: -2 to Assistance Rolls for the rest of the adventure (or +2 BAD \
                 for freelancers)"
            )
        );
    }
}
