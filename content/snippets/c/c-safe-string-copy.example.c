#include <stdio.h>

int main(void) {
    char small[8];

    size_t n = str_copy(small, sizeof small, "hello");
    printf("copy \"%s\" needed %zu, truncated=%s\n", small, n, n >= sizeof small ? "yes" : "no");

    n = str_copy(small, sizeof small, "hello, world");
    printf("copy \"%s\" needed %zu, truncated=%s\n", small, n, n >= sizeof small ? "yes" : "no");

    char path[16];
    str_copy(path, sizeof path, "/usr");
    n = str_append(path, sizeof path, "/local");
    printf("append \"%s\" needed %zu\n", path, n);
    n = str_append(path, sizeof path, "/share/doc");
    printf("append \"%s\" needed %zu, truncated=%s\n", path, n, n >= sizeof path ? "yes" : "no");

    n = str_copy(small, 0, "ignored");
    printf("zero-size copy reports %zu and writes nothing\n", n);

    char empty[4];
    str_copy(empty, sizeof empty, "");
    printf("empty source gives \"%s\"\n", empty);
    return 0;
}
