# Luhn (mod 10) checksums, used by credit card numbers, IMEIs and many account IDs
# to catch typos such as a single wrong digit or two swapped neighbours.
module Luhn
  module_function

  def valid?(number)
    digits = normalize(number)
    return false if digits.nil? || digits.length < 2

    checksum(digits).zero?
  end

  # Returns the digit that makes the partial number pass the check.
  def check_digit(partial)
    digits = normalize(partial)
    raise ArgumentError, "not a digit string: #{partial.inspect}" if digits.nil? || digits.empty?

    (10 - checksum("#{digits}0")) % 10
  end

  def normalize(number)
    # Cards are often typed with spaces or dashes; anything else is rejected.
    cleaned = number.to_s.delete(' -')
    cleaned.match?(/\A\d+\z/) ? cleaned : nil
  end

  def checksum(digits)
    sum = digits.reverse.each_char.each_with_index.sum do |char, index|
      value = char.to_i
      next value if index.even?

      doubled = value * 2
      doubled > 9 ? doubled - 9 : doubled
    end
    sum % 10
  end
  private_class_method :normalize, :checksum
end
