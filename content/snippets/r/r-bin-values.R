# Bin a numeric vector into labelled groups with readable labels such as "18-29"
# and "65+", instead of cut()'s default "(17,29]" interval notation.
# Breaks are lower bounds: each bin holds values from its break up to, but not
# including, the next one; the last bin is open-ended unless `upper` is given.
bin_values <- function(x, breaks, labels = NULL, upper = Inf, sep = "-") {
  stopifnot(is.numeric(x), is.numeric(breaks), !is.unsorted(breaks, strictly = TRUE))
  edges <- c(breaks, upper)
  if (is.null(labels)) {
    fmt <- function(v) vapply(v, format, "", trim = TRUE, scientific = FALSE)
    lo <- fmt(breaks)
    hi <- edges[-1]
    # For whole-number data, "18-29" reads better than "18-30 (exclusive)".
    whole <- all(x == round(x), na.rm = TRUE) && all(breaks == round(breaks))
    hi_txt <- fmt(if (whole) hi - 1 else hi)
    labels <- ifelse(is.infinite(hi), paste0(lo, "+"), paste0(lo, sep, hi_txt))
  }
  stopifnot(length(labels) == length(breaks))
  cut(x, breaks = edges, labels = labels, right = FALSE, include.lowest = FALSE)
}

# Equal-count bins (quantiles), for when a fixed scheme would leave bins empty.
quantile_bins <- function(x, n = 4, labels = paste0("Q", seq_len(n))) {
  qs <- stats::quantile(x, probs = seq(0, 1, length.out = n + 1), na.rm = TRUE, names = FALSE)
  if (anyDuplicated(qs)) stop("too many tied values for ", n, " distinct quantile bins")
  cut(x, breaks = qs, labels = labels, include.lowest = TRUE)
}
