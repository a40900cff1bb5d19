#include <stdlib.h>
#include <string.h>

/*
 * Greedy word wrap: returns a new string (free it) with lines of at most width bytes,
 * except single words longer than width. Spaces and tabs collapse; newlines are kept.
 * Returns NULL when out of memory.
 */
char *word_wrap(const char *text, size_t width) {
    /* Each separator becomes at most one byte, so the input length is always enough. */
    char *out = malloc(strlen(text) + 1);
    if (!out) return NULL;
    size_t len = 0, line_len = 0;
    const char *p = text;
    while (*p) {
        if (*p == '\n') {
            out[len++] = '\n';
            line_len = 0;
            p++;
            continue;
        }
        if (*p == ' ' || *p == '\t') {
            p++;
            continue;
        }
        size_t word = strcspn(p, " \t\n");
        if (line_len > 0 && line_len + 1 + word > width) {
            out[len++] = '\n';
            line_len = 0;
        } else if (line_len > 0) {
            out[len++] = ' ';
            line_len++;
        }
        memcpy(out + len, p, word);
        len += word;
        line_len += word;
        p += word;
    }
    out[len] = '\0';
    return out;
}
