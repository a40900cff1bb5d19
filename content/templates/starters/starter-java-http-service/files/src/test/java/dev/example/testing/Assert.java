package dev.example.testing;

import java.util.Objects;

/** The assertions the tests use; each failure is an AssertionError with a readable message. */
public final class Assert {
    private Assert() {}

    /** Code that may throw anything, for {@link #assertThrows}. */
    @FunctionalInterface
    public interface Block {
        void run() throws Exception;
    }

    public static void assertEquals(Object expected, Object actual) {
        assertEquals(expected, actual, null);
    }

    public static void assertEquals(Object expected, Object actual, String what) {
        if (!Objects.equals(expected, actual)) {
            String prefix = what == null ? "" : what + ": ";
            throw new AssertionError(prefix + "expected <" + expected + "> but was <" + actual + ">");
        }
    }

    public static void assertTrue(boolean condition, String message) {
        if (!condition) {
            throw new AssertionError(message);
        }
    }

    public static void assertContains(String haystack, String needle) {
        if (haystack == null || !haystack.contains(needle)) {
            throw new AssertionError("expected <" + haystack + "> to contain <" + needle + ">");
        }
    }

    public static <T extends Throwable> T assertThrows(Class<T> type, Block block) {
        try {
            block.run();
        } catch (Throwable thrown) {
            if (type.isInstance(thrown)) {
                return type.cast(thrown);
            }
            throw new AssertionError("expected " + type.getSimpleName() + " but got " + thrown, thrown);
        }
        throw new AssertionError("expected " + type.getSimpleName() + " but nothing was thrown");
    }
}
