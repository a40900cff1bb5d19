# Locale-independent weekday names, since %a follows the system language.
wday <- function(d) c("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")[as.integer(format(d, "%u"))]
holidays <- as.Date(c("2024-12-25", "2024-12-26", "2025-01-01"))

cat("2024-12-20 to 2025-01-06:", business_days_between("2024-12-20", "2025-01-06", holidays), "business days\n")
cat("reversed:", business_days_between("2025-01-06", "2024-12-20", holidays), "\n")
cat("same day:", business_days_between("2024-12-20", "2024-12-20"), "\n")

due <- add_business_days("2024-12-23", 3, holidays)
cat("3 business days after Mon 2024-12-23:", wday(due), format(due), "\n")
cat("5 business days before 2025-01-03:", format(add_business_days("2025-01-03", -5, holidays)), "\n")
cat("0 days from a Saturday stays put:", format(add_business_days("2024-12-28", 0)), "\n")

cat("\nMonth ends in 2024 (calendar vs last business day):\n")
cal <- month_ends("2024-01-15", "2024-12-31")
biz <- month_ends("2024-01-15", "2024-12-31", business = TRUE)
print(data.frame(month = month.abb[as.integer(format(cal, "%m"))], calendar = format(cal), business = format(biz),
                 weekday = wday(biz)), row.names = FALSE)

# Leap year: February ends on the 29th.
cat("\nFeb 2024 end:", format(month_ends("2024-02-01", "2024-02-01")), "\n")
