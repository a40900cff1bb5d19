raw <- c("$1,234.50", "(12)", "7.5%", " 3e2 ", "N/A", "", "12abc", "-0.25")
values <- withCallingHandlers(
  parse_number(raw),
  warning = function(w) {
    cat("warning:", conditionMessage(w), "\n")
    invokeRestart("muffleWarning")
  }
)
for (i in seq_along(raw)) {
  cat(sprintf("%-12s -> %s\n", sQuote(raw[i], FALSE), sprintf("%.3f", values[i])))
}

# European style: dot for thousands, comma for decimals.
eu <- parse_number(c("1.234,5", "0,75", "10.000"), big_mark = ".", decimal_mark = ",")
cat(sprintf("%.2f", eu), sep = "\n")

# Factors are converted by label, not by level code.
f <- factor(c("10", "2", "33"))
cat("factor:", parse_number(f), " vs as.numeric:", as.numeric(f), "\n")

res <- tryCatch(parse_number(42), error = function(e) conditionMessage(e))
cat("error:", res, "\n")
