import java.nio.charset.StandardCharsets;

class Main {
    public static void main(String[] args) {
        var signer = new HmacSigner("test-secret-0123456789abcdef-0123456789".getBytes(StandardCharsets.UTF_8));
        String body = "{\"event\":\"invoice.paid\",\"id\":42}";
        String timestamp = "1700000000";
        // Signing the timestamp with the body stops an old request from being replayed later.
        String signature = signer.sign(timestamp + "." + body);

        System.out.println("signature: " + signature);
        System.out.println("length: " + signature.length());
        System.out.println("valid: " + signer.verify(timestamp + "." + body, signature));
        System.out.println("tampered body: " + signer.verify(timestamp + "." + body.replace("42", "43"), signature));
        System.out.println("other timestamp: " + signer.verify("1700000001." + body, signature));
        System.out.println("garbage signature: " + signer.verify(timestamp + "." + body, "not base64!"));

        var otherKey = new HmacSigner("another-secret-0123456789abcdef-012345".getBytes(StandardCharsets.UTF_8));
        System.out.println("wrong key: " + otherKey.verify(timestamp + "." + body, signature));
        try {
            new HmacSigner("short".getBytes(StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
