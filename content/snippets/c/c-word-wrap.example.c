#include <stdio.h>
#include <stdlib.h>

static void show(const char *text, size_t width) {
    char *wrapped = word_wrap(text, width);
    if (!wrapped) return;
    printf("width %zu:\n", width);
    /* Mark line ends so the exact line lengths are visible. */
    for (const char *p = wrapped; *p; p++) {
        if (*p == '\n') printf("|");
        putchar(*p);
    }
    printf("|\n\n");
    free(wrapped);
}

int main(void) {
    const char *text = "The quick brown fox jumps over the lazy dog.   Extra   spaces collapse.\n"
                       "\n"
                       "A new paragraph with https://example.com/a/very/long/url/that/cannot/break inside.";
    show(text, 24);
    show(text, 40);
    show("exactly ten", 11);
    show("", 10);
    return 0;
}
