# Call a function until it succeeds, waiting longer after each failure
# (exponential backoff with optional jitter). Only errors that `retry_if`
# accepts are retried; anything else, such as a programming error, is re-thrown
# at once. `sleep` is injectable so tests run instantly.
with_retry <- function(f, ..., max_attempts = 5, base_delay = 0.5, max_delay = 30,
                       jitter = TRUE, retry_if = function(e) TRUE,
                       on_retry = NULL, sleep = Sys.sleep) {
  stopifnot(is.function(f), max_attempts >= 1)
  call <- sys.call()
  for (attempt in seq_len(max_attempts)) {
    result <- tryCatch(list(ok = TRUE, value = f(...)), error = function(e) list(ok = FALSE, error = e))
    if (result$ok) return(result$value)
    err <- result$error
    if (attempt == max_attempts || !retry_if(err)) {
      stop(structure(class = c("retry_error", "error", "condition"), list(
        message = sprintf("failed after %d attempt(s): %s", attempt, conditionMessage(err)),
        call = call, attempts = attempt, last_error = err
      )))
    }
    delay <- min(max_delay, base_delay * 2^(attempt - 1))
    # Full jitter spreads out clients that failed at the same moment.
    if (jitter) delay <- stats::runif(1, 0, delay)
    if (is.function(on_retry)) on_retry(attempt, err, delay)
    sleep(delay)
  }
}
