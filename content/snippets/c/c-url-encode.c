#include <stddef.h>

/*
 * Percent-encodes src for a URL component: RFC 3986 unreserved characters are kept,
 * every other byte becomes %XX. Returns the full length like snprintf.
 */
size_t url_encode(const char *src, char *dst, size_t cap) {
    static const char hex[] = "0123456789ABCDEF";
    size_t len = 0;
    for (const unsigned char *p = (const unsigned char *)src; *p; p++) {
        unsigned char c = *p;
        int keep = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                   c == '-' || c == '.' || c == '_' || c == '~';
        char out[3] = {(char)c, hex[c >> 4], hex[c & 0x0F]};
        if (!keep) out[0] = '%';
        for (size_t i = 0; i < (keep ? 1u : 3u); i++, len++)
            if (len + 1 < cap) dst[len] = out[i];
    }
    if (cap > 0) dst[len < cap ? len : cap - 1] = '\0';
    return len;
}

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/*
 * Decodes %XX escapes in place (and '+' as space when plus_is_space, for form data).
 * Returns the decoded length, or -1 if a '%' is not followed by two hex digits.
 */
long url_decode(char *str, int plus_is_space) {
    char *w = str;
    for (const char *r = str; *r; r++) {
        if (*r == '%') {
            int hi = hex_digit(r[1]), lo = hi < 0 ? -1 : hex_digit(r[2]);
            if (lo < 0) return -1;
            *w++ = (char)(hi << 4 | lo);
            r += 2;
        } else {
            *w++ = (plus_is_space && *r == '+') ? ' ' : *r;
        }
    }
    *w = '\0';
    return (long)(w - str);
}
