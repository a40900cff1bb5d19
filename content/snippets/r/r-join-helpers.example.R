orders <- data.frame(order_id = c(103, 101, 104, 102, 105),
                     customer = c("c3", "c1", "c9", "c1", "c2"),
                     amount = c(40, 25, 60, 15, 30))
customers <- data.frame(customer = c("c1", "c2", "c3"),
                        name = c("Ada", "Ben", "Cy"),
                        amount = c(1000, 500, 750))  # clashes with orders$amount

cat("Join report:\n")
print(join_report(orders, customers, "customer"))

cat("\nLeft join keeps the order of `orders` (merge() alone would sort by customer):\n")
print(left_join_base(orders, customers, "customer", suffix = c("", "_limit")))

cat("\nOrders from unknown customers (anti join):\n")
print(anti_join_base(orders, customers, "customer"), row.names = FALSE)

cat("\nCustomers with at least one order (semi join):\n")
print(semi_join_base(customers, orders, "customer"), row.names = FALSE)

cat("\nMulti-column keys work too:\n")
prices <- data.frame(sku = c("a", "a", "b"), year = c(2023, 2024, 2024), price = c(9, 10, 20))
sales <- data.frame(sku = c("b", "a", "a"), year = c(2024, 2023, 2022), qty = c(1, 2, 3))
print(left_join_base(sales, prices, c("sku", "year")))

cat("\nDuplicate keys are caught before rows multiply:\n")
dup_customers <- rbind(customers, data.frame(customer = "c1", name = "Ada L.", amount = 0))
cat(tryCatch(left_join_base(orders, dup_customers, "customer"), error = conditionMessage), "\n")
