import java.security.MessageDigest
import java.util.Base64
import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

/**
 * Signs and verifies messages with HMAC-SHA256, for webhooks, signed URLs and tamper-proof cookies.
 * Signatures are base64url without padding so they can travel in URLs and headers unescaped.
 */
class HmacSigner(secret: ByteArray) {
    init {
        // Shorter keys than the hash output weaken HMAC; 32 random bytes is the usual choice.
        require(secret.size >= 32) { "secret must be at least 32 bytes, got ${secret.size}" }
    }

    private val key = SecretKeySpec(secret.copyOf(), "HmacSHA256")
    private val encoder = Base64.getUrlEncoder().withoutPadding()

    // Mac instances are not thread-safe, so each call gets its own.
    private fun mac(data: ByteArray): ByteArray = Mac.getInstance("HmacSHA256").run {
        init(key)
        doFinal(data)
    }

    fun sign(message: String): String = encoder.encodeToString(mac(message.toByteArray(Charsets.UTF_8)))

    /** Constant-time check, so response timing does not reveal how many leading bytes matched. */
    fun verify(message: String, signature: String): Boolean {
        val given = try {
            Base64.getUrlDecoder().decode(signature)
        } catch (e: IllegalArgumentException) {
            return false
        }
        return MessageDigest.isEqual(mac(message.toByteArray(Charsets.UTF_8)), given)
    }

    /** Appends an expiry and a signature: "payload.expiresAtEpochSeconds.signature". */
    fun signWithExpiry(payload: String, expiresAtEpochSeconds: Long): String {
        val body = "$payload.$expiresAtEpochSeconds"
        return "$body.${sign(body)}"
    }

    /** Returns the payload when the token is authentic and not yet expired at [nowEpochSeconds], else null. */
    fun verifyWithExpiry(token: String, nowEpochSeconds: Long): String? {
        val signatureAt = token.lastIndexOf('.')
        val expiryAt = token.lastIndexOf('.', signatureAt - 1)
        if (signatureAt < 0 || expiryAt < 0) return null
        val body = token.substring(0, signatureAt)
        if (!verify(body, token.substring(signatureAt + 1))) return null
        val expiresAt = token.substring(expiryAt + 1, signatureAt).toLongOrNull() ?: return null
        return if (nowEpochSeconds < expiresAt) token.substring(0, expiryAt) else null
    }
}
