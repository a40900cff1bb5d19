module Slug
  # Letters that NFKD cannot split into a base letter plus an accent.
  SPECIAL = { 'ß' => 'ss', 'æ' => 'ae', 'ø' => 'o', 'œ' => 'oe', 'ł' => 'l', 'đ' => 'd', 'þ' => 'th' }.freeze

  module_function

  def slugify(text, separator: '-', max_length: 80)
    ascii = text.unicode_normalize(:nfkd)
                .downcase
                .delete("'’") # keep "what's" as one word
                .gsub(/[ßæøœłđþ]/, SPECIAL)
                .gsub(/\p{Mn}/, '') # drop the combining accents NFKD split off
    words = ascii.scan(/[a-z0-9]+/)
    slug = words.join(separator)
    return slug if slug.length <= max_length

    # Cut on a word boundary so a slug never ends in half a word.
    cut = slug[0, max_length + 1]
    boundary = cut.rindex(separator)
    (boundary ? cut[0, boundary] : slug[0, max_length])
  end
end
