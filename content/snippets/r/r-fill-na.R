# Fill missing values with the last (or next) observed value, like tidyr::fill()
# or zoo::na.locf(), in base R. Works on any atomic vector (numbers, text,
# dates, factors) and optionally within groups, so one id's values never leak
# into the next.
fill_na <- function(x, direction = c("down", "up", "downup", "updown")) {
  direction <- match.arg(direction)
  locf <- function(v) {
    idx <- cummax(seq_along(v) * !is.na(v)) # index of the last non-NA so far, 0 if none yet
    v[idx > 0] <- v[idx[idx > 0]]
    v
  }
  nocb <- function(v) rev(locf(rev(v)))
  switch(direction,
    down = locf(x),
    up = nocb(x),
    downup = nocb(locf(x)),
    updown = locf(nocb(x))
  )
}

# Fill columns of a data frame, optionally within groups, keeping row order.
fill_columns <- function(data, cols, by = NULL, direction = "down") {
  stopifnot(is.data.frame(data), all(cols %in% names(data)), all(by %in% names(data)))
  groups <- if (is.null(by)) list(seq_len(nrow(data))) else split(seq_len(nrow(data)), data[by], drop = TRUE)
  for (col in cols) {
    for (rows in groups) data[[col]][rows] <- fill_na(data[[col]][rows], direction)
  }
  data
}
