#include <stddef.h>

/*
 * Splits one RFC 4180 CSV record in place: quotes are removed, "" becomes ", and each
 * field is NUL-terminated inside rec. Up to max_fields pointers are stored in fields.
 * Returns the total field count, or -1 for an unclosed quote or text after a quote.
 */
long csv_parse_record(char *rec, char **fields, size_t max_fields) {
    size_t n = 0;
    char *r = rec, *w = rec; /* w never passes r, so unquoting in place is safe */
    for (;;) {
        char *start = w;
        if (*r == '"') {
            r++;
            for (;;) {
                if (*r == '\0') return -1;
                if (*r == '"') {
                    if (r[1] != '"') break;
                    r++; /* doubled quote: keep one */
                }
                *w++ = *r++;
            }
            r++;
            if (*r != ',' && *r != '\0' && *r != '\r' && *r != '\n') return -1;
        } else {
            while (*r != ',' && *r != '\0' && *r != '\r' && *r != '\n') *w++ = *r++;
        }
        if (n < max_fields) fields[n] = start;
        n++;
        if (*r != ',') {
            *w = '\0';
            return (long)n;
        }
        r++;
        *w++ = '\0';
    }
}
