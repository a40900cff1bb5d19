#include <stdio.h>
#include <stdlib.h>

static void show(const char *input, char delim) {
    size_t n;
    char **fields = str_split(input, delim, &n);
    if (!fields) return;
    printf("\"%s\" -> %zu:", input, n);
    for (size_t i = 0; i < n; i++) printf(" [%s]", fields[i]);
    printf("\n");
    free(fields);
}

int main(void) {
    show("alice,30,london", ',');
    show("a,,b,", ',');
    show("", ',');
    show("no-delimiter", ',');
    show("/usr/local/bin", '/');

    /* The NULL terminator allows iterating without the count. */
    char **words = str_split("red green blue", ' ', NULL);
    if (!words) return 1;
    for (char **w = words; *w; w++) printf("word: %s\n", *w);
    free(words);
    return 0;
}
