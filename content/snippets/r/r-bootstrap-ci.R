# Nonparametric bootstrap confidence interval for any statistic of a sample,
# using percentile and basic intervals. Pass a seed to make the resampling
# reproducible without touching the caller's global RNG state.
bootstrap_ci <- function(x, statistic = mean, R = 2000, level = 0.95, seed = NULL) {
  stopifnot(is.function(statistic), R >= 100, level > 0, level < 1)
  x <- x[!is.na(x)]
  n <- length(x)
  if (n < 2) stop("bootstrap needs at least 2 non-missing values, got ", n)
  if (!is.null(seed)) {
    # Restore the global RNG state afterwards so other code is unaffected.
    old <- if (exists(".Random.seed", envir = globalenv())) get(".Random.seed", envir = globalenv())
    on.exit(if (is.null(old)) rm(".Random.seed", envir = globalenv())
            else assign(".Random.seed", old, envir = globalenv()))
    set.seed(seed)
  }
  estimate <- statistic(x)
  reps <- vapply(seq_len(R), function(i) statistic(x[sample.int(n, n, replace = TRUE)]), numeric(1))
  alpha <- (1 - level) / 2
  q <- stats::quantile(reps, c(alpha, 1 - alpha), names = FALSE)
  structure(list(
    estimate = estimate,
    std_error = stats::sd(reps),
    percentile = q,
    basic = c(2 * estimate - q[2], 2 * estimate - q[1]),
    level = level, R = R
  ), class = "bootstrap_ci")
}

print.bootstrap_ci <- function(x, digits = 3, ...) {
  f <- function(v) formatC(v, format = "f", digits = digits)
  cat(sprintf("estimate %s (SE %s), %d resamples\n", f(x$estimate), f(x$std_error), x$R))
  cat(sprintf("%g%% percentile CI: [%s, %s]\n", 100 * x$level, f(x$percentile[1]), f(x$percentile[2])))
  cat(sprintf("%g%% basic CI:      [%s, %s]\n", 100 * x$level, f(x$basic[1]), f(x$basic[2])))
  invisible(x)
}
