holidays = [~D[2024-12-25], ~D[2024-12-26], ~D[2025-01-01]]

friday = ~D[2024-12-20]
IO.puts("#{friday} is a #{Calendar.strftime(friday, "%A")}")
IO.puts("+1 business day:  #{BusinessDays.add(friday, 1)}")
IO.puts("+5 with holidays: #{BusinessDays.add(friday, 5, holidays)}")
IO.puts("+10 with holidays: #{BusinessDays.add(friday, 10, holidays)}")
IO.puts("-1 from Monday:   #{BusinessDays.add(~D[2024-12-23], -1)}")
IO.puts("+0 from Saturday: #{BusinessDays.add(~D[2024-12-21], 0)}")

IO.puts("roll Christmas forward: #{BusinessDays.roll_forward(~D[2024-12-25], holidays)}")
IO.puts("roll Monday forward:    #{BusinessDays.roll_forward(~D[2024-12-23], holidays)}")

IO.puts(
  "working days in December 2024: #{BusinessDays.between(~D[2024-12-01], ~D[2025-01-01], holidays)}"
)

IO.puts("between reversed: #{BusinessDays.between(~D[2025-01-01], ~D[2024-12-01], holidays)}")
IO.puts("leap day 2024-02-29 + 1: #{BusinessDays.add(~D[2024-02-29], 1)}")
