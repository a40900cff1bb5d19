# Vectorised, human-readable byte sizes and durations for logs and reports:
# 1536 -> "1.5 KiB" (or "1.5 kB" with SI units), 3725 seconds -> "1h 2m 5s".
# format(object.size(x), units = "auto") formats one object's size; these work
# on whole columns of numbers and keep NA as NA.
humanize_bytes <- function(bytes, si = FALSE, digits = 1) {
  base <- if (si) 1000 else 1024
  units <- if (si) c("B", "kB", "MB", "GB", "TB", "PB") else c("B", "KiB", "MiB", "GiB", "TiB", "PiB")
  out <- rep(NA_character_, length(bytes))
  ok <- !is.na(bytes)
  b <- abs(bytes[ok])
  pow <- pmin(floor(log(pmax(b, 1), base)), length(units) - 1)
  value <- b / base^pow
  # Rounding can carry 1023.96 KiB up to "1024.0 KiB"; move it to the next unit.
  carry <- round(value, digits) >= base & pow < length(units) - 1
  pow[carry] <- pow[carry] + 1
  value[carry] <- value[carry] / base
  num <- ifelse(pow == 0, format(b, scientific = FALSE, trim = TRUE),
                formatC(value, format = "f", digits = digits))
  out[ok] <- paste0(ifelse(bytes[ok] < 0, "-", ""), num, " ", units[pow + 1])
  out
}

humanize_duration <- function(seconds, max_parts = 2) {
  sizes <- c(d = 86400, h = 3600, m = 60, s = 1)
  vapply(seconds, function(s) {
    if (is.na(s)) return(NA_character_)
    sign <- if (s < 0) "-" else ""
    s <- round(abs(s))
    if (s == 0) return("0s")
    counts <- integer(length(sizes))
    for (i in seq_along(sizes)) {
      counts[i] <- s %/% sizes[[i]]
      s <- s %% sizes[[i]]
    }
    parts <- paste0(counts, names(sizes))[counts > 0]
    paste0(sign, paste(utils::head(parts, max_parts), collapse = " "))
  }, character(1))
}
