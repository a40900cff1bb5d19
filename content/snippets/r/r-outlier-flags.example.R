latency_ms <- c(102, 98, 110, 95, 105, 99, 101, 480, 97, 103, NA, 100)

z <- zscore(latency_ms)
cat("z-scores:", sprintf("%.2f", z), "\n")

for (m in c("iqr", "zscore", "mad")) {
  idx <- which(flag_outliers(latency_ms, m))
  cat(sprintf("%-7s flags positions: %s\n", m, if (length(idx)) paste(idx, collapse = ", ") else "none"))
}

# Two spikes inflate the standard deviation enough to hide from the z-score test.
two_spikes <- c(latency_ms, 470)
for (m in c("iqr", "zscore", "mad")) {
  idx <- which(flag_outliers(two_spikes, m))
  cat(sprintf("two spikes, %-6s: %s\n", m, if (length(idx)) paste(idx, collapse = ", ") else "none"))
}

# Constant input: no division by zero, no flags.
cat("constant z:", zscore(c(5, 5, 5)), "\n")
cat("constant flags:", flag_outliers(c(5, 5, 5), "mad"), "\n")

# Typical use: drop outliers before summarising.
clean <- latency_ms[!flag_outliers(latency_ms) & !is.na(latency_ms)]
cat(sprintf("mean with outlier: %.1f, without: %.1f\n", mean(latency_ms, na.rm = TRUE), mean(clean)))
