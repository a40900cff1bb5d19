# A flaky operation that fails twice, then succeeds.
make_flaky <- function(failures) {
  calls <- 0
  function(x) {
    calls <<- calls + 1
    if (calls <= failures) stop("connection reset (call ", calls, ")")
    x * 2
  }
}
log_retry <- function(attempt, err, delay) {
  cat(sprintf("  attempt %d failed: %s; waiting %.2fs\n", attempt, conditionMessage(err), delay))
}
no_wait <- function(s) invisible(NULL)

cat("flaky call:\n")
value <- with_retry(make_flaky(2), 21, jitter = FALSE, on_retry = log_retry, sleep = no_wait)
cat("  result:", value, "\n")

cat("gives up:\n")
res <- tryCatch(
  with_retry(make_flaky(10), 1, max_attempts = 3, jitter = FALSE, on_retry = log_retry, sleep = no_wait),
  retry_error = function(e) e
)
cat(sprintf("  %s | attempts: %d\n", conditionMessage(res), res$attempts))

cat("non-retryable error is not retried:\n")
transient <- function(e) grepl("timeout|reset|503", conditionMessage(e))
res <- tryCatch(
  with_retry(function() stop("invalid API key"), retry_if = transient, on_retry = log_retry, sleep = no_wait),
  error = conditionMessage
)
cat(sprintf("  %s\n", res))

cat("jittered delays stay within their caps:\n")
set.seed(3)
delays <- numeric(0)
try(with_retry(function() stop("503"), max_attempts = 6, base_delay = 1, max_delay = 8,
               on_retry = function(a, e, d) delays[a] <<- d, sleep = no_wait), silent = TRUE)
caps <- pmin(8, 2^(seq_along(delays) - 1))
cat(sprintf("  attempt %d: cap %g, within: %s\n", seq_along(delays), caps, delays <= caps), sep = "")
