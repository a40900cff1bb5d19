package dev.example.links;

import static dev.example.testing.Assert.assertContains;
import static dev.example.testing.Assert.assertEquals;

import dev.example.testing.Test;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/** The real server on a free loopback port, driven by the JDK's HTTP client. */
class LinkServerTest implements AutoCloseable {
    // The access log is for operators; the test report is clearer without it. Held in a field
    // because the logging system only keeps weak references to loggers.
    private static final Logger ACCESS_LOG = Logger.getLogger(LinkServer.class.getName());

    static {
        ACCESS_LOG.setLevel(Level.WARNING);
    }

    private final LinkServer server;
    private final HttpClient client = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    LinkServerTest() throws IOException {
        InetSocketAddress loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        server = LinkServer.start(loopback, new LinkStore(), "https://sho.rt/");
    }

    @Override
    public void close() {
        server.stop(Duration.ZERO);
    }

    private HttpResponse<String> send(String method, String path, String body, String type) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(5))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (type != null) {
            request.header("Content-Type", type);
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> json(HttpResponse<String> response) {
        return (Map<String, Object>) Json.parse(response.body());
    }

    @Test
    void health() throws Exception {
        HttpResponse<String> response = send("GET", "/health", null, null);
        assertEquals(200, response.statusCode());
        assertEquals("ok", json(response).get("status"));
        assertEquals("nosniff", response.headers().firstValue("X-Content-Type-Options").orElse(null));
    }

    @Test
    void createRedirectAndCountVisits() throws Exception {
        HttpResponse<String> created = send("POST", "/api/links", "{\"url\": \"https://openjdk.org/\"}", "application/json");
        assertEquals(201, created.statusCode());
        Map<String, Object> link = json(created);
        String code = (String) link.get("code");
        assertEquals("https://sho.rt/" + code, link.get("short_url"));
        assertEquals("/api/links/" + code, created.headers().firstValue("Location").orElse(null));

        HttpResponse<String> redirect = send("GET", "/" + code, null, null);
        assertEquals(302, redirect.statusCode());
        assertEquals("https://openjdk.org/", redirect.headers().firstValue("Location").orElse(null));

        assertEquals(1L, json(send("GET", "/api/links/" + code, null, null)).get("visits"));
        assertEquals(204, send("DELETE", "/api/links/" + code, null, null).statusCode());
        assertEquals(404, send("GET", "/" + code, null, null).statusCode());
    }

    @Test
    void rejectsBadRequestsWithProblemDetails() throws Exception {
        HttpResponse<String> invalid = send("POST", "/api/links", "{\"url\": \"javascript:alert(1)\"}", "application/json");
        assertEquals(422, invalid.statusCode());
        assertEquals("application/problem+json", invalid.headers().firstValue("Content-Type").orElse(null));
        assertContains((String) json(invalid).get("detail"), "http://");

        assertEquals(400, send("POST", "/api/links", "{\"url\": ", "application/json").statusCode());
        assertEquals(422, send("POST", "/api/links", "[]", "application/json").statusCode());
        assertEquals(415, send("POST", "/api/links", "url=x", "application/x-www-form-urlencoded").statusCode());
        String huge = "{\"url\": \"https://example.com/" + "x".repeat(LinkServer.MAX_BODY_BYTES) + "\"}";
        assertEquals(413, send("POST", "/api/links", huge, "application/json").statusCode());
    }

    @Test
    void unknownPathsAndMethods() throws Exception {
        assertEquals(404, send("GET", "/nope", null, null).statusCode());
        assertEquals(404, send("GET", "/api/links/short", null, null).statusCode());
        HttpResponse<String> wrongMethod = send("PUT", "/api/links", "{}", "application/json");
        assertEquals(405, wrongMethod.statusCode());
        assertEquals("POST", wrongMethod.headers().firstValue("Allow").orElse(null));
        assertEquals(200, send("HEAD", "/health", null, null).statusCode());
    }
}
