# Match free-text values (typos, case, spacing) to a list of canonical names
# using base R's adist(), which computes Levenshtein edit distances for whole
# vectors at once. A relative threshold rejects matches that are too far off,
# so "Germny" maps to "Germany" but "Atlantis" maps to NA instead of a guess.
fuzzy_match <- function(x, choices, max_dist = 0.34, ignore_case = TRUE) {
  stopifnot(is.character(x), is.character(choices), length(choices) > 0)
  norm <- function(s) gsub("\\s+", " ", trimws(if (ignore_case) tolower(s) else s))
  d <- utils::adist(norm(x), norm(choices))
  best <- apply(d, 1, function(row) if (all(is.na(row))) NA_integer_ else which.min(row))
  best_dist <- d[cbind(seq_along(x), best)]
  # Scale by the longer string so one typo in a short word counts more than in a long one.
  rel <- best_dist / pmax(nchar(norm(x)), nchar(norm(choices)[best]))
  ok <- !is.na(rel) & rel <= max_dist
  data.frame(
    input = x,
    match = ifelse(ok, choices[best], NA_character_),
    distance = best_dist,
    similarity = round(1 - rel, 2),
    stringsAsFactors = FALSE
  )
}

# Closest k choices for one query, for "did you mean ...?" suggestions.
suggest <- function(query, choices, k = 3, ignore_case = TRUE) {
  d <- utils::adist(query, choices, ignore.case = ignore_case)[1, ]
  choices[order(d, choices)][seq_len(min(k, length(choices)))]
}
