module Truncate
  module_function

  # Shortens text to at most `max` user-visible characters (grapheme clusters),
  # so emoji, flags and accented letters are never cut in half, and prefers to
  # break at a word boundary when one is reasonably close.
  def truncate(text, max, omission: '…', word_boundary: true)
    raise ArgumentError, 'max must be at least the omission length' if max < omission.grapheme_clusters.size

    clusters = text.grapheme_clusters
    return text if clusters.size <= max

    keep = clusters.first(max - omission.grapheme_clusters.size)
    if word_boundary
      space = keep.rindex { |c| c.match?(/\s/) }
      # Only back up to the space if it does not throw away most of the text.
      keep = keep.first(space) if space && space >= keep.size / 2
    end
    keep.join.rstrip + omission
  end

  # Keeps the start and end, useful for long file paths, hashes and URLs.
  def middle(text, max, omission: '…')
    clusters = text.grapheme_clusters
    return text if clusters.size <= max

    room = max - omission.grapheme_clusters.size
    raise ArgumentError, 'max too small' if room < 2

    head = clusters.first((room + 1) / 2).join
    tail = clusters.last(room / 2).join
    "#{head}#{omission}#{tail}"
  end
end
