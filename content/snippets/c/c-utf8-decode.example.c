#include <stdio.h>
#include <string.h>

int main(void) {
    const char *ok = "h\xC3\xA9llo \xE6\x97\xA5\xE6\x9C\xAC \xF0\x9F\x98\x80"; /* "héllo 日本 😀" */
    size_t len = strlen(ok), pos = 0;
    printf("%zu bytes:", len);
    while (pos < len) printf(" U+%04lX", (unsigned long)utf8_next((const unsigned char *)ok, len, &pos));
    printf("\n");

    size_t count;
    if (utf8_validate(ok, len, &count)) printf("valid, %zu code points\n", count);

    const char *bad[] = {
        "abc\x80",          /* stray continuation byte */
        "\xC0\xAF",         /* overlong encoding of '/' */
        "\xED\xA0\x80",     /* UTF-16 surrogate half */
        "ok \xE2\x82",      /* truncated euro sign */
        "\xF4\x90\x80\x80", /* above U+10FFFF */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        bool valid = utf8_validate(bad[i], strlen(bad[i]), &count);
        printf("case %zu: %s at byte %zu\n", i + 1, valid ? "valid" : "invalid", count);
    }
    return 0;
}
