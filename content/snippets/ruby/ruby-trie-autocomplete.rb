# Prefix tree for autocomplete: insert words with a weight (popularity, frequency),
# then fetch the best completions for a prefix without scanning the whole vocabulary.
class Trie
  Node = Struct.new(:children, :weight) do
    def initialize = super({}, nil)
  end

  def initialize
    @root = Node.new
    @size = 0
  end

  attr_reader :size

  def insert(word, weight = 1)
    key = normalize(word)
    node = key.each_char.reduce(@root) { |current, char| current.children[char] ||= Node.new }
    @size += 1 if node.weight.nil?
    node.weight = weight
    self
  end

  def include?(word) = !find(normalize(word))&.weight.nil?

  # Best `limit` completions for the prefix: highest weight first, then alphabetical.
  def complete(prefix, limit: 5)
    start = find(normalize(prefix))
    return [] unless start

    matches = []
    stack = [[start, normalize(prefix)]]
    until stack.empty?
      node, text = stack.pop
      matches << [text, node.weight] if node.weight
      node.children.each { |char, child| stack << [child, text + char] }
    end
    matches.sort_by { |text, weight| [-weight, text] }.first(limit).map(&:first)
  end

  private

  # Case-insensitive matching; NFC so "é" typed two ways is one key.
  def normalize(text) = text.to_s.unicode_normalize(:nfc).downcase

  def find(key)
    key.each_char.reduce(@root) do |node, char|
      node = node.children[char]
      break nil unless node

      node
    end
  end
end
