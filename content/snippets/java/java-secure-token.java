import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/** URL-safe random tokens for session IDs, password-reset links and API keys. */
public final class SecureTokens {
    // SecureRandom is thread-safe and costly to seed, so one shared instance serves every call.
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private SecureTokens() {}

    /** A token holding byteCount random bytes: 32 bytes is 256 bits in 43 characters. */
    public static String generate(int byteCount) {
        if (byteCount < 16) throw new IllegalArgumentException("use at least 16 bytes (128 bits), got " + byteCount);
        byte[] bytes = new byte[byteCount];
        RANDOM.nextBytes(bytes);
        return ENCODER.encodeToString(bytes);
    }

    /** Base64url without padding: safe in URLs, file names and cookies with no further escaping. */
    public static String encode(byte[] data) {
        return ENCODER.encodeToString(data);
    }

    /** Accepts input with or without '=' padding; throws IllegalArgumentException on '+', '/' or junk. */
    public static byte[] decode(String token) {
        return DECODER.decode(token);
    }

    /** Compares without stopping at the first difference, so response timing does not leak a prefix. */
    public static boolean matches(String expected, String presented) {
        return MessageDigest.isEqual(
                expected.getBytes(StandardCharsets.UTF_8), presented.getBytes(StandardCharsets.UTF_8));
    }
}
