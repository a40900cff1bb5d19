# Summarise a numeric column by one or more grouping columns in base R, returning
# a tidy data frame with one row per group and one column per statistic, the
# base equivalent of dplyr's group_by() + summarise().
group_summary <- function(data, value, by,
                          stats = list(n = length, mean = mean, sd = stats::sd,
                                       min = min, max = max),
                          na_rm = TRUE, digits = NULL) {
  stopifnot(is.data.frame(data), value %in% names(data), all(by %in% names(data)))
  stopifnot(is.list(stats), !is.null(names(stats)), all(nzchar(names(stats))))
  groups <- split(data[[value]], data[by], drop = TRUE, sep = "\r")
  rows <- lapply(groups, function(v) {
    if (na_rm) v <- v[!is.na(v)]
    # An empty group counts 0 but has no mean, min or max (not NaN or Inf).
    vapply(stats, function(f) if (length(v) || identical(f, length)) as.numeric(f(v)) else NA_real_,
           numeric(1))
  })
  result <- as.data.frame(do.call(rbind, rows), stringsAsFactors = FALSE)
  # Rebuild the key columns from the split names, keeping their original types.
  keys <- do.call(rbind, strsplit(names(groups), "\r", fixed = TRUE))
  key_df <- as.data.frame(keys, stringsAsFactors = FALSE)
  names(key_df) <- by
  for (col in by) {
    original <- data[[col]]
    key_df[[col]] <- if (is.factor(original)) factor(key_df[[col]], levels = levels(original))
                     else if (inherits(original, "Date")) as.Date(key_df[[col]])
                     else methods::as(key_df[[col]], class(original)[1])
  }
  out <- cbind(key_df, result)
  if (!is.null(digits)) out[names(stats)] <- lapply(out[names(stats)], round, digits)
  out <- out[do.call(order, unname(out[by])), , drop = FALSE]
  rownames(out) <- NULL
  out
}
