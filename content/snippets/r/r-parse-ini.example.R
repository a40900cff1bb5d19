config_text <- '
; global settings
app_name = "Report Builder"

[database]
host = db.internal
port = 5432          ; default PostgreSQL port
ssl = yes
timeout = 2.5

[paths]
output = "/tmp/reports #1"
archive = /data/archive   # moved in 2024
empty =
'
cfg <- parse_ini(config_text)
str(cfg)

cat("\nport + 1 =", cfg$database$port + 1, "\n")
cat("ssl is", class(cfg$database$ssl), cfg$database$ssl, "\n")
cat("missing key with a default:", if (is.null(cfg$database$user)) "postgres" else cfg$database$user, "\n")

# Round trip through a real file in a temporary directory.
path <- file.path(tempdir(), "settings.ini")
writeLines(c("[cache]", "ttl = 300", "enabled = off"), path)
from_file <- parse_ini(path)
cat("from file:", from_file$cache$ttl, from_file$cache$enabled, "\n")

raw <- parse_ini("[x]\nretries = 3", convert = FALSE)
cat("convert = FALSE keeps text:", class(raw$x$retries), "\n")

cat(tryCatch(parse_ini("[db]\nhost db1"), error = conditionMessage), "\n")
