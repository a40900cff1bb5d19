package dev.example.links;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;

/** Reads the configuration from the environment, starts the server and stops it gracefully. */
public final class Main {
    private static final String LOG_FORMAT = "java.util.logging.SimpleFormatter.format";

    private Main() {}

    public static void main(String[] args) throws IOException {
        // One line per log record (the JDK's default takes two), unless set with -D already.
        if (System.getProperty(LOG_FORMAT) == null) {
            System.setProperty(LOG_FORMAT, "%1$tFT%1$tT.%1$tL%1$tz %4$s %5$s%6$s%n");
        }
        int port = intFromEnv("PORT", 8080);
        String baseUrl = System.getenv().getOrDefault("BASE_URL", "http://localhost:" + port);
        Duration grace = Duration.ofSeconds(intFromEnv("SHUTDOWN_GRACE_SECONDS", 10));

        LinkServer server = LinkServer.start(new InetSocketAddress(port), new LinkStore(), baseUrl);
        // SIGTERM (docker stop, Kubernetes) and Ctrl-C run shutdown hooks: requests in flight
        // get `grace` to finish before the JVM exits.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> server.stop(grace), "shutdown"));
        System.out.printf("listening on port %d, links served as %s/{code}%n", server.port(), baseUrl);
    }

    private static int intFromEnv(String name, int fallback) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, not \"" + value + "\"", e);
        }
    }
}
