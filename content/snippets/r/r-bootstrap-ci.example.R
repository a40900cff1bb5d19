response_ms <- c(212, 198, 250, 231, 187, 305, 220, 199, 241, 610, 205, 226, 218, 233, 190)

print(bootstrap_ci(response_ms, mean, seed = 1))
cat("\n")
# Any statistic works: the median is robust to the 610 ms spike.
print(bootstrap_ci(response_ms, median, seed = 1))
cat("\n")
# A trimmed mean via an anonymous function, 90% level.
print(bootstrap_ci(response_ms, function(v) mean(v, trim = 0.1), level = 0.9, seed = 7), digits = 1)

# Same seed, same interval; the global RNG stream is left as it was.
set.seed(99); before <- runif(1)
set.seed(99); a <- bootstrap_ci(response_ms, seed = 1); after <- runif(1)
b <- bootstrap_ci(response_ms, seed = 1)
cat("\nreproducible:", identical(a$percentile, b$percentile), " global RNG untouched:", before == after, "\n")

res <- tryCatch(bootstrap_ci(c(5, NA)), error = conditionMessage)
cat("error:", res, "\n")
