orders <- data.frame(
  region  = c("EU", "US", "EU", "US", "EU", "APAC", "US", "EU"),
  channel = c("web", "web", "app", "app", "web", "web", "web", "app"),
  amount  = c(120, 80, 45, NA, 200, 60, 95, 55),
  year    = c(2023L, 2023L, 2024L, 2024L, 2024L, 2024L, 2024L, 2023L)
)

cat("By region:\n")
print(group_summary(orders, "amount", "region", digits = 1))

cat("\nBy region and channel, custom statistics:\n")
print(group_summary(orders, "amount", c("region", "channel"),
                    stats = list(orders = length, total = sum, median = median)))

orders$day <- as.Date("2024-05-01") + c(0, 0, 1, 1, 2, 2, 2, 0)
keyed <- group_summary(orders, "amount", c("year", "day"), stats = list(total = sum))
cat("\nKey types kept:", class(keyed$year), class(keyed$day), "\n")
print(keyed)


# A group whose values are all NA gets n = 0 and NA statistics, not an error.
only_na <- group_summary(orders[orders$region == "US", ], "amount", "channel",
                         stats = list(n = length, mean = mean))
print(only_na)
