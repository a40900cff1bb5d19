source = ~S"""
# Database
export DB_HOST=localhost
DB_PORT = 5432   # inline comment
DB_URL="postgres://app@${DB_HOST}:${DB_PORT}/app"

GREETING="Hello,\n\"World\""
RAW='single ${DB_HOST} \n stays literal'
EMPTY=
HOME_DIR=${HOME}/app
"""

{:ok, vars} = Dotenv.parse(source, %{"HOME" => "/home/deploy"})
for {key, value} <- Enum.sort(vars), do: IO.puts("#{key}=#{inspect(value)}")

IO.inspect(Dotenv.parse("OK=1\nthis is not valid\n"), label: "bad line")
IO.inspect(Dotenv.parse(~S(A="open)), label: "bad quote")

# load!/1 fills in the process environment but keeps values that are already set.
dir = Path.join(System.tmp_dir!(), "dotenv-example-#{System.unique_integer([:positive])}")
File.mkdir_p!(dir)
path = Path.join(dir, ".env")
File.write!(path, "DOTENV_EXAMPLE_A=from-file\nDOTENV_EXAMPLE_B=from-file\n")
System.put_env("DOTENV_EXAMPLE_B", "already-set")
:ok = Dotenv.load!(path)
IO.puts("A=#{System.get_env("DOTENV_EXAMPLE_A")} B=#{System.get_env("DOTENV_EXAMPLE_B")}")
File.rm_rf!(dir)
