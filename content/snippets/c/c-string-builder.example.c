#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    const char *names[] = {"alpha", "beta", "gamma"};
    const double prices[] = {9.5, 12.25, 0.75};

    StrBuf sb;
    sb_init(&sb);
    sb_append(&sb, "[");
    for (size_t i = 0; i < 3; i++)
        sb_appendf(&sb, "%s{\"name\":\"%s\",\"price\":%.2f}", i ? "," : "", names[i], prices[i]);
    sb_append(&sb, "]");
    printf("%s\n", sb.buf);
    printf("len=%zu\n", sb.len);

    /* Grow well past the first block to show that nothing is truncated. */
    sb_free(&sb);
    for (int i = 0; i < 1000; i++) sb_appendf(&sb, "%03d", i);
    printf("long len=%zu ends with %s\n", sb.len, sb.buf + sb.len - 6);

    char *owned = sb_take(&sb);
    printf("taken %zu chars, builder len=%zu\n", strlen(owned), sb.len);
    free(owned);

    char *empty = sb_take(&sb);
    printf("empty builder gives \"%s\"\n", empty);
    free(empty);
    return 0;
}
