#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* A heap string that grows as text is appended; buf is always NUL-terminated once non-empty. */
typedef struct {
    char *buf;
    size_t len, cap;
} StrBuf;

void sb_init(StrBuf *sb) { *sb = (StrBuf){NULL, 0, 0}; }

/* Makes room for extra more bytes plus the terminator; 0 on success, -1 on overflow or OOM. */
int sb_reserve(StrBuf *sb, size_t extra) {
    if (extra > SIZE_MAX - sb->len - 1) return -1;
    size_t need = sb->len + extra + 1;
    if (need <= sb->cap) return 0;
    size_t cap = sb->cap ? sb->cap : 64;
    while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
    char *grown = realloc(sb->buf, cap);
    if (!grown) return -1;
    sb->buf = grown;
    sb->cap = cap;
    return 0;
}

/* printf-style append: measures first so the output is never truncated. */
int sb_appendf(StrBuf *sb, const char *fmt, ...) {
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap); /* a va_list can only be walked once */
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    int rc = -1;
    if (n >= 0 && sb_reserve(sb, (size_t)n) == 0) {
        vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, again);
        sb->len += (size_t)n;
        rc = 0;
    }
    va_end(again);
    return rc;
}

int sb_append(StrBuf *sb, const char *s) { return sb_appendf(sb, "%s", s); }

/* Hands the finished string to the caller, who must free() it, and resets the builder. */
char *sb_take(StrBuf *sb) {
    if (sb_reserve(sb, 0) != 0) return NULL;
    sb->buf[sb->len] = '\0';
    char *s = sb->buf;
    sb_init(sb);
    return s;
}

void sb_free(StrBuf *sb) { free(sb->buf); sb_init(sb); }
