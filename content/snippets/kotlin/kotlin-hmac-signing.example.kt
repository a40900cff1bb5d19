fun main() {
    // A fixed key keeps the output reproducible; in production load 32+ random bytes from a secret store.
    val secret = "0123456789abcdef0123456789abcdef".toByteArray()
    val signer = HmacSigner(secret)

    val body = """{"event":"invoice.paid","id":42}"""
    val signature = signer.sign(body)
    println("signature: $signature")
    println("valid: ${signer.verify(body, signature)}")
    println("tampered body: ${signer.verify(body.replace("42", "43"), signature)}")
    println("garbage signature: ${signer.verify(body, "not base64!")}")
    println("other key: ${HmacSigner("fedcba9876543210fedcba9876543210".toByteArray()).verify(body, signature)}")

    val now = 1_700_000_000L
    val token = signer.signWithExpiry("user=alice", expiresAtEpochSeconds = now + 3600)
    println("token: $token")
    println("before expiry: ${signer.verifyWithExpiry(token, now)}")
    println("after expiry: ${signer.verifyWithExpiry(token, now + 3600)}")
    println("forged expiry: ${signer.verifyWithExpiry(token.replace("1700003600", "1900000000"), now)}")

    try {
        HmacSigner("short".toByteArray())
    } catch (e: IllegalArgumentException) {
        println("error: ${e.message}")
    }
}
