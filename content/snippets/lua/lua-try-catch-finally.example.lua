local users = { [1] = "ada", [2] = "linus" }
local function find_user(id)
  if type(id) ~= "number" then throw("ValidationError", "id must be a number", { field = "id" }) end
  return users[id] or throw("NotFound", "no user " .. id, { id = id })
end

for _, id in ipairs({ 1, 7, "x" }) do
  local name = try(function() return find_user(id) end, {
    NotFound = function(e) return "guest (" .. e.message .. ")" end,
    catch = function(e) return "invalid: " .. tostring(e) .. " [field " .. e.field .. "]" end,
    finally = function() io.write("lookup ", tostring(id), " done; ") end,
  })
  print(name)
end

-- Runtime errors become RuntimeError with the location split off.
try(function() local t = nil; return t.field end, {
  catch = function(e) print(e.kind, e.message, e.where ~= nil, e.traceback ~= nil) end,
})

-- Without a matching handler the error propagates after finally has run.
local ok, err = pcall(try, function() throw("Timeout", "upstream took too long") end, {
  NotFound = function() end,
  finally = function() print("cleanup ran") end,
})
print(ok, tostring(err), getmetatable(err) == Error)

-- Several return values pass straight through.
print(try(function() return 1, nil, 3 end))
