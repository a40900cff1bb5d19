package dev.example.links;

import java.net.URI;
import java.net.URISyntaxException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

/**
 * Short links in memory, safe for concurrent requests. Replace it with a database-backed class
 * with the same methods when links must outlive the process.
 */
public final class LinkStore {
    /** 62^7 is about 3.5 trillion codes: collisions stay rare long after memory runs out. */
    static final int CODE_LENGTH = 7;
    static final int MAX_URL_LENGTH = 2048;
    private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    /** A stored link; {@code visits} counts redirects. */
    public record Link(String code, String url, Instant createdAt, long visits) {}

    /** Why a URL was refused; the message is shown to the client. */
    public static final class InvalidUrlException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        InvalidUrlException(String message) {
            super(message);
        }
    }

    private record Entry(String url, Instant createdAt, AtomicLong visits) {}

    private final Map<String, Entry> links = new ConcurrentHashMap<>();
    private final RandomGenerator random;
    private final Clock clock;

    public LinkStore() {
        this(new SecureRandom(), Clock.systemUTC());
    }

    /** Tests pass a seeded generator and a fixed clock. */
    LinkStore(RandomGenerator random, Clock clock) {
        this.random = random;
        this.clock = clock;
    }

    /** Stores {@code url} under a new random code. */
    public Link create(String url) {
        String checked = validate(url);
        Instant now = clock.instant();
        while (true) {
            String code = randomCode();
            // putIfAbsent makes the check and the insert one atomic step, so two requests can
            // never be handed the same code.
            if (links.putIfAbsent(code, new Entry(checked, now, new AtomicLong())) == null) {
                return new Link(code, checked, now, 0);
            }
        }
    }

    public Optional<Link> find(String code) {
        Entry entry = links.get(code);
        return entry == null ? Optional.empty() : Optional.of(toLink(code, entry));
    }

    /** The target of {@code code}, counting the visit. */
    public Optional<String> visit(String code) {
        Entry entry = links.get(code);
        if (entry == null) {
            return Optional.empty();
        }
        entry.visits().incrementAndGet();
        return Optional.of(entry.url());
    }

    public boolean delete(String code) {
        return links.remove(code) != null;
    }

    public int size() {
        return links.size();
    }

    static String validate(String url) {
        if (url == null || url.isBlank()) {
            throw new InvalidUrlException("url is required");
        }
        if (url.length() > MAX_URL_LENGTH) {
            throw new InvalidUrlException("url is longer than " + MAX_URL_LENGTH + " characters");
        }
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw new InvalidUrlException("url is not a valid URI: " + e.getReason());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        // Only web links: a redirect to javascript:, data: or file: could attack the visitor.
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new InvalidUrlException("url must start with http:// or https://");
        }
        if (uri.getHost() == null) {
            throw new InvalidUrlException("url has no host");
        }
        return uri.toString();
    }

    private String randomCode() {
        StringBuilder code = new StringBuilder(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            code.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    private static Link toLink(String code, Entry entry) {
        return new Link(code, entry.url(), entry.createdAt(), entry.visits().get());
    }
}
