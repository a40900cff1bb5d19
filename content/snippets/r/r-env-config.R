# Load settings from environment variables with defaults, types and validation,
# collecting every problem before failing so a misconfigured deployment reports
# all bad variables at once. Each spec entry is list(default, type, required, choices).
env_config <- function(spec, prefix = "", env = Sys.getenv()) {
  env <- as.list(env)
  problems <- character()
  config <- list()
  for (name in names(spec)) {
    s <- spec[[name]]
    type <- if (is.null(s$type)) "character" else s$type
    var <- paste0(prefix, toupper(name))
    raw <- env[[var]]
    if (is.null(raw) || !nzchar(raw)) {
      if (isTRUE(s$required)) problems <- c(problems, sprintf("%s is required but not set", var))
      config[name] <- list(s$default) # list() keeps a NULL default as an entry
      next
    }
    value <- switch(type,
      character = raw,
      integer = if (grepl("^-?[0-9]+$", raw)) suppressWarnings(as.integer(raw)) else NA,
      numeric = suppressWarnings(as.numeric(raw)),
      logical = c(true = TRUE, "1" = TRUE, yes = TRUE, false = FALSE, "0" = FALSE, no = FALSE)[tolower(raw)],
      list = trimws(strsplit(raw, ",", fixed = TRUE)[[1]]),
      stop("unknown type '", type, "' for ", name)
    )
    if (length(value) == 1 && is.na(value)) {
      problems <- c(problems, sprintf("%s must be %s, got '%s'", var, type, raw))
    } else if (!is.null(s$choices) && !all(value %in% s$choices)) {
      problems <- c(problems, sprintf("%s must be one of %s, got '%s'", var,
                                      paste(s$choices, collapse = "/"), raw))
    }
    config[[name]] <- unname(value)
  }
  if (length(problems)) {
    stop("invalid configuration:\n", paste0("  - ", problems, collapse = "\n"), call. = FALSE)
  }
  config
}
