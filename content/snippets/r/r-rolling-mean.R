# Rolling (moving-window) mean in base R via cumulative sums: O(n) for any width,
# unlike sapply() over windows, which is O(n * k).
# align = "right" uses the current and previous k - 1 values (trailing average),
# "center" puts the window around each point, "left" looks ahead.
# With na_rm = TRUE, missing values are skipped and the window mean is taken over
# the values present, provided at least min_obs of them exist.
rolling_mean <- function(x, k, align = c("right", "center", "left"),
                         na_rm = FALSE, min_obs = k) {
  align <- match.arg(align)
  stopifnot(is.numeric(x), length(k) == 1, k >= 1, k == round(k))
  n <- length(x)
  out <- rep(NA_real_, n)
  if (n < k) return(out)
  ok <- !is.na(x)
  csum <- c(0, cumsum(ifelse(ok, x, 0)))
  ccount <- c(0, cumsum(ok))
  ends <- k:n
  sums <- csum[ends + 1] - csum[ends - k + 1]
  counts <- ccount[ends + 1] - ccount[ends - k + 1]
  means <- sums / counts
  if (na_rm) {
    means[counts < min_obs] <- NA
  } else {
    means[counts < k] <- NA # any NA inside the window poisons it, like mean()
  }
  offset <- switch(align, right = 0, center = -floor((k - 1) / 2), left = -(k - 1))
  out[ends + offset] <- means
  out
}
