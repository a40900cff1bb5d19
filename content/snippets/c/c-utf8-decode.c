#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Decodes the UTF-8 code point starting at s[*pos] and advances *pos past it.
 * Returns the code point, or -1 for invalid UTF-8: a stray continuation byte, a truncated
 * sequence, an overlong encoding, a UTF-16 surrogate or a value above U+10FFFF.
 * Rejecting overlongs matters for security: "\xC0\xAF" must not sneak a '/' past a filter.
 */
int32_t utf8_next(const unsigned char *s, size_t len, size_t *pos) {
    unsigned char b = s[*pos];
    size_t need;
    uint32_t cp, min;
    if (b < 0x80) {
        (*pos)++;
        return b;
    } else if ((b & 0xE0) == 0xC0) {
        need = 2, cp = b & 0x1F, min = 0x80;
    } else if ((b & 0xF0) == 0xE0) {
        need = 3, cp = b & 0x0F, min = 0x800;
    } else if ((b & 0xF8) == 0xF0) {
        need = 4, cp = b & 0x07, min = 0x10000;
    } else {
        return -1;
    }
    if (len - *pos < need) return -1;
    for (size_t k = 1; k < need; k++) {
        unsigned char c = s[*pos + k];
        if ((c & 0xC0) != 0x80) return -1;
        cp = cp << 6 | (c & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return -1;
    *pos += need;
    return (int32_t)cp;
}

/* Validates a whole buffer; on success *count holds the number of code points,
 * on failure *count holds the byte offset of the first invalid sequence. */
bool utf8_validate(const char *text, size_t len, size_t *count) {
    const unsigned char *s = (const unsigned char *)text;
    size_t pos = 0, n = 0;
    while (pos < len) {
        if (utf8_next(s, len, &pos) < 0) {
            *count = pos;
            return false;
        }
        n++;
    }
    *count = n;
    return true;
}
