class Main {
    public static void main(String[] args) {
        String[] inputs = {
            "4111 1111 1111 1111",   // Visa test number
            "5555-5555-5555-4444",   // Mastercard test number
            "4111 1111 1111 1112",   // last digit changed
            "79927398713",           // classic textbook example
            "0",                     // too short to carry a check digit
            "4111 1111 abcd 1111",   // not digits
        };
        for (String input : inputs) System.out.printf("%-22s %s%n", input, Luhn.isValid(input));

        String payload = "7992739871";
        int check = Luhn.checkDigit(payload);
        System.out.println("check digit for " + payload + ": " + check);
        System.out.println("round trip valid: " + Luhn.isValid(payload + check));
        try {
            Luhn.checkDigit("12a");
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
