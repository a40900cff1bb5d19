import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/** A small JSON HTTP server on the JDK's built-in HttpServer, for local tools, stubs and tests. */
public final class JsonHttpServer implements AutoCloseable {
    public record Reply(int status, String json) {}
    private final HttpServer server;

    public JsonHttpServer() throws IOException {
        // Port 0 lets the OS pick a free port, so parallel tests never collide; loopback keeps it private.
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    }

    /** Registers handler for exactly this method and path; it receives the request body as text. */
    public JsonHttpServer route(String method, String path, Function<String, Reply> handler) {
        server.createContext(path, exchange -> {
            try (exchange) {
                Reply reply;
                // Contexts match by path prefix, so anything longer than the registered path is a 404.
                if (!exchange.getRequestURI().getPath().equals(path)) {
                    reply = new Reply(404, "{\"error\":\"not found\"}");
                } else if (!exchange.getRequestMethod().equals(method)) {
                    exchange.getResponseHeaders().set("Allow", method);
                    reply = new Reply(405, "{\"error\":\"method not allowed\"}");
                } else {
                    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                    try {
                        reply = handler.apply(body);
                    } catch (RuntimeException e) {
                        reply = new Reply(500, "{\"error\":\"internal error\"}");
                    }
                }
                byte[] bytes = reply.json().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
                exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
                exchange.getResponseBody().write(bytes);
            }
        });
        return this;
    }

    public JsonHttpServer start() {
        server.start();
        return this;
    }

    public URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
    }

    @Override public void close() {
        server.stop(0);
    }
}
