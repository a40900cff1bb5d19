import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.atomic.AtomicInteger;

class Main {
    public static void main(String[] args) throws Exception {
        var hits = new AtomicInteger();
        try (var server = new JsonHttpServer()
                .route("GET", "/health", body -> new JsonHttpServer.Reply(200, "{\"status\":\"ok\",\"hits\":" + hits.incrementAndGet() + "}"))
                .route("POST", "/echo", body -> new JsonHttpServer.Reply(201, "{\"received\":" + body.length() + "}"))
                .route("GET", "/boom", body -> { throw new IllegalStateException("bug"); })
                .start()) {
            var client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            show(client, HttpRequest.newBuilder(server.uri("/health")).build());
            show(client, HttpRequest.newBuilder(server.uri("/health")).build());
            show(client, HttpRequest.newBuilder(server.uri("/echo"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"Ada\"}")).build());
            show(client, HttpRequest.newBuilder(server.uri("/echo")).build());
            show(client, HttpRequest.newBuilder(server.uri("/health/extra")).build());
            show(client, HttpRequest.newBuilder(server.uri("/boom")).build());
        }
    }

    static void show(HttpClient client, HttpRequest request) throws Exception {
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        String type = response.headers().firstValue("Content-Type").orElse("-");
        System.out.println(request.method() + " " + request.uri().getPath() + " -> " + response.statusCode() + " " + response.body() + " (" + type + ")");
    }
}
