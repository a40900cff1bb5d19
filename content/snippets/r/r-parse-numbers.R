# Turn messy text such as "$1,234.50", "(12)", "7.5%" or " 3e2 " into numbers.
# Values that still fail to parse become NA, and their positions are reported
# once, instead of as.numeric()'s vague "NAs introduced by coercion" warning.
parse_number <- function(x, big_mark = ",", decimal_mark = ".", percent = TRUE) {
  if (is.factor(x)) x <- as.character(x) # as.numeric(factor) returns level codes
  if (!is.character(x)) stop("parse_number() expects a character vector, not ", class(x)[1])
  s <- trimws(x)
  s[s %in% c("", "NA", "N/A", "n/a", "-", "null")] <- NA
  # Accounting style writes negatives as (123).
  neg <- !is.na(s) & grepl("^\\(.*\\)$", s)
  s <- sub("^\\((.*)\\)$", "\\1", s)
  pct <- percent & !is.na(s) & grepl("%$", s)
  s <- gsub("[%$\u20ac\u00a3\\s]", "", s, perl = TRUE)
  s <- gsub(big_mark, "", s, fixed = TRUE)
  if (decimal_mark != ".") s <- gsub(decimal_mark, ".", s, fixed = TRUE)
  out <- suppressWarnings(as.numeric(s))
  bad <- which(is.na(out) & !is.na(s))
  if (length(bad)) {
    warning(sprintf("could not parse %d value(s) at position(s) %s: %s",
                    length(bad), paste(bad, collapse = ", "),
                    paste(sQuote(x[bad], FALSE), collapse = ", ")), call. = FALSE)
  }
  out[neg] <- -out[neg]
  out[pct] <- out[pct] / 100
  out
}
