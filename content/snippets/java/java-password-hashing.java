import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/** Salted PBKDF2-HMAC-SHA256 password hashes stored as "pbkdf2-sha256$iterations$salt$hash". */
public final class PasswordHasher {
    private static final String PREFIX = "pbkdf2-sha256";
    private static final SecureRandom RANDOM = new SecureRandom();
    private final int iterations;

    public PasswordHasher(int iterations) {
        if (iterations < 1) throw new IllegalArgumentException("iterations must be positive");
        this.iterations = iterations;
    }

    public String hash(char[] password) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        var b64 = Base64.getEncoder().withoutPadding();
        return String.join("$", PREFIX, Integer.toString(iterations),
                b64.encodeToString(salt), b64.encodeToString(derive(password, salt, iterations)));
    }

    /** Uses the iteration count stored in the hash, so raising the cost later still verifies old hashes. */
    public boolean verify(char[] password, String stored) {
        String[] parts = stored.split("\\$");
        if (parts.length != 4 || !parts[0].equals(PREFIX)) throw new IllegalArgumentException("not a " + PREFIX + " hash");
        byte[] salt = Base64.getDecoder().decode(parts[2]);
        byte[] expected = Base64.getDecoder().decode(parts[3]);
        return MessageDigest.isEqual(expected, derive(password, salt, Integer.parseInt(parts[1])));
    }

    /** True when the hash was made with fewer iterations than this hasher uses: re-hash on next login. */
    public boolean needsRehash(String stored) {
        return Integer.parseInt(stored.split("\\$")[1]) < iterations;
    }

    private static byte[] derive(char[] password, byte[] salt, int iterations) {
        var spec = new PBEKeySpec(password, salt, iterations, 256);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is unavailable", e);
        } finally {
            spec.clearPassword(); // the spec keeps its own copy of the password
        }
    }
}
