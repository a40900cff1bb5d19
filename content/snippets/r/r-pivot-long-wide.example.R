scores <- data.frame(
  student = c("ana", "ben", "cai"),
  class   = c("A", "A", "B"),
  math    = c(90, 72, 85),
  physics = c(88, NA, 79),
  art     = c(70, 95, 60)
)
long <- pivot_longer_base(scores, cols = c("math", "physics", "art"),
                          names_to = "subject", values_to = "score")
print(long)

cat("\nMean score per subject from the long form:\n")
print(round(tapply(long$score, long$subject, mean, na.rm = TRUE), 1))

cat("\nBack to wide, with missing cells filled with 0:\n")
sparse <- long[!is.na(long$score), ]
print(pivot_wider_base(sparse, names_from = "subject", values_from = "score", fill = 0))

cat("\nDuplicates are rejected:\n")
dup <- rbind(long, long[1, ])
cat(tryCatch(pivot_wider_base(dup, "subject", "score"), error = conditionMessage), "\n")
