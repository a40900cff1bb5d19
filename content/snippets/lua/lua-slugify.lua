-- Accented Latin letters map to ASCII so "Crème Brûlée" keeps its letters instead of losing them.
local TRANSLIT = {}
for ascii, letters in pairs({
  a = "àáâãäåāÀÁÂÃÄÅĀ", c = "çćčÇĆČ", e = "èéêëēęěÈÉÊËĒĘĚ", i = "ìíîïīÌÍÎÏĪ",
  n = "ñńňÑŃŇ", o = "òóôõöøōÒÓÔÕÖØŌ", u = "ùúûüūůÙÚÛÜŪŮ", y = "ýÿÝŸ",
  s = "śšŚŠ", z = "źżžŹŻŽ", l = "łŁ", d = "ďđĎĐ", r = "řŘ", t = "ťŤ",
  ss = "ß", ae = "æÆ", oe = "œŒ",
}) do
  for _, cp in utf8.codes(letters) do TRANSLIT[utf8.char(cp)] = ascii end
end

-- Builds a URL slug: ASCII letters and digits joined by a separator, optionally
-- cut to max_len at a word boundary so slugs never end mid-word.
local function slugify(text, sep, max_len)
  sep = sep or "-"
  local ascii = text:gsub(utf8.charpattern, function(ch)
    if #ch == 1 then return ch end
    return TRANSLIT[ch] or " "
  end)
  local words = {}
  for word in ascii:lower():gmatch("%w+") do words[#words + 1] = word end
  local slug = table.concat(words, sep)
  if max_len and #slug > max_len then
    local cut = slug:sub(1, max_len + #sep)
    local last = 0
    -- Find the last separator that keeps the slug within max_len.
    for pos in cut:gmatch("()" .. sep:gsub("%p", "%%%0")) do
      if pos - 1 <= max_len then last = pos - 1 end
    end
    slug = last > 0 and slug:sub(1, last) or slug:sub(1, max_len)
  end
  return slug
end
