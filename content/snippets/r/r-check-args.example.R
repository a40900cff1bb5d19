sample_rows <- function(data, n, method = "random") {
  check_data_frame(data, columns = "id")
  check_number(n, min = 1, integer = TRUE)
  check_string(method, choices = c("random", "head", "tail"))
  switch(method, random = data[sample.int(nrow(data), n), , drop = FALSE],
         head = head(data, n), tail = tail(data, n))
}
df <- data.frame(id = 1:5, score = c(90, 75, 88, 62, 95))

show_error <- function(expr) {
  tryCatch(expr, invalid_argument = function(e) {
    cat(sprintf("%s\n  Error: %s\n", deparse(conditionCall(e)), conditionMessage(e)))
  })
}
print(sample_rows(df, 2, "head"), row.names = FALSE)
show_error(sample_rows(df, 2.5))
show_error(sample_rows(df, 0))
show_error(sample_rows(df, "3"))
show_error(sample_rows(df, c(1, 2)))
show_error(sample_rows(df, NA))
show_error(sample_rows(df, 2, method = "middle"))
show_error(sample_rows(df, 2, method = ""))
show_error(sample_rows(list(id = 1), 1))
show_error(sample_rows(df[, "score", drop = FALSE], 1))

# The condition carries the argument name for programmatic handling.
bad <- tryCatch(sample_rows(df, -1), invalid_argument = function(e) e$arg)
cat("offending argument:", bad, "\n")
