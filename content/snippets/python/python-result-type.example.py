import json


def parse_port(text: str) -> Result[int, str]:
    if not text.isdigit():
        return Err(f"not a number: {text!r}")
    port = int(text)
    return Ok(port) if 0 < port < 65536 else Err(f"out of range: {port}")


@catching(json.JSONDecodeError, KeyError)
def port_from_json(document: str) -> str:
    return str(json.loads(document)["port"])


for raw in ["8080", "http", "70000"]:
    match parse_port(raw):
        case Ok(port):
            print(f"{raw}: listening on {port}")
        case Err(message):
            print(f"{raw}: error, {message}")

for document in ['{"port": 5432}', '{"port": "x"}', '{"host": "db"}', "{oops"]:
    result = port_from_json(document).and_then(parse_port).map(lambda port: f"db:{port}")
    print(f"{document:16} -> {result}")

print("default:", parse_port("abc").unwrap_or(80), parse_port("443").unwrap_or(80))
try:
    port_from_json(None)  # a TypeError is a bug, not an expected failure: it is not caught
except TypeError as error:
    print("TypeError:", error)
