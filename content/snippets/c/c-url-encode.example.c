#include <stdio.h>

int main(void) {
    const char *values[] = {"hello world", "a&b=c/d?e", "safe-._~chars", "caf\xc3\xa9 \xe2\x82\xac" "5"};
    char enc[64];
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
        url_encode(values[i], enc, sizeof enc);
        printf("%-20s -> %s\n", i == 3 ? "(utf-8 text)" : values[i], enc);
    }

    char roundtrip[64];
    url_encode("a&b=c/d?e", roundtrip, sizeof roundtrip);
    long n = url_decode(roundtrip, 0);
    printf("decoded back: %s (%ld bytes)\n", roundtrip, n);

    char form[] = "name=Jane+Doe&city=S%C3%A3o+Paulo";
    url_decode(form, 1);
    printf("form: %s\n", form);

    char path[] = "docs/a+b%2Fc";
    url_decode(path, 0);
    printf("path keeps plus: %s\n", path);

    char bad1[] = "100%", bad2[] = "%zz", bad3[] = "%4";
    printf("malformed: %ld %ld %ld\n", url_decode(bad1, 0), url_decode(bad2, 0), url_decode(bad3, 0));

    char tiny[6];
    size_t need = url_encode("a b c", tiny, sizeof tiny);
    printf("tiny buffer: %s (needs %zu)\n", tiny, need + 1);
    return 0;
}
