local function attempt(label, fn)
  local ok, err = pcall(fn)
  -- Drop the "file:line:" prefix so the message is the same wherever the code lives.
  print(label, ok and "ok" or (err:gsub("^[^:]+:%d+: ", "")))
end

enable_strict()
global("config", { debug = true })
global("cache") -- declared, initially nil

attempt("read declared:   ", function() assert(config.debug) end)
attempt("read nil global: ", function() assert(cache == nil) end)
attempt("assign declared: ", function() cache = {} end)
attempt("typo on read:    ", function() return confg.debug end)
attempt("typo on assign:  ", function() countr = 1 end)
attempt("stdlib still ok: ", function() return string.upper(tostring(math.pi)) end)
print("probe jit:", global_exists("jit"), "probe print:", global_exists("print"))

disable_strict()
attempt("after disable:   ", function() anything_goes = 1 end)
