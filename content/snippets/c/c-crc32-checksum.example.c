#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static void show(const char *text) {
    printf("%08" PRIX32 "  \"%s\"\n", crc32_update(0, text, strlen(text)), text);
}

int main(void) {
    show("123456789"); /* the standard check value is CBF43926 */
    show("");
    show("The quick brown fox jumps over the lazy dog");
    show("hello world");

    /* Streaming: feeding the data in chunks gives the same result as one call. */
    uint32_t crc = crc32_update(0, "hello ", 6);
    crc = crc32_update(crc, "world", 5);
    printf("%08" PRIX32 "  (\"hello \" then \"world\")\n", crc);

    unsigned char bytes[1024];
    for (size_t i = 0; i < sizeof bytes; i++) bytes[i] = (unsigned char)i;
    printf("%08" PRIX32 "  (bytes 0..255 four times)\n", crc32_update(0, bytes, sizeof bytes));
    return 0;
}
