# Memoise a function with an environment as the cache: lookups are hash-table
# fast and the cache lives in the closure, so no global state is needed.
# Keys are built from the evaluated arguments as passed, so f(2) and f(x = 2)
# are cached separately. Optional max_age (seconds) expires entries.
memoise <- function(f, max_age = Inf, clock = function() as.numeric(Sys.time())) {
  force(f)
  cache <- new.env(hash = TRUE, parent = emptyenv())
  stamps <- new.env(hash = TRUE, parent = emptyenv())
  hits <- 0L
  misses <- 0L
  memo <- function(...) {
    args <- list(...)
    # deparse() of the argument list is a stable text key for common values;
    # control = "all" keeps types apart, so 1L and 1 are different keys.
    key <- paste(deparse(args, control = "all"), collapse = "\n")
    now <- clock()
    if (exists(key, envir = cache, inherits = FALSE) && now - stamps[[key]] <= max_age) {
      hits <<- hits + 1L
      return(cache[[key]])
    }
    misses <<- misses + 1L
    value <- f(...)
    assign(key, value, envir = cache)
    assign(key, now, envir = stamps)
    value
  }
  attr(memo, "stats") <- function() c(hits = hits, misses = misses, size = length(ls(cache)))
  attr(memo, "clear") <- function() {
    rm(list = ls(cache, all.names = TRUE), envir = cache)
    rm(list = ls(stamps, all.names = TRUE), envir = stamps)
    invisible(NULL)
  }
  memo
}
