-- Splits any identifier style into lowercase words. Two passes handle acronyms:
-- "HTTPServer" -> "HTTP Server" and "parseJSONData" -> "parse JSON Data".
local function split_words(s)
  s = s:gsub("(%u)(%u%l)", "%1 %2"):gsub("([%l%d])(%u)", "%1 %2")
  local words = {}
  for word in s:gmatch("%w+") do words[#words + 1] = word:lower() end
  return words
end

local function capitalize(word)
  return (word:gsub("^%l", string.upper))
end

local case = {}

function case.snake(s) return table.concat(split_words(s), "_") end
function case.kebab(s) return table.concat(split_words(s), "-") end
function case.constant(s) return case.snake(s):upper() end

function case.camel(s)
  local words = split_words(s)
  for i = 2, #words do words[i] = capitalize(words[i]) end
  return table.concat(words)
end

function case.pascal(s)
  local words = split_words(s)
  for i = 1, #words do words[i] = capitalize(words[i]) end
  return table.concat(words)
end

function case.title(s)
  local words = split_words(s)
  for i = 1, #words do words[i] = capitalize(words[i]) end
  return table.concat(words, " ")
end
