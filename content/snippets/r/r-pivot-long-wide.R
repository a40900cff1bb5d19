# Reshape data frames between wide and long form with base R's reshape(), whose
# arguments are notoriously confusing. These wrappers take the same names as
# tidyr's pivot_longer()/pivot_wider() and clean up the attributes and row
# names that reshape() leaves behind.
pivot_longer_base <- function(data, cols, names_to = "name", values_to = "value") {
  stopifnot(is.data.frame(data), all(cols %in% names(data)))
  id_cols <- setdiff(names(data), cols)
  long <- stats::reshape(
    data, direction = "long", varying = list(cols), v.names = values_to,
    timevar = names_to, times = cols, idvar = "..row", ids = seq_len(nrow(data))
  )
  # reshape() orders by measure first; order by original row to keep records together.
  long <- long[order(long$..row, match(long[[names_to]], cols)), c(id_cols, names_to, values_to)]
  rownames(long) <- NULL
  attr(long, "reshapeLong") <- NULL
  long
}

pivot_wider_base <- function(data, names_from = "name", values_from = "value", fill = NA) {
  stopifnot(is.data.frame(data), c(names_from, values_from) %in% names(data))
  id_cols <- setdiff(names(data), c(names_from, values_from))
  key <- interaction(data[c(id_cols, names_from)], drop = TRUE)
  if (anyDuplicated(key)) stop("values are not unique per row and column; aggregate them first")
  new_cols <- unique(as.character(data[[names_from]]))
  wide <- stats::reshape(
    data[c(id_cols, names_from, values_from)], direction = "wide",
    idvar = id_cols, timevar = names_from, v.names = values_from, sep = "\r"
  )
  names(wide) <- sub(paste0("^", values_from, "\r"), "", names(wide))
  missing_cols <- setdiff(new_cols, names(wide))
  wide[missing_cols] <- fill
  for (col in new_cols) wide[[col]][is.na(wide[[col]])] <- fill
  wide <- wide[c(id_cols, new_cols)]
  rownames(wide) <- NULL
  attr(wide, "reshapeWide") <- NULL
  wide
}
