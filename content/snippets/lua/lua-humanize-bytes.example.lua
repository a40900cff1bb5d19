for _, n in ipairs({ 0, 512, 1000, 1536, 999960, 1048576, 5 * 1024 ^ 3, -2048, 2 ^ 60 }) do
  print(string.format("%22.0f  %-10s %s", n, format_bytes(n), format_bytes(n, true)))
end

for _, s in ipairs({ 0, 0.4, 59, 61, 3600, 3725, 90061, 1209600, -125 }) do
  print(string.format("%8s  %-16s %s", tostring(s), format_duration(s), format_duration(s, 2)))
end
