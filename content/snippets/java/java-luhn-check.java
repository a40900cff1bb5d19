/** Luhn (mod 10) checksums for card numbers, IMEIs and similar identifiers. */
public final class Luhn {
    private Luhn() {}

    /** True when the digits pass the Luhn check; spaces and dashes are allowed as separators. */
    public static boolean isValid(String number) {
        String digits = number.replaceAll("[\\s-]", "");
        if (digits.length() < 2 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) return false;
        return sum(digits, false) % 10 == 0;
    }

    /** The digit to append to a payload so the result passes isValid. */
    public static int checkDigit(String payload) {
        if (payload.isEmpty() || !payload.chars().allMatch(c -> c >= '0' && c <= '9'))
            throw new IllegalArgumentException("payload must be digits only");
        return (10 - sum(payload, true) % 10) % 10;
    }

    /** Doubles every second digit from the right; the check digit, when present, is not doubled. */
    private static int sum(String digits, boolean doubleRightmost) {
        int total = 0;
        boolean doubled = doubleRightmost;
        for (int i = digits.length() - 1; i >= 0; i--) {
            int d = digits.charAt(i) - '0';
            if (doubled) {
                d *= 2;
                if (d > 9) d -= 9;
            }
            total += d;
            doubled = !doubled;
        }
        return total;
    }
}
