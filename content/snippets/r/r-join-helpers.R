# Left, anti and semi joins on base data frames that keep the left table's row
# order (merge() sorts by the key) and check that the right table's keys are
# unique, because a duplicate key silently multiplies rows in a left join.
left_join_base <- function(x, y, by, suffix = c(".x", ".y"), check_unique = TRUE) {
  stopifnot(is.data.frame(x), is.data.frame(y), all(by %in% names(x)), all(by %in% names(y)))
  y_key <- do.call(paste, c(unname(y[by]), sep = "\r"))
  if (check_unique && anyDuplicated(y_key)) {
    dup <- unique(y_key[duplicated(y_key)])
    stop(sprintf("`y` has %d duplicated key(s) for %s, for example %s; the join would add rows",
                 length(dup), paste(by, collapse = ", "), gsub("\r", "/", dup[1], fixed = TRUE)))
  }
  x$..order <- seq_len(nrow(x))
  out <- merge(x, y, by = by, all.x = TRUE, sort = FALSE, suffixes = suffix)
  out <- out[order(out$..order), setdiff(names(out), "..order"), drop = FALSE]
  rownames(out) <- NULL
  out
}

# Rows of x with (semi) or without (anti) a matching key in y, x's columns only.
key_match <- function(x, y, by) {
  key <- function(d) do.call(paste, c(unname(d[by]), sep = "\r"))
  key(x) %in% key(y)
}
semi_join_base <- function(x, y, by) x[key_match(x, y, by), , drop = FALSE]
anti_join_base <- function(x, y, by) x[!key_match(x, y, by), , drop = FALSE]

# Report how a join will go before running it: matched, unmatched and duplicate keys.
join_report <- function(x, y, by) {
  matched <- key_match(x, y, by)
  y_key <- do.call(paste, c(unname(y[by]), sep = "\r"))
  c(x_rows = nrow(x), matched = sum(matched), unmatched = sum(!matched),
    y_duplicate_keys = sum(duplicated(y_key)))
}
