#include <stddef.h>

/*
 * Writes a URL slug of src into dst: ASCII letters and digits are kept and lowercased,
 * apostrophes vanish, and any other run of bytes becomes a single '-'. Returns the full
 * slug length like snprintf, so a result >= cap means dst was truncated.
 */
size_t slugify(const char *src, char *dst, size_t cap) {
    size_t len = 0;
    int want_dash = 0;
    for (const unsigned char *p = (const unsigned char *)src; *p; p++) {
        unsigned char c = *p;
        if (c >= 'A' && c <= 'Z') c = (unsigned char)(c - 'A' + 'a');
        if (c == '\'') continue; /* "don't" reads better as "dont" than "don-t" */
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) {
            /* Defer the dash so none appears at the start or end. */
            want_dash = len > 0;
            continue;
        }
        if (want_dash) {
            if (len + 1 < cap) dst[len] = '-';
            len++;
            want_dash = 0;
        }
        if (len + 1 < cap) dst[len] = (char)c;
        len++;
    }
    if (cap > 0) dst[len < cap ? len : cap - 1] = '\0';
    return len;
}
