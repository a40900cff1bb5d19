require 'csv'
require 'date'

# Reads CSV with a header row into typed records: headers become snake_case symbols,
# declared columns are converted, and bad rows are collected with their row numbers.
module CsvRecords
  Result = Struct.new(:records, :errors, keyword_init: true)

  TYPES = {
    integer: ->(v) { Integer(v, 10) },
    decimal: ->(v) { Rational(v) },
    date: ->(v) { Date.iso8601(v) },
    boolean: ->(v) { %w[true yes 1].include?(v.downcase) }
  }.freeze

  module_function

  def parse(io_or_string, types: {}, required: [])
    records = []
    errors = []
    csv = CSV.new(io_or_string, headers: true, skip_blanks: true, strip: true,
                                header_converters: ->(h) { h.strip.downcase.gsub(/\W+/, '_').to_sym })
    # Streams row by row, so large files never have to fit in memory.
    csv.each do |row|
      # lineno counts records read, header included and blank lines skipped.
      line = csv.lineno
      missing = required.select { |column| row[column].to_s.empty? }
      next errors << "row #{line}: missing #{missing.join(', ')}" unless missing.empty?

      records << row.to_h.to_h do |column, value|
        caster = types[column]
        [column, caster && value && !value.empty? ? TYPES.fetch(caster).call(value) : value]
      end
    rescue ArgumentError, Date::Error => e
      errors << "row #{line}: #{e.message}"
    end
    Result.new(records: records, errors: errors)
  end
end
