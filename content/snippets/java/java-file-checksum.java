import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Streams a file through a digest, so checksums of multi-gigabyte files use a fixed 64 KiB buffer. */
public final class Checksums {
    private Checksums() {}

    /** Lowercase hex digest; algorithm is a JDK name such as "SHA-256" or "SHA-512". */
    public static String hexDigest(Path file, String algorithm) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance(algorithm);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalArgumentException("unknown digest algorithm: " + algorithm, e);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[64 * 1024];
            for (int n; (n = in.read(buffer)) != -1; ) digest.update(buffer, 0, n);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    public static String sha256(Path file) throws IOException {
        return hexDigest(file, "SHA-256");
    }

    /** Compares against a published checksum, ignoring case and surrounding spaces. */
    public static boolean matches(Path file, String expectedHex) throws IOException {
        return sha256(file).equalsIgnoreCase(expectedHex.strip());
    }
}
