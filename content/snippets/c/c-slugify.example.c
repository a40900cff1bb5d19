#include <stdio.h>

int main(void) {
    const char *titles[] = {
        "Hello, World!",
        "  --Multiple   spaces & symbols--  ",
        "Don't Panic: C17 in 2024",
        "Caf\xc3\xa9 au lait",
        "!!!",
    };
    char slug[32];
    for (size_t i = 0; i < sizeof titles / sizeof titles[0]; i++) {
        size_t n = slugify(titles[i], slug, sizeof slug);
        printf("\"%s\" -> \"%s\" (%zu)\n", titles[i], slug, n);
    }

    char small[8];
    size_t need = slugify("Hello, World!", small, sizeof small);
    printf("truncated: \"%s\" needs %zu bytes\n", small, need + 1);
    printf("measure only: %zu\n", slugify("Measure This Title", NULL, 0));
    return 0;
}
