# Working-day arithmetic with base Date objects: count business days between two
# dates, add n business days, and list month ends, skipping weekends and a
# caller-supplied holiday calendar. format(d, "%u") gives ISO weekdays (1 = Monday)
# regardless of locale, unlike weekdays(), which returns translated names.
is_business_day <- function(dates, holidays = as.Date(character())) {
  dates <- as.Date(dates)
  as.integer(format(dates, "%u")) <= 5 & !(dates %in% as.Date(holidays))
}

# Counts days in [start, end): the start date counts, the end date does not.
business_days_between <- function(start, end, holidays = as.Date(character())) {
  start <- as.Date(start); end <- as.Date(end)
  stopifnot(length(start) == 1, length(end) == 1, !is.na(start), !is.na(end))
  if (end == start) return(0L)
  if (end < start) return(-business_days_between(end, start, holidays))
  sum(is_business_day(seq(start, end - 1, by = "day"), holidays))
}

add_business_days <- function(date, n, holidays = as.Date(character())) {
  date <- as.Date(date)
  stopifnot(length(date) == 1, n == round(n))
  step <- if (n >= 0) 1 else -1
  remaining <- abs(n)
  while (remaining > 0) {
    date <- date + step
    if (is_business_day(date, holidays)) remaining <- remaining - 1
  }
  date
}

# Last calendar day of each month in a range, optionally rolled back to a business day.
month_ends <- function(from, to, business = FALSE, holidays = as.Date(character())) {
  firsts <- seq(as.Date(format(as.Date(from), "%Y-%m-01")), as.Date(to), by = "month")
  ends <- seq(firsts[1], by = "month", length.out = length(firsts) + 1)[-1] - 1
  if (business) {
    for (i in seq_along(ends)) {
      while (!is_business_day(ends[i], holidays)) ends[i] <- ends[i] - 1
    }
  }
  ends
}
