/// Levenshtein edit distance between two strings, counted in Unicode scalar values (chars).
pub fn levenshtein(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Keep the shorter string in the row so memory is O(min(len)).
    let (long, short) = if a.len() >= b.len() { (&a, &b) } else { (&b, &a) };
    let mut row: Vec<usize> = (0..=short.len()).collect();
    for (i, lc) in long.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, sc) in short.iter().enumerate() {
            let above = row[j + 1];
            let cost = usize::from(lc != sc);
            row[j + 1] = (above + 1).min(row[j] + 1).min(diagonal + cost);
            diagonal = above;
        }
    }
    row[short.len()]
}

/// Picks the candidate closest to `input` for "did you mean ...?" hints, or None when
/// even the best one needs more than `max_distance` edits. Ties go to the earliest candidate.
pub fn did_you_mean<'a>(input: &str, candidates: &[&'a str], max_distance: usize) -> Option<&'a str> {
    candidates
        .iter()
        .map(|&c| (levenshtein(input, c), c))
        .filter(|&(d, _)| d <= max_distance)
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}
