numbers = [
  "4539 1488 0343 6467",
  "4539 1488 0343 6468",
  "79927398713",
  "3782-822463-10005",
  "490154203237518",
  "0",
  "",
  "4539 1488 O343 6467"
]

for number <- numbers do
  IO.puts(String.pad_trailing(inspect(number), 24) <> "#{Luhn.valid?(number)}")
end

IO.inspect(Luhn.check_digit("7992739871"), label: "check digit for 7992739871")
IO.inspect(Luhn.check_digit("4539 1488 0343 646"), label: "check digit for a card")
IO.inspect(Luhn.check_digit("abc"), label: "check digit for abc")

# A generated digit always produces a valid number.
{:ok, digit} = Luhn.check_digit("123456789")
IO.puts("123456789#{digit} valid: #{Luhn.valid?("123456789#{digit}")}")
