#include <stddef.h>

static void put_char(char *dst, size_t cap, size_t *len, char c) {
    if (*len + 1 < cap) dst[*len] = c;
    (*len)++;
}

/*
 * Writes src as a JSON string literal (with the surrounding quotes) into dst.
 * Returns the full length like snprintf: a result >= cap means dst was truncated,
 * and cap == 0 just measures. UTF-8 bytes pass through; JSON text is UTF-8 anyway.
 */
size_t json_escape(const char *src, char *dst, size_t cap) {
    static const char hex[] = "0123456789abcdef";
    size_t len = 0;
    put_char(dst, cap, &len, '"');
    for (const unsigned char *p = (const unsigned char *)src; *p; p++) {
        char short_form = 0;
        switch (*p) {
        case '"': short_form = '"'; break;
        case '\\': short_form = '\\'; break;
        case '\b': short_form = 'b'; break;
        case '\f': short_form = 'f'; break;
        case '\n': short_form = 'n'; break;
        case '\r': short_form = 'r'; break;
        case '\t': short_form = 't'; break;
        }
        if (short_form) {
            put_char(dst, cap, &len, '\\');
            put_char(dst, cap, &len, short_form);
        } else if (*p < 0x20) {
            /* Other control characters have no short escape in JSON. */
            const char esc[] = {'\\', 'u', '0', '0', hex[*p >> 4], hex[*p & 0xF]};
            for (size_t i = 0; i < sizeof esc; i++) put_char(dst, cap, &len, esc[i]);
        } else {
            put_char(dst, cap, &len, (char)*p);
        }
    }
    put_char(dst, cap, &len, '"');
    if (cap > 0) dst[len < cap ? len : cap - 1] = '\0';
    return len;
}
