-- Prefix tree for autocomplete: each node maps one byte to a child node and
-- remembers how often the word ending there was inserted, to rank suggestions.
local Trie = {}
Trie.__index = Trie

function Trie.new()
  return setmetatable({ root = { children = {} }, size = 0 }, Trie)
end

function Trie:insert(word, weight)
  local node = self.root
  for i = 1, #word do
    local ch = word:sub(i, i)
    node.children[ch] = node.children[ch] or { children = {} }
    node = node.children[ch]
  end
  if not node.count then self.size = self.size + 1 end
  node.count = (node.count or 0) + (weight or 1)
end

function Trie:find(prefix)
  local node = self.root
  for i = 1, #prefix do
    node = node.children[prefix:sub(i, i)]
    if not node then return nil end
  end
  return node
end

function Trie:contains(word)
  local node = self:find(word)
  return node ~= nil and node.count ~= nil
end

-- Returns up to `limit` completions, most frequent first, ties in alphabetical order.
function Trie:complete(prefix, limit)
  local start, results = self:find(prefix), {}
  if not start then return results end
  local function walk(node, word)
    if node.count then results[#results + 1] = { word = word, count = node.count } end
    for ch, child in pairs(node.children) do walk(child, word .. ch) end
  end
  walk(start, prefix)
  table.sort(results, function(a, b)
    if a.count ~= b.count then return a.count > b.count end
    return a.word < b.word
  end)
  local words = {}
  for i = 1, math.min(limit or #results, #results) do words[i] = results[i].word end
  return words
end
