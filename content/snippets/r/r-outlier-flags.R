# Flag outliers two ways: z-scores (assumes roughly normal data) and Tukey's
# IQR fences (robust to skew and to the outliers themselves, which inflate the
# standard deviation and can hide from a z-score test).
zscore <- function(x, na_rm = TRUE) {
  s <- sd(x, na.rm = na_rm)
  if (is.na(s) || s == 0) return(ifelse(is.na(x), NA_real_, 0)) # constant input
  (x - mean(x, na.rm = na_rm)) / s
}

flag_outliers <- function(x, method = c("iqr", "zscore", "mad"), threshold = NULL) {
  method <- match.arg(method)
  stopifnot(is.numeric(x))
  if (is.null(threshold)) threshold <- switch(method, iqr = 1.5, zscore = 3, mad = 3.5)
  flag <- switch(method,
    iqr = {
      q <- stats::quantile(x, c(0.25, 0.75), na.rm = TRUE, names = FALSE)
      fence <- threshold * (q[2] - q[1])
      x < q[1] - fence | x > q[2] + fence
    },
    zscore = abs(zscore(x)) > threshold,
    mad = {
      # Modified z-score (Iglewicz and Hoaglin): median and MAD instead of mean and sd.
      m <- stats::mad(x, na.rm = TRUE)
      if (m == 0) rep(FALSE, length(x)) else abs(x - median(x, na.rm = TRUE)) / m > threshold
    }
  )
  flag & !is.na(x) # missing values are not outliers, they are missing
}
