sales <- c(10, 12, 9, 15, 20, 18, 25)
show <- function(label, v) cat(sprintf("%-8s %s\n", label, paste(formatC(v, format = "f", digits = 2, width = 6), collapse = "")))
show("x", sales)
show("right", rolling_mean(sales, 3))
show("center", rolling_mean(sales, 3, align = "center"))
show("left", rolling_mean(sales, 3, align = "left"))

gappy <- c(4, NA, 6, 8, NA, NA, 10)
show("gappy", gappy)
show("strict", rolling_mean(gappy, 3))
show("na_rm", rolling_mean(gappy, 3, na_rm = TRUE, min_obs = 2))

# Window wider than the data: all NA rather than an error.
show("k=10", rolling_mean(c(1, 2, 3), 10))

# Daily series with a 7-day trailing average.
days <- seq(as.Date("2024-03-01"), by = "day", length.out = 10)
visits <- c(120, 135, 128, 140, 150, 90, 85, 130, 145, 138)
df <- data.frame(day = days, visits = visits, avg7 = round(rolling_mean(visits, 7), 1))
print(df, row.names = FALSE)
