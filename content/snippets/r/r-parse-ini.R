# Parse INI-style config text into a nested list: list(section = list(key = value)).
# Handles comments (; and #), quoted values, inline comments after whitespace,
# keys before any section (stored under "default") and typed values, so
# "true", "42" and "1.5" come back as logical and numeric rather than strings.
parse_ini <- function(lines, convert = TRUE) {
  if (length(lines) == 1 && file.exists(lines)) lines <- readLines(lines, warn = FALSE)
  lines <- unlist(strsplit(lines, "\r?\n"))
  out <- list()
  section <- "default"
  for (i in seq_along(lines)) {
    line <- trimws(lines[i])
    if (!nzchar(line) || grepl("^[;#]", line)) next
    if (grepl("^\\[.*\\]$", line)) {
      section <- trimws(substr(line, 2, nchar(line) - 1))
      if (is.null(out[[section]])) out[[section]] <- list()
      next
    }
    eq <- regexpr("=", line, fixed = TRUE)
    if (eq < 1) stop(sprintf("line %d: expected key = value or [section], got: %s", i, line))
    key <- trimws(substr(line, 1, eq - 1))
    value <- trimws(substr(line, eq + 1, nchar(line)))
    if (grepl("^([\"']).*\\1$", value)) {
      value <- substr(value, 2, nchar(value) - 1) # quotes keep ; and # literally
    } else {
      value <- trimws(sub("\\s+[;#].*$", "", value))
      if (convert) value <- convert_ini_value(value)
    }
    out[[section]][[key]] <- value
  }
  out
}

convert_ini_value <- function(value) {
  lower <- tolower(value)
  if (lower %in% c("true", "yes", "on")) return(TRUE)
  if (lower %in% c("false", "no", "off")) return(FALSE)
  if (grepl("^-?[0-9]+$", value) && abs(as.numeric(value)) < .Machine$integer.max) return(as.integer(value))
  if (grepl("^-?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?$", value)) return(as.numeric(value))
  value
}
