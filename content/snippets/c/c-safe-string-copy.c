#include <string.h>

/*
 * Bounded copy and concatenation with strlcpy/strlcat semantics, which are not in ISO C.
 * Both always NUL-terminate (when dst_size > 0) and return the length they tried to create,
 * so a result >= dst_size means the text was truncated.
 */
size_t str_copy(char *dst, size_t dst_size, const char *src) {
    size_t src_len = strlen(src);
    if (dst_size > 0) {
        size_t n = src_len < dst_size - 1 ? src_len : dst_size - 1;
        memcpy(dst, src, n);
        dst[n] = '\0';
    }
    return src_len;
}

size_t str_append(char *dst, size_t dst_size, const char *src) {
    /* memchr instead of strlen so an unterminated dst is never read past its size */
    const char *nul = memchr(dst, '\0', dst_size);
    if (!nul) return dst_size + strlen(src);
    size_t used = (size_t)(nul - dst);
    return used + str_copy(dst + used, dst_size - used, src);
}
