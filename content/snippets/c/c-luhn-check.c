#include <stddef.h>

/*
 * Luhn sum over the digits of s, ignoring spaces and dashes. When check_appended is 0
 * the sum is taken as if a '0' check digit followed s. Returns -1 on any other character
 * and stores the digit count in *ndigits.
 */
static int luhn_sum(const char *s, int check_appended, size_t *ndigits) {
    size_t len = 0;
    while (s[len]) len++;
    int sum = 0;
    int double_it = !check_appended; /* counting from the right, the check digit is never doubled */
    *ndigits = 0;
    for (size_t i = len; i-- > 0;) {
        char c = s[i];
        if (c == ' ' || c == '-') continue;
        if (c < '0' || c > '9') return -1;
        int d = c - '0';
        if (double_it) {
            d *= 2;
            if (d > 9) d -= 9;
        }
        sum += d;
        double_it = !double_it;
        (*ndigits)++;
    }
    return sum % 10;
}

/* Returns 1 if s (digits, spaces, dashes; at least two digits) passes the Luhn check. */
int luhn_valid(const char *s) {
    size_t n;
    int sum = luhn_sum(s, 1, &n);
    return n >= 2 && sum == 0;
}

/* Returns the check digit to append to payload, or -1 if it holds invalid characters. */
int luhn_check_digit(const char *payload) {
    size_t n;
    int sum = luhn_sum(payload, 0, &n);
    if (sum < 0 || n == 0) return -1;
    return (10 - sum) % 10;
}
