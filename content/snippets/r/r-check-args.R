# Small argument checkers that fail with messages naming the argument, what was
# expected and what was received, instead of stopifnot()'s "is.numeric(x) is not TRUE".
# The error is raised from the caller's frame, so the message starts with the
# user-facing function name, and it carries class "invalid_argument".
arg_fail <- function(arg, expected, got, call) {
  msg <- sprintf("`%s` must be %s, not %s.", arg, expected, got)
  stop(structure(class = c("invalid_argument", "error", "condition"),
                 list(message = msg, call = call, arg = arg)))
}

describe_value <- function(x) {
  if (is.null(x)) return("NULL")
  len <- if (length(x) == 1) "" else sprintf(" of length %d", length(x))
  if (length(x) == 1 && is.atomic(x)) {
    shown <- if (is.character(x)) dQuote(x, FALSE) else format(x)
    return(sprintf("%s %s", class(x)[1], shown))
  }
  paste0("a ", class(x)[1], if (is.atomic(x)) " vector", len)
}

check_number <- function(x, min = -Inf, max = Inf, integer = FALSE, allow_null = FALSE,
                         arg = deparse(substitute(x)), call = sys.call(-1)) {
  if (allow_null && is.null(x)) return(invisible(x))
  what <- if (integer) "a whole number" else "a single number"
  if (!is.numeric(x) || length(x) != 1 || is.na(x)) arg_fail(arg, what, describe_value(x), call)
  if (integer && x != round(x)) arg_fail(arg, what, describe_value(x), call)
  if (x < min || x > max) {
    range <- if (is.infinite(max)) paste("at least", min) else if (is.infinite(min)) paste("at most", max)
             else paste("between", min, "and", max)
    arg_fail(arg, paste(what, range), describe_value(x), call)
  }
  invisible(x)
}

check_string <- function(x, choices = NULL, allow_empty = FALSE,
                         arg = deparse(substitute(x)), call = sys.call(-1)) {
  if (!is.character(x) || length(x) != 1 || is.na(x)) arg_fail(arg, "a single string", describe_value(x), call)
  if (!allow_empty && !nzchar(x)) arg_fail(arg, "a non-empty string", "\"\"", call)
  if (!is.null(choices) && !x %in% choices) {
    arg_fail(arg, paste("one of", paste(dQuote(choices, FALSE), collapse = ", ")), describe_value(x), call)
  }
  invisible(x)
}

check_data_frame <- function(x, columns = character(), arg = deparse(substitute(x)), call = sys.call(-1)) {
  if (!is.data.frame(x)) arg_fail(arg, "a data frame", describe_value(x), call)
  missing_cols <- setdiff(columns, names(x))
  if (length(missing_cols)) {
    arg_fail(arg, paste("a data frame with column(s)", paste(columns, collapse = ", ")),
             paste("a data frame missing", paste(missing_cols, collapse = ", ")), call)
  }
  invisible(x)
}
