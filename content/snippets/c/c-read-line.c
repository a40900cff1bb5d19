#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/*
 * Reads one line of any length from f into a heap buffer that is reused across calls,
 * like POSIX getline() but in plain C17. The newline is stripped (and a preceding '\r',
 * so CRLF files read the same). Returns the line length, or -1 at end of file or on
 * allocation failure; check ferror(f) to tell a read error from a clean end.
 */
long read_line(char **buf, size_t *cap, FILE *f) {
    size_t len = 0;
    int c;
    while ((c = fgetc(f)) != EOF && c != '\n') {
        if (len + 1 >= *cap) {
            if (*cap > SIZE_MAX / 2) return -1;
            size_t grown_cap = *cap ? *cap * 2 : 128;
            char *grown = realloc(*buf, grown_cap);
            if (!grown) return -1;
            *buf = grown;
            *cap = grown_cap;
        }
        (*buf)[len++] = (char)c;
    }
    /* A final line without a trailing newline still counts as a line. */
    if (c == EOF && len == 0) return -1;
    if (*cap == 0) {
        if (!(*buf = malloc(1))) return -1;
        *cap = 1;
    }
    if (len > 0 && (*buf)[len - 1] == '\r') len--;
    (*buf)[len] = '\0';
    return (long)len;
}
