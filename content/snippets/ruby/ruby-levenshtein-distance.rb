module Levenshtein
  module_function

  # Edit distance (insertions, deletions, substitutions) between two strings.
  # Keeps only two rows of the table, so memory is O(min(a, b)) instead of O(a * b).
  # Pass max: to stop early once the distance is known to exceed it (returns nil).
  def distance(a, b, max: nil)
    a, b = b, a if a.length < b.length
    source = a.each_grapheme_cluster.to_a
    target = b.each_grapheme_cluster.to_a
    return nil if max && source.length - target.length > max

    previous = (0..target.length).to_a
    source.each_with_index do |char, i|
      current = [i + 1]
      target.each_with_index do |other, j|
        cost = char == other ? 0 : 1
        current << [previous[j + 1] + 1, current[j] + 1, previous[j] + cost].min
      end
      return nil if max && current.min > max

      previous = current
    end
    result = previous.last
    max && result > max ? nil : result
  end

  # Suggests the closest candidates, e.g. for "did you mean ...?" messages.
  def suggest(word, candidates, max: 2, limit: 3)
    scored = candidates.filter_map do |candidate|
      d = distance(word.downcase, candidate.downcase, max: max)
      [d, candidate] if d
    end
    scored.sort.first(limit).map(&:last)
  end
end
