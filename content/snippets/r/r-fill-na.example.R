x <- c(NA, 1, NA, NA, 4, NA)
for (d in c("down", "up", "downup", "updown")) {
  cat(sprintf("%-7s %s\n", d, paste(fill_na(x, d), collapse = " ")))
}

# Types are preserved.
cat("dates:  ", format(fill_na(as.Date(c("2024-01-01", NA, "2024-03-01", NA)))), "\n")
f <- fill_na(factor(c("lo", NA, "hi", NA), levels = c("lo", "hi")))
cat("factor: ", as.character(f), "| levels:", levels(f), "\n")
cat("all NA: ", fill_na(c(NA_real_, NA_real_)), "\n")

# Spreadsheet-style export: the region is only written on its first row, and
# sensor readings are missing now and then.
readings <- data.frame(
  region = c("north", NA, NA, "south", NA, NA),
  sensor = c("a", "a", "b", "c", "c", "d"),
  temp   = c(NA, 12.5, 11.0, 20.1, NA, NA)
)
filled <- fill_columns(readings, "region")
filled <- fill_columns(filled, "temp", by = "sensor", direction = "downup")
print(filled, row.names = FALSE)
cat("Sensor d has no reading, so it stays NA rather than borrowing sensor c's.\n")
