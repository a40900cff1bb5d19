# Converts identifiers between snake_case, camelCase, PascalCase, kebab-case,
# CONSTANT_CASE and Title Case, handling acronyms and digits the same way.
module CaseConvert
  module_function

  # Splits any of the supported styles into lowercase words.
  def words(text)
    text.to_s
        .gsub(/([A-Z]+)([A-Z][a-z])/, '\1 \2') # "HTTPServer" -> "HTTP Server"
        .gsub(/([a-z\d])([A-Z])/, '\1 \2')     # "userId" -> "user Id"
        .split(/[^A-Za-z\d]+/)
        .reject(&:empty?)
        .map(&:downcase)
  end

  def snake(text) = words(text).join('_')
  def kebab(text) = words(text).join('-')
  def constant(text) = snake(text).upcase
  def pascal(text) = words(text).map(&:capitalize).join

  def camel(text)
    first, *rest = words(text)
    [first, *rest.map(&:capitalize)].join
  end

  SMALL_WORDS = %w[a an and as at but by for in of on or the to].freeze

  def title(text)
    words(text).each_with_index.map do |word, i|
      i.positive? && SMALL_WORDS.include?(word) ? word : word.capitalize
    end.join(' ')
  end
end
