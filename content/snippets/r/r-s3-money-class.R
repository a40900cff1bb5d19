# A small S3 class for money: amounts are stored as integer cents to avoid
# floating-point drift (0.1 + 0.2 != 0.3), and every amount carries a currency,
# so adding EUR to USD is an error instead of a silent bug.
money <- function(amount, currency = "USD") {
  stopifnot(is.numeric(amount), is.character(currency), length(currency) == 1)
  new_money(as.integer(round(amount * 100)), toupper(currency))
}

new_money <- function(cents, currency) structure(list(cents = cents, currency = currency), class = "money")

format.money <- function(x, ...) {
  sign <- ifelse(x$cents < 0, "-", "")
  units <- formatC(abs(x$cents) %/% 100, big.mark = ",", format = "d")
  sprintf("%s %s%s.%02d", x$currency, sign, units, abs(x$cents) %% 100)
}
print.money <- function(x, ...) {
  cat(format(x), sep = "\n")
  invisible(x)
}
sum.money <- function(x, ..., na.rm = FALSE) new_money(sum(x$cents, na.rm = na.rm), x$currency)

# Group generic: one method covers +, -, *, /, ==, < and friends.
Ops.money <- function(e1, e2) {
  if (inherits(e1, "money") && inherits(e2, "money")) {
    if (e1$currency != e2$currency) stop(sprintf("cannot combine %s and %s", e1$currency, e2$currency))
    if (.Generic %in% c("+", "-")) return(new_money(get(.Generic)(e1$cents, e2$cents), e1$currency))
    if (.Generic %in% c("==", "!=", "<", ">", "<=", ">=")) return(get(.Generic)(e1$cents, e2$cents))
    stop(sprintf("'%s' is not defined for two money values", .Generic))
  }
  if (.Generic %in% c("*", "/") && inherits(e1, "money") && is.numeric(e2)) {
    return(new_money(as.integer(round(get(.Generic)(e1$cents, e2))), e1$currency))
  }
  if (.Generic == "*" && is.numeric(e1) && inherits(e2, "money")) return(e2 * e1)
  stop(sprintf("'%s' is not defined for money and %s", .Generic, class(if (inherits(e1, "money")) e2 else e1)[1]))
}

# Split an amount into n parts that add up exactly, spreading leftover cents.
allocate <- function(x, n) {
  base <- x$cents %/% n
  extra <- x$cents - base * n
  lapply(seq_len(n), function(i) new_money(base + as.integer(i <= extra), x$currency))
}
