-- table.sort is not stable: elements that compare equal can end up in any order,
-- and an inconsistent comparator can raise "invalid order function for sorting".
-- This merge sort is stable and supports multi-key ordering.
local function stable_sort(list, less)
  less = less or function(a, b) return a < b end
  local n = #list
  local src, dst = list, {}
  local width = 1
  -- Bottom-up merge sort: merge runs of width 1, 2, 4, ... alternating buffers.
  while width < n do
    for lo = 1, n, 2 * width do
      local mid, hi = math.min(lo + width, n + 1), math.min(lo + 2 * width, n + 1)
      local i, j, k = lo, mid, lo
      while k < hi do
        -- Take from the right run only if strictly less, which keeps equal items in order.
        if j < hi and (i >= mid or less(src[j], src[i])) then
          dst[k], j = src[j], j + 1
        else
          dst[k], i = src[i], i + 1
        end
        k = k + 1
      end
    end
    src, dst = dst, src
    width = width * 2
  end
  if src ~= list then table.move(src, 1, n, 1, list) end
  return list
end

-- Builds a comparator from keys: { "field", { "other", desc = true }, fn }.
local function by(...)
  local keys = { ... }
  return function(a, b)
    for _, key in ipairs(keys) do
      local desc = type(key) == "table" and key.desc
      local field = type(key) == "table" and key[1] or key
      local va = type(field) == "function" and field(a) or a[field]
      local vb = type(field) == "function" and field(b) or b[field]
      if va ~= vb then
        if desc then return va > vb end
        return va < vb
      end
    end
    return false
  end
end
