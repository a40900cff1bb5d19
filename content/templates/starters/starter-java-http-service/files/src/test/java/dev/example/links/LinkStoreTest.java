package dev.example.links;

import static dev.example.testing.Assert.assertEquals;
import static dev.example.testing.Assert.assertThrows;
import static dev.example.testing.Assert.assertTrue;

import dev.example.testing.Test;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

class LinkStoreTest {
    private final Instant now = Instant.parse("2026-03-01T12:00:00Z");
    private final LinkStore store = new LinkStore(new Random(42), Clock.fixed(now, ZoneOffset.UTC));

    @Test
    void createsFindsVisitsAndDeletes() {
        LinkStore.Link link = store.create("https://openjdk.org/jeps/444");
        assertTrue(link.code().matches("[0-9A-Za-z]{7}"), "a 7-character code, not " + link.code());
        assertEquals(now, link.createdAt());
        assertEquals(Optional.of("https://openjdk.org/jeps/444"), store.visit(link.code()));
        store.visit(link.code());
        assertEquals(2L, store.find(link.code()).orElseThrow().visits());
        assertTrue(store.delete(link.code()), "deleted");
        assertEquals(Optional.empty(), store.find(link.code()));
        assertEquals(Optional.empty(), store.visit(link.code()));
    }

    @Test
    void acceptsOnlyAbsoluteWebUrls() {
        for (String bad : List.of("", " ", "javascript:alert(1)", "data:text/html,x", "ftp://example.com/",
                "/relative", "https://", "http://exa mple.com/", "https://example.com/" + "x".repeat(2048))) {
            assertThrows(LinkStore.InvalidUrlException.class, () -> store.create(bad));
        }
        assertEquals("HTTPS://example.com/a?b=c#d", store.create(" HTTPS://example.com/a?b=c#d ").url());
    }

    @Test
    void concurrentCreatesNeverShareACode() throws Exception {
        LinkStore shared = new LinkStore();
        Set<String> codes = ConcurrentHashMap.newKeySet();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> futures = new java.util.ArrayList<>();
            for (int i = 0; i < 8; i++) {
                futures.add(pool.submit(() -> {
                    for (int j = 0; j < 500; j++) {
                        codes.add(shared.create("https://example.com/" + j).code());
                    }
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } finally {
            pool.shutdown();
        }
        assertEquals(4000, codes.size());
        assertEquals(4000, shared.size());
    }

    @Test
    void codesAreSpreadOverTheAlphabet() {
        Set<Character> seen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            for (char c : store.create("https://example.com/").code().toCharArray()) {
                seen.add(c);
            }
        }
        assertTrue(seen.size() > 55, "only " + seen.size() + " different characters");
    }
}
