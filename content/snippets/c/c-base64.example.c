#include <stdio.h>
#include <string.h>

int main(void) {
    const char *vectors[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar"};
    char encoded[64];
    for (size_t i = 0; i < 7; i++) {
        base64_encode((const unsigned char *)vectors[i], strlen(vectors[i]), encoded);
        printf("\"%s\" -> \"%s\"\n", vectors[i], encoded);
    }

    const unsigned char binary[] = {0x00, 0xFF, 0xFE, 0x80, 0x7F};
    char text[16];
    size_t n = base64_encode(binary, sizeof binary, text);
    printf("binary -> %s (%zu chars, buffer needed %zu)\n", text, n, base64_encoded_size(sizeof binary));

    unsigned char back[16];
    size_t back_len;
    if (base64_decode(text, n, back, &back_len) == 0)
        printf("round trip %s (%zu bytes)\n",
               back_len == sizeof binary && memcmp(back, binary, back_len) == 0 ? "matches" : "differs", back_len);

    const char *bad[] = {"Zm9", "Zm9v!A==", "Zg=a", "Z===", "Zg==Zg=="};
    for (size_t i = 0; i < 5; i++)
        printf("decode \"%s\": %s\n", bad[i],
               base64_decode(bad[i], strlen(bad[i]), back, &back_len) == 0 ? "ok" : "rejected");
    return 0;
}
