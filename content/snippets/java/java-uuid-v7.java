import java.security.SecureRandom;
import java.time.Clock;
import java.util.Random;
import java.util.UUID;

/** Generates time-ordered UUIDv7 values (RFC 9562): sortable, index-friendly primary keys. */
public final class UuidV7 {
    private final Clock clock;
    private final Random random;

    public UuidV7(Clock clock, Random random) {
        this.clock = clock;
        this.random = random;
    }

    public UuidV7() {
        this(Clock.systemUTC(), new SecureRandom());
    }

    public UUID next() {
        long millis = clock.millis();
        // 48-bit Unix milliseconds, then version 7 and 12 random bits.
        long msb = (millis & 0xFFFF_FFFF_FFFFL) << 16 | 0x7000L | (random.nextInt() & 0x0FFF);
        // Variant bits 10, then 62 random bits.
        long lsb = (random.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL) | 0x8000_0000_0000_0000L;
        return new UUID(msb, lsb);
    }

    /** The creation time in Unix milliseconds, or an error for a UUID that is not version 7. */
    public static long timestamp(UUID uuid) {
        if (uuid.version() != 7) throw new IllegalArgumentException("not a UUIDv7: " + uuid);
        return uuid.getMostSignificantBits() >>> 16;
    }
}
