slow_square <- function(x) {
  cat("  computing", x, "\n")
  x^2
}
sq <- memoise(slow_square)
cat("first calls:\n")
cat(sprintf("  results %g %g\n", sq(4), sq(5)))
cat("repeat calls (cached, nothing recomputed):\n")
cat(sprintf("  results %g %g\n", sq(4), sq(5)))
print(attr(sq, "stats")())

# Recursive memoisation: the function must call the memoised version by name.
fib <- memoise(function(n) if (n <= 2) 1 else fib(n - 1) + fib(n - 2))
cat("fib(70) =", format(fib(70), scientific = FALSE, big.mark = ","), "\n")
print(attr(fib, "stats")())

# NULL results are cached too, and 1L and 1 are different keys.
lookup <- memoise(function(id) if (id > 100) NULL else id)
invisible(lookup(500)); invisible(lookup(500)); invisible(lookup(1L)); invisible(lookup(1))
print(attr(lookup, "stats")())

# Expiry with an injected clock: entries older than 60 seconds are refetched.
now <- 0
rate <- memoise(function(cur) { cat("  fetching", cur, "at t =", now, "\n"); 1.1 },
                max_age = 60, clock = function() now)
for (t in c(0, 30, 91)) { now <- t; invisible(rate("EUR")) }
attr(rate, "clear")()
cat("after clear:", attr(rate, "stats")()[["size"]], "entries\n")
