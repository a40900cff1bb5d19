#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    /* tmpfile() creates an anonymous file that is deleted automatically when closed. */
    FILE *f = tmpfile();
    if (!f) return 1;
    fputs("first line\r\n\nthird line after a blank one\n", f);
    for (int i = 0; i < 500; i++) fputc('x', f);
    fputs("\nno newline at the end", f);
    rewind(f);

    char *line = NULL;
    size_t cap = 0;
    long len;
    int n = 0;
    while ((len = read_line(&line, &cap, f)) >= 0) {
        n++;
        if (len > 40)
            printf("%d: (%ld chars, all x: %s)\n", n, len, strspn(line, "x") == (size_t)len ? "yes" : "no");
        else
            printf("%d: [%s] (%ld chars)\n", n, line, len);
    }
    printf("read %d lines, error=%s\n", n, ferror(f) ? "yes" : "no");
    free(line);
    fclose(f);
    return 0;
}
