#include <stddef.h>
#include <stdint.h>

/* Writes 2*n lowercase hex digits plus a NUL into out (which needs 2*n + 1 bytes). */
void hex_encode(const uint8_t *bytes, size_t n, char *out) {
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        out[2 * i] = digits[bytes[i] >> 4];
        out[2 * i + 1] = digits[bytes[i] & 0x0F];
    }
    out[2 * n] = '\0';
}

/* Explicit ranges instead of isxdigit() so the result never depends on the locale. */
static int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/*
 * Parses a hex string (either case) into out. Returns the byte count, or -1 for an odd
 * number of digits, a non-hex character, or more bytes than cap.
 */
long hex_decode(const char *text, uint8_t *out, size_t cap) {
    size_t n = 0;
    while (text[0] != '\0') {
        if (text[1] == '\0') return -1;
        int hi = hex_value(text[0]), lo = hex_value(text[1]);
        if (hi < 0 || lo < 0 || n >= cap) return -1;
        out[n++] = (uint8_t)(hi << 4 | lo);
        text += 2;
    }
    return (long)n;
}
