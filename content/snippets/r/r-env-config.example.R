spec <- list(
  port      = list(type = "integer", default = 8080L),
  log_level = list(default = "info", choices = c("debug", "info", "warn", "error")),
  debug     = list(type = "logical", default = FALSE),
  ratio     = list(type = "numeric", default = 0.5),
  hosts     = list(type = "list", default = "localhost"),
  api_key   = list(required = TRUE)
)

# Normally the environment comes from Sys.getenv(); a named vector keeps the example self-contained.
cfg <- env_config(spec, prefix = "APP_", env = c(
  APP_PORT = "9000", APP_DEBUG = "yes", APP_HOSTS = "a.internal, b.internal",
  APP_API_KEY = "s3cret", APP_LOG_LEVEL = "", UNRELATED = "x"
))
str(cfg)

cat("\nAll problems are reported together:\n")
bad_env <- c(APP_PORT = "80a", APP_DEBUG = "maybe", APP_LOG_LEVEL = "verbose", APP_RATIO = "half")
msg <- tryCatch(env_config(spec, prefix = "APP_", env = bad_env), error = conditionMessage)
cat(msg, "\n")

cat("\nReal environment variables work the same way:\n")
Sys.setenv(DEMO_PORT = "7000", DEMO_API_KEY = "k")
real <- env_config(spec, prefix = "DEMO_")
cat(sprintf("port: %d (%s), log level: %s\n", real$port, class(real$port), real$log_level))
Sys.unsetenv(c("DEMO_PORT", "DEMO_API_KEY"))
