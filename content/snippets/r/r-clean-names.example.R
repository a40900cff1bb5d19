raw <- data.frame(1, 2, 3, 4, 5, 6, 7, 8, 9, check.names = FALSE)
names(raw) <- c("First Name", "totalAmount($)", "% Change", "HTTPStatusCode",
                "2023 Sales", "order #", "first name", "", "  __id__ ")
cleaned <- clean_names(raw)
print(data.frame(before = names(raw), after = names(cleaned)), right = FALSE, row.names = FALSE)

cat("\ncamelCase: ", to_camel_case(c("user_id", "Created At", "HTTPStatusCode")), "\n")
cat("PascalCase:", to_camel_case(c("user_id", "created at"), upper_first = TRUE), "\n")
cat("Title Case:", paste(to_title_case(c("total_amount", "createdAt")), collapse = " | "), "\n")

# Works on plain character vectors too.
cat("vector:    ", clean_names(c("a b", "a.b", "A-B")), "\n")
