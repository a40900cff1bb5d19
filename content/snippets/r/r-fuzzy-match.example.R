countries <- c("Germany", "France", "United Kingdom", "United States", "Spain", "Netherlands")
entered <- c("germany", "Germny", "  FRANCE ", "United  Kingdom", "Untied States",
             "Nederland", "Spain", "Atlantis", "UK")
res <- fuzzy_match(entered, countries)
print(res, row.names = FALSE)

cat("\nunmatched, for manual review:", paste(sQuote(res$input[is.na(res$match)], FALSE), collapse = ", "), "\n")

cat("\nDid you mean:", paste(suggest("summarise", c("summary", "summarize", "sum", "sumrise", "mean")), collapse = ", "), "\n")

# A stricter threshold for short codes, where one edit is a big change.
print(fuzzy_match(c("USD", "UDS", "EUD"), c("USD", "EUR", "GBP"), max_dist = 0.2), row.names = FALSE)
