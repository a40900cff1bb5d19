-- Structured errors: tables with a `kind` and `message`, so handlers can branch on
-- the kind instead of pattern-matching error strings.
local Error = {}
Error.__index = Error
Error.__tostring = function(e) return e.kind .. ": " .. e.message end

local function throw(kind, message, fields)
  local e = setmetatable(fields or {}, Error)
  e.kind, e.message = kind, message
  error(e)
end

-- Plain string errors from `error("...")` or runtime faults are wrapped into the same
-- shape; their "file:line:" prefix moves to `where` and the traceback is kept.
local function normalize(e)
  if getmetatable(e) == Error then return e end
  local text = tostring(e)
  local where, message = text:match("^([^:\n]+:%d+): (.*)$")
  return setmetatable({ kind = "RuntimeError", message = message or text, where = where,
                        traceback = debug.traceback("", 2) }, Error)
end

-- try(body, { NotFound = fn, catch = fn, finally = fn }) runs body; on error the
-- handler named after the error kind runs, else `catch`, else the error is re-raised.
-- `finally` always runs, and the body's or handler's return values are passed through.
local function try(body, handlers)
  handlers = handlers or {}
  local result = table.pack(xpcall(body, normalize))
  if not result[1] then
    local err = result[2]
    local handler = handlers[err.kind] or handlers.catch
    if handler then
      result = table.pack(xpcall(handler, normalize, err))
    end
  end
  if handlers.finally then handlers.finally() end
  if not result[1] then error(result[2], 0) end
  return table.unpack(result, 2, result.n)
end
