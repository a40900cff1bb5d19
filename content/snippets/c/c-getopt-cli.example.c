#include <stdio.h>

static void run(int argc, char **argv) {
    struct cli_options opts;
    printf("$");
    for (int i = 0; i < argc; i++) printf(" %s", argv[i]);
    printf("\n");
    int first = cli_parse(argc, argv, &opts, stdout);
    if (first < 0) return;
    printf("  verbose=%d count=%ld output=%s help=%d operands:", opts.verbose, opts.count,
           opts.output, opts.help);
    for (int i = first; i < argc; i++) printf(" [%s]", argv[i]);
    printf("\n");
}

int main(void) {
    char *a[] = {"tool", "-v", "-n", "3", "-o", "out.txt", "a.txt", "b.txt"};
    char *b[] = {"tool", "-vvn5", "--", "-not-an-option"};
    char *c[] = {"tool"};
    char *d[] = {"tool", "-x"};
    char *e[] = {"tool", "-n"};
    char *f[] = {"tool", "-n", "12abc"};
    char *g[] = {"tool", "-h"};
    run(8, a);
    run(4, b);
    run(1, c);
    run(2, d);
    run(2, e);
    run(3, f);
    run(2, g);
    return 0;
}
