-- Splits into code points so accented letters count as one edit, not two or three bytes.
local function codepoints(s)
  local cps = {}
  for _, cp in utf8.codes(s) do cps[#cps + 1] = cp end
  return cps
end

-- Classic dynamic programming, but only two rows are kept, so memory is O(shorter length).
local function levenshtein(a, b)
  if a == b then return 0 end
  local s, t = codepoints(a), codepoints(b)
  if #s < #t then s, t = t, s end
  local prev, cur = {}, {}
  for j = 0, #t do prev[j] = j end
  for i = 1, #s do
    cur[0] = i
    for j = 1, #t do
      local cost = (s[i] == t[j]) and 0 or 1
      cur[j] = math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
    end
    prev, cur = cur, prev
  end
  return prev[#t]
end

-- "Did you mean ...?" helper: the nearest candidate within a distance budget, or nil.
local function closest_match(word, candidates, max_distance)
  max_distance = max_distance or math.max(1, utf8.len(word) // 3)
  local best, best_distance
  for _, candidate in ipairs(candidates) do
    local d = levenshtein(word, candidate)
    if d <= max_distance and (best_distance == nil or d < best_distance) then
      best, best_distance = candidate, d
    end
  end
  return best, best_distance
end
