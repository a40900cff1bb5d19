bus <- EventEmitter$new()
totals <- numeric(0)

bus$on("order", function(id, amount) cat(sprintf("log: order %s for %.2f\n", id, amount)))
sum_id <- bus$on("order", function(id, amount) totals[id] <<- amount)
bus$once("order", function(id, amount) cat("welcome email for first order", id, "\n"))

ran <- bus$emit("order", "A1", 25)
cat("handlers run:", ran, "\n")
bus$emit("order", "B2", 40)
cat("listeners left:", bus$listener_count("order"), "\n")

bus$off("order", sum_id)
bus$emit("order", "C3", 10)
cat("totals recorded:", paste(names(totals), sprintf("%.2f", totals), collapse = ", "), "\n")

cat("unknown event runs nothing:", bus$emit("refund"), "\n")

# A failing listener becomes a warning; the next listener still runs.
bus$on("tick", function() stop("disk full"))
bus$on("tick", function() cat("second tick listener ran\n"))
withCallingHandlers(bus$emit("tick"), warning = function(w) {
  cat("caught warning:", conditionMessage(w), "\n")
  invokeRestart("muffleWarning")
})

# Reference semantics: a copy shares state only if you do not call $copy().
alias <- bus
clone <- bus$copy()
alias$on("tick", function() NULL)
cat(sprintf("bus sees alias change: %d, clone does not: %d\n", bus$listener_count("tick"), clone$listener_count("tick")))
