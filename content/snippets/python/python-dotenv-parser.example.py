import tempfile

sample = r"""
# Database settings
export DB_HOST=localhost
DB_PORT = 5432
DB_USER=app   # trailing comment
DB_PASSWORD='p@ss#word $NOT_EXPANDED'
DATABASE_URL="postgres://${DB_USER}@${DB_HOST}:${DB_PORT}/app"
GREETING="Hello,\n\"world\""
PRICE="\$5 per ${UNIT:-month}"
HOME_DIR=$HOME/projects
EMPTY=
"""
for key, value in parse_dotenv(sample, environ={"HOME": "/home/ada"}).items():
    print(f"{key} = {value!r}")

try:
    parse_dotenv("OK=1\nthis line is wrong\n")
except ValueError as error:
    print("ValueError:", error)

with tempfile.TemporaryDirectory() as folder:
    env_file = Path(folder) / ".env"
    env_file.write_text("SNIP_MODE=from-file\nSNIP_NEW=added\n", encoding="utf-8")
    os.environ["SNIP_MODE"] = "from-shell"
    load_dotenv(env_file)
    print("shell wins:", os.environ["SNIP_MODE"], "| new key:", os.environ["SNIP_NEW"])
    load_dotenv(env_file, override=True)
    print("override:", os.environ["SNIP_MODE"])
    print("missing file:", load_dotenv(Path(folder) / "absent.env"))
