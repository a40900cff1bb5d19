# Convert messy column names ("First Name", "totalAmount($)", "% Change") into
# consistent snake_case that is valid and unique in R, in the style of
# janitor::clean_names(), plus camelCase and Title Case converters for labels.
to_snake_case <- function(x) {
  x <- iconv(x, to = "ASCII//TRANSLIT", sub = "") # strip accents where the platform can
  x <- gsub("%", "_percent_", x, fixed = TRUE)
  x <- gsub("#", "_number_", x, fixed = TRUE)
  # Split camelCase and acronym boundaries: "totalAmount" -> "total_Amount", "HTTPCode" -> "HTTP_Code".
  x <- gsub("([a-z0-9])([A-Z])", "\\1_\\2", x)
  x <- gsub("([A-Z]+)([A-Z][a-z])", "\\1_\\2", x)
  x <- tolower(gsub("[^A-Za-z0-9]+", "_", x))
  gsub("^_+|_+$", "", x)
}

clean_names <- function(x) {
  nms <- if (is.data.frame(x)) names(x) else x
  snake <- to_snake_case(nms)
  snake[!nzchar(snake)] <- "x"
  # Names must not start with a digit; make.unique() numbers repeats as name_1, name_2.
  snake <- ifelse(grepl("^[0-9]", snake), paste0("x", snake), snake)
  snake <- make.unique(snake, sep = "_")
  if (is.data.frame(x)) {
    names(x) <- snake
    return(x)
  }
  snake
}

to_camel_case <- function(x, upper_first = FALSE) {
  parts <- strsplit(to_snake_case(x), "_", fixed = TRUE)
  vapply(parts, function(p) {
    if (!length(p)) return("")
    p <- paste0(toupper(substring(p, 1, 1)), substring(p, 2))
    if (!upper_first) p[1] <- tolower(p[1])
    paste(p, collapse = "")
  }, character(1))
}

to_title_case <- function(x) {
  words <- strsplit(to_snake_case(x), "_", fixed = TRUE)
  vapply(words, function(w) paste(paste0(toupper(substring(w, 1, 1)), substring(w, 2)), collapse = " "),
         character(1))
}
