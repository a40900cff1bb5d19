import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# A local API: /items/N answers at once, /flaky fails twice with 503 (Retry-After: 0) before it
# answers, /busy rate-limits once, /missing is a 404 and /down always fails.
hits: dict[str, int] = {}
in_flight = 0
most_in_flight = 0
lock = threading.Lock()


class Api(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        global in_flight, most_in_flight
        with lock:
            hits[self.path] = hits.get(self.path, 0) + 1
            count = hits[self.path]
            in_flight += 1
            most_in_flight = max(most_in_flight, in_flight)
        try:
            threading.Event().wait(0.02)  # long enough for requests to overlap
            if self.path == "/flaky" and count <= 2:
                self.reply(503, {"error": "warming up"}, {"Retry-After": "0"})
            elif self.path == "/busy" and count == 1:
                self.reply(429, {"error": "slow down"}, {"Retry-After": "0"})
            elif self.path in ("/missing", "/down"):
                self.reply(404 if self.path == "/missing" else 502, {"error": "no"}, {"Retry-After": "0"})
            else:
                self.reply(200, {"path": self.path, "attempt": count}, {})
        finally:
            with lock:
                in_flight -= 1

    def reply(self, status: int, body: dict, headers: dict[str, str]) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


server = ThreadingHTTPServer(("127.0.0.1", 0), Api)
threading.Thread(target=server.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{server.server_address[1]}"

urls = [f"{base}/items/{i}" for i in range(1, 13)] + [f"{base}/flaky", f"{base}/busy"]
items = asyncio.run(fetch_all(urls, concurrency=4))
print(len(items), "items, in order:", [item["path"] for item in items[:3]], "...")
print("flaky answered on attempt", items[-2]["attempt"], "and busy on attempt", items[-1]["attempt"])
print("never more than 4 requests in flight:", 1 <= most_in_flight <= 4)

for path in ("/missing", "/down"):
    try:
        asyncio.run(fetch_all([f"{base}{path}"]))
    except httpx.HTTPStatusError as error:
        print(f"{path}: {error.response.status_code} after {hits[path]} request(s)")

server.shutdown()
