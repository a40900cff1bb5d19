#include <ctype.h>
#include <string.h>

/*
 * Removes leading and trailing whitespace in place and returns the new length.
 * The text is shifted to the start of the buffer rather than returning a pointer into it,
 * so a malloc'd string can still be passed to free() afterwards.
 */
size_t str_trim(char *s) {
    size_t len = strlen(s);
    size_t start = 0;
    /* cast to unsigned char: passing a negative char to isspace is undefined behaviour */
    while (start < len && isspace((unsigned char)s[start])) start++;
    while (len > start && isspace((unsigned char)s[len - 1])) len--;
    len -= start;
    if (start > 0) memmove(s, s + start, len);
    s[len] = '\0';
    return len;
}
