#include <stdio.h>

int main(void) {
    const uint8_t data[] = {0x00, 0x01, 0x7f, 0x80, 0xff, 'H', 'i'};
    char text[2 * sizeof data + 1];
    hex_encode(data, sizeof data, text);
    printf("encoded: %s\n", text);

    uint8_t buf[8];
    long n = hex_decode("DEADbeef0042", buf, sizeof buf);
    printf("decoded %ld bytes:", n);
    for (long i = 0; i < n; i++) printf(" %u", buf[i]);
    printf("\n");

    n = hex_decode(text, buf, sizeof buf);
    printf("round trip %s\n", n == (long)sizeof data && buf[4] == 0xff && buf[6] == 'i' ? "ok" : "broken");

    const char *bad[] = {"abc", "zz", "0x12", "00112233445566778899"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        printf("decode \"%s\" -> %ld\n", bad[i], hex_decode(bad[i], buf, sizeof buf));
    printf("empty -> %ld\n", hex_decode("", buf, sizeof buf));
    return 0;
}
