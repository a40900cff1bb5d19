local path = os.tmpname()
local f = assert(io.open(path, "w"))
f:write([[
# Application settings
APP_NAME=Snip Demo
export PORT = 8080
DEBUG=true            # inline comments are stripped from unquoted values
DB_HOST=localhost
DATABASE_URL=postgres://${DB_HOST}:5432/app
GREETING="Hello,\n\"world\""
RAW='no ${expansion} or \n here'
HASH_IN_QUOTES="a # b"
EMPTY=
]])
f:close()

local env = assert(load_dotenv(path))
for _, k in ipairs({ "APP_NAME", "PORT", "DEBUG", "DATABASE_URL", "GREETING", "RAW", "HASH_IN_QUOTES", "EMPTY" }) do
  print(string.format("%-15s %q", k, env[k]))
end

-- Defaults can be passed in and are overridden by the file.
local merged = assert(load_dotenv(path, { PORT = "3000", REGION = "eu" }))
print("PORT", merged.PORT, "REGION", merged.REGION)

f = assert(io.open(path, "w"))
f:write("GOOD=1\nthis line is wrong\n")
f:close()
local ok, err = load_dotenv(path)
print(ok, (err:gsub("^.*:(%d+:)", "line %1")))
os.remove(path)

print(load_dotenv(path) == nil and "missing file returns nil plus an error")
