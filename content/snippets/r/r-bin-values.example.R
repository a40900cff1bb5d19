ages <- c(17, 18, 25, 29, 30, 44, 45, 64, 65, 90, NA)
groups <- bin_values(ages, c(18, 30, 45, 65))
print(data.frame(age = ages, group = groups), row.names = FALSE)

cat("\nCounts (values below the first break become NA):\n")
print(table(groups, useNA = "ifany"))

# Decimal data keeps exclusive upper bounds in the label.
bmi <- c(17.9, 18.5, 24.99, 25, 31.2)
cat("\n")
print(data.frame(bmi = bmi, class = bin_values(bmi, c(0, 18.5, 25, 30),
  labels = c("under", "normal", "over", "obese"))), row.names = FALSE)
cat("default labels:", levels(bin_values(bmi, c(0, 18.5, 25, 30))), "\n")

# Quartile bins: roughly equal counts.
set.seed(42)
incomes <- round(rlnorm(200, meanlog = 10, sdlog = 0.6))
cat("\nquartile counts:", table(quantile_bins(incomes)), "\n")
res <- tryCatch(quantile_bins(c(1, 1, 1, 1, 2)), error = conditionMessage)
cat("ties:", res, "\n")
