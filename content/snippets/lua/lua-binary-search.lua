local function default_less(a, b) return a < b end

-- First index whose element is not less than `value` (#t + 1 if none): the
-- insertion point that keeps equal elements after the new one.
local function lower_bound(t, value, less)
  less = less or default_less
  local lo, hi = 1, #t + 1
  while lo < hi do
    local mid = (lo + hi) // 2
    if less(t[mid], value) then lo = mid + 1 else hi = mid end
  end
  return lo
end

-- First index whose element is greater than `value` (#t + 1 if none).
local function upper_bound(t, value, less)
  less = less or default_less
  local lo, hi = 1, #t + 1
  while lo < hi do
    local mid = (lo + hi) // 2
    if less(value, t[mid]) then hi = mid else lo = mid + 1 end
  end
  return lo
end

-- Index of an element equal to `value`, or nil. Equality is derived from `less`
-- so the same comparator works for records sorted by a field.
local function binary_search(t, value, less)
  less = less or default_less
  local i = lower_bound(t, value, less)
  if i <= #t and not less(value, t[i]) then return i end
  return nil
end

-- Inserts after any equal elements, so insertion order is preserved among ties.
local function insert_sorted(t, value, less)
  local i = upper_bound(t, value, less)
  table.insert(t, i, value)
  return i
end
