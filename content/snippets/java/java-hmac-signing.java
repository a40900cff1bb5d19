import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** Signs payloads with HMAC-SHA256 and verifies signatures in constant time, e.g. for webhooks. */
public final class HmacSigner {
    private static final String ALGORITHM = "HmacSHA256";
    private final SecretKeySpec key;

    public HmacSigner(byte[] secret) {
        if (secret.length < 32) throw new IllegalArgumentException("use a secret of at least 32 bytes");
        this.key = new SecretKeySpec(secret.clone(), ALGORITHM);
    }

    /** Base64url without padding, safe in headers, URLs and cookies. */
    public String sign(String payload) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(mac(payload));
    }

    public boolean verify(String payload, String signature) {
        byte[] given;
        try {
            given = Base64.getUrlDecoder().decode(signature);
        } catch (IllegalArgumentException e) {
            return false;
        }
        // MessageDigest.isEqual takes the same time wherever the bytes differ, so timing leaks nothing.
        return MessageDigest.isEqual(mac(payload), given);
    }

    private byte[] mac(String payload) {
        try {
            // Mac instances are not thread-safe, so each call gets its own.
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac.doFinal(payload.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(ALGORITHM + " unavailable", e);
        }
    }
}
