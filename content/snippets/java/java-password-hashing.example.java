import java.util.Arrays;

class Main {
    public static void main(String[] args) {
        // Production code should use far more iterations; a low count keeps the example fast.
        var hasher = new PasswordHasher(10_000);
        char[] password = "correct horse battery staple".toCharArray();

        String stored = hasher.hash(password);
        String[] parts = stored.split("\\$");
        System.out.println("format: " + parts[0] + "$" + parts[1] + "$<" + parts[2].length() + " chars>$<" + parts[3].length() + " chars>");
        System.out.println("right password: " + hasher.verify(password, stored));
        System.out.println("wrong password: " + hasher.verify("correct horse battery stapler".toCharArray(), stored));
        System.out.println("same password, new salt: " + !stored.equals(hasher.hash(password)));

        // A hash written by an older, cheaper configuration still verifies, and is flagged for upgrade.
        String legacy = new PasswordHasher(1_000).hash(password);
        System.out.println("legacy verifies: " + hasher.verify(password, legacy));
        System.out.println("legacy needs rehash: " + hasher.needsRehash(legacy) + ", current: " + hasher.needsRehash(stored));

        Arrays.fill(password, '\0'); // char[] can be wiped after use, unlike a String
        try {
            hasher.verify("x".toCharArray(), "md5$abc");
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
