import java.util.Arrays;
import java.util.Base64;

class Main {
    public static void main(String[] args) {
        String a = SecureTokens.generate(32);
        String b = SecureTokens.generate(32);
        System.out.println("length: " + a.length());
        System.out.println("url-safe alphabet: " + a.matches("[A-Za-z0-9_-]+"));
        System.out.println("two tokens differ: " + !a.equals(b));
        System.out.println("decodes to bytes: " + SecureTokens.decode(a).length);

        byte[] data = {(byte) 0xfb, (byte) 0xff, (byte) 0xbf};
        System.out.println("standard base64: " + Base64.getEncoder().encodeToString(data));
        System.out.println("base64url:       " + SecureTokens.encode(data));
        System.out.println("round trip: " + Arrays.equals(data, SecureTokens.decode("-_-_")));
        System.out.println("padding accepted: " + SecureTokens.decode("-_8=").length + " bytes");

        System.out.println("matches same: " + SecureTokens.matches(a, a));
        System.out.println("matches other: " + SecureTokens.matches(a, b));
        try {
            SecureTokens.decode("+/+/");
        } catch (IllegalArgumentException e) {
            System.out.println("rejected standard alphabet: " + e.getMessage());
        }
        try {
            SecureTokens.generate(8);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
