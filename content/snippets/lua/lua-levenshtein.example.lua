local pairs_to_check = {
  { "kitten", "sitting" }, { "flaw", "lawn" }, { "", "abc" }, { "same", "same" },
  { "café", "cafe" }, { "naïve", "naive" },
}
for _, p in ipairs(pairs_to_check) do
  print(string.format("%-8s -> %-8s %d", p[1], p[2], levenshtein(p[1], p[2])))
end

local commands = { "install", "uninstall", "update", "list", "search" }
for _, typo in ipairs({ "instal", "updte", "serch", "deploy" }) do
  local match, d = closest_match(typo, commands)
  if match then
    print(string.format("unknown command %q, did you mean %q? (distance %d)", typo, match, d))
  else
    print(string.format("unknown command %q, no suggestion", typo))
  end
end
