package dev.example.links;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The HTTP API on the JDK's built-in server (com.sun.net.httpserver, in the jdk.httpserver
 * module of every JDK and JRE build):
 *
 * <pre>
 * GET    /health              liveness, with the number of links
 * POST   /api/links           {"url": "https://..."} creates a link: 201 and Location
 * GET    /api/links/{code}    the link and its visit count
 * DELETE /api/links/{code}    204
 * GET    /{code}              302 redirect to the link's URL
 * </pre>
 *
 * Errors are RFC 9457 problem details: {"type", "title", "status", "detail"}.
 */
public final class LinkServer {
    static final int MAX_BODY_BYTES = 16 * 1024;
    private static final Pattern CODE = Pattern.compile("[0-9A-Za-z]{" + LinkStore.CODE_LENGTH + "}");
    private static final System.Logger LOG = System.getLogger(LinkServer.class.getName());

    private final HttpServer server;
    private final ExecutorService executor;
    private final LinkStore store;
    private final String baseUrl;

    private LinkServer(HttpServer server, ExecutorService executor, LinkStore store, String baseUrl) {
        this.server = server;
        this.executor = executor;
        this.store = store;
        this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    }

    /** Binds and starts serving; port 0 picks a free port (see {@link #port()}). */
    public static LinkServer start(InetSocketAddress address, LinkStore store, String baseUrl) throws IOException {
        HttpServer http = HttpServer.create(address, 0);
        ExecutorService executor = newExecutor();
        LinkServer links = new LinkServer(http, executor, store, baseUrl);
        http.createContext("/", links::handle);
        http.setExecutor(executor);
        http.start();
        return links;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /**
     * Stops accepting connections, lets requests in progress finish for up to {@code grace},
     * then stops the worker threads.
     */
    public void stop(Duration grace) {
        server.stop((int) grace.toSeconds());
        executor.shutdown();
        try {
            if (!executor.awaitTermination(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                executor.shutdownNow();
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    /**
     * One virtual thread per request on Java 21 and later; on Java 17 a bounded pool. Looked up
     * reflectively so the same source compiles with --release 17.
     */
    static ExecutorService newExecutor() {
        try {
            return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
        } catch (ReflectiveOperationException olderJava) {
            return Executors.newFixedThreadPool(Math.max(8, Runtime.getRuntime().availableProcessors() * 4));
        }
    }

    private record Response(int status, Map<String, String> headers, byte[] body) {}

    /** Ends a request with a problem details response. */
    private static final class HttpError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int status;
        final String title;
        final transient Map<String, String> headers;

        HttpError(int status, String title, String detail) {
            this(status, title, detail, Map.of());
        }

        HttpError(int status, String title, String detail, Map<String, String> headers) {
            super(detail, null, false, false); // no stack trace: these are expected outcomes
            this.status = status;
            this.title = title;
            this.headers = headers;
        }
    }

    private void handle(HttpExchange exchange) {
        long started = System.nanoTime();
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        String path = exchange.getRequestURI().getRawPath();
        Response response;
        try {
            response = route(method, path, exchange);
        } catch (HttpError e) {
            response = problem(e.status, e.title, e.getMessage(), e.headers);
        } catch (RuntimeException | IOException e) {
            LOG.log(Level.ERROR, method + " " + path + " failed", e);
            response = problem(500, "Internal Server Error", null, Map.of());
        }
        try {
            send(exchange, method, response);
        } catch (IOException clientWentAway) {
            LOG.log(Level.DEBUG, "could not send the response: " + clientWentAway);
        } finally {
            exchange.close();
        }
        int status = response.status();
        double millis = (System.nanoTime() - started) / 1e6;
        LOG.log(Level.INFO, () -> String.format("%s %s %d %.1fms", method, path, status, millis));
    }

    private Response route(String method, String path, HttpExchange exchange) throws IOException {
        if (path.equals("/health")) {
            allow(method, "GET");
            return json(200, Map.of("status", "ok", "links", store.size()), Map.of());
        }
        if (path.equals("/api/links")) {
            allow(method, "POST");
            return create(exchange);
        }
        if (path.startsWith("/api/links/")) {
            String code = code(path.substring("/api/links/".length()));
            return switch (method) {
                case "GET", "HEAD" -> json(200, toJson(store.find(code).orElseThrow(() -> notFound(code))), Map.of());
                case "DELETE" -> {
                    if (!store.delete(code)) {
                        throw notFound(code);
                    }
                    yield new Response(204, Map.of(), new byte[0]);
                }
                default -> throw methodNotAllowed("GET, DELETE");
            };
        }
        allow(method, "GET");
        String code = code(path.substring(1));
        String target = store.visit(code).orElseThrow(() -> notFound(code));
        // 302, not 301: browsers cache a 301 forever, so a changed or deleted link would keep
        // redirecting and visits would stop being counted.
        return new Response(302, Map.of("Location", target, "Cache-Control", "private, max-age=0"), new byte[0]);
    }

    private Response create(HttpExchange exchange) throws IOException {
        String type = exchange.getRequestHeaders().getFirst("Content-Type");
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new HttpError(415, "Unsupported Media Type", "send the body as application/json");
        }
        Object body;
        try {
            body = Json.parse(readBody(exchange));
        } catch (Json.ParseException e) {
            throw new HttpError(400, "Malformed JSON", e.getMessage());
        }
        if (!(body instanceof Map<?, ?> fields) || !(fields.get("url") instanceof String url)) {
            throw new HttpError(422, "Validation Failed", "the body must be an object with a string \"url\"");
        }
        LinkStore.Link link;
        try {
            link = store.create(url);
        } catch (LinkStore.InvalidUrlException e) {
            throw new HttpError(422, "Validation Failed", e.getMessage());
        }
        return json(201, toJson(link), Map.of("Location", "/api/links/" + link.code()));
    }

    private static String readBody(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            // Reads at most one byte past the limit, whatever the client claims to send.
            byte[] bytes = in.readNBytes(MAX_BODY_BYTES + 1);
            if (bytes.length > MAX_BODY_BYTES) {
                throw tooLarge();
            }
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    private Map<String, Object> toJson(LinkStore.Link link) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("code", link.code());
        json.put("url", link.url());
        json.put("short_url", baseUrl + "/" + link.code());
        json.put("created_at", link.createdAt().toString());
        json.put("visits", link.visits());
        return json;
    }

    private static String code(String candidate) {
        if (!CODE.matcher(candidate).matches()) {
            throw new HttpError(404, "Not Found", "no such link");
        }
        return candidate;
    }

    private static void allow(String method, String allowed) {
        boolean ok = method.equals(allowed) || (allowed.equals("GET") && method.equals("HEAD"));
        if (!ok) {
            throw methodNotAllowed(allowed);
        }
    }

    private static HttpError methodNotAllowed(String allowed) {
        return new HttpError(405, "Method Not Allowed", "use " + allowed, Map.of("Allow", allowed));
    }

    private static HttpError notFound(String code) {
        return new HttpError(404, "Not Found", "no link with code " + code);
    }

    private static HttpError tooLarge() {
        return new HttpError(413, "Content Too Large", "the body must be at most " + MAX_BODY_BYTES + " bytes");
    }

    private static Response json(int status, Object value, Map<String, String> headers) {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.put("Content-Type", "application/json");
        return new Response(status, all, Json.write(value).getBytes(StandardCharsets.UTF_8));
    }

    private static Response problem(int status, String title, String detail, Map<String, String> headers) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "about:blank");
        body.put("title", title);
        body.put("status", status);
        if (detail != null) {
            body.put("detail", detail);
        }
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.put("Content-Type", "application/problem+json");
        return new Response(status, all, Json.write(body).getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange exchange, String method, Response response) throws IOException {
        var headers = exchange.getResponseHeaders();
        response.headers().forEach(headers::set);
        headers.set("X-Content-Type-Options", "nosniff");
        headers.putIfAbsent("Cache-Control", List.of("no-store"));
        boolean noBody = response.body().length == 0 || method.equals("HEAD") || response.status() == 204;
        // -1 means "no body"; 0 would mean "chunked, length unknown".
        exchange.sendResponseHeaders(response.status(), noBody ? -1 : response.body().length);
        if (!noBody) {
            exchange.getResponseBody().write(response.body());
        }
    }
}
