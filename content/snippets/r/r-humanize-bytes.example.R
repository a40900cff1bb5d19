sizes <- c(0, 512, 1536, 1048576, 1048575, 5.5e9, 1.2e15, -2048, NA)
print(data.frame(bytes = format(sizes, scientific = FALSE, big.mark = ","),
                 binary = humanize_bytes(sizes),
                 si = humanize_bytes(sizes, si = TRUE)), row.names = FALSE)

cat("\nTwo digits:", humanize_bytes(123456789, digits = 2), "\n")

secs <- c(0, 45, 90, 3725, 86400, 93784, 1209600, -300, 59.6, NA)
print(data.frame(seconds = secs,
                 short = humanize_duration(secs),
                 full = humanize_duration(secs, max_parts = 4)), row.names = FALSE)

# Typical use: summarising files in a temporary directory.
dir <- file.path(tempdir(), "sizes-demo")
dir.create(dir)
writeLines(strrep("x", 2999), file.path(dir, "small.txt"))
writeBin(raw(2 * 1024^2), file.path(dir, "blob.bin"))
info <- file.info(list.files(dir, full.names = TRUE))
cat("\n")
print(data.frame(file = basename(rownames(info)), size = humanize_bytes(info$size)), row.names = FALSE)
