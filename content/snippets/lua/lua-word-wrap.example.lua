local text = "Lua is a powerful, efficient, lightweight, embeddable scripting language.\n\n" ..
  "It supports procedural, object-oriented and data-driven programming."

local function show(s)
  for line in (s .. "\n"):gmatch("(.-)\n") do print("|" .. line) end
  print("---")
end

show(wrap(text, 28))
show(wrap(text, 30, "    "))
-- Long tokens such as URLs or hashes are split rather than overflowing.
show(wrap("see https://example.com/a/very/long/path for details", 16))
-- Accented words wrap by characters, not bytes.
show(wrap("crème brûlée à la carte façade", 12))
