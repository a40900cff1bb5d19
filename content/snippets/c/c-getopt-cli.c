#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

struct cli_options {
    int verbose;        /* -v, may repeat */
    long count;         /* -n NUM, 1 to 1000 */
    const char *output; /* -o FILE, "-" for stdout */
    int help;           /* -h */
};

/* Returns the index of the first operand in argv, or -1 after printing an error to err. */
int cli_parse(int argc, char **argv, struct cli_options *opt, FILE *err) {
    *opt = (struct cli_options){.count = 1, .output = "-"};
    opterr = 0; /* report errors ourselves, in one format, to err */
#ifdef __GLIBC__
    optind = 0; /* glibc resets its internal scanning state only for 0 */
#else
    optind = 1;
#endif
    int c;
    while ((c = getopt(argc, argv, ":hvn:o:")) != -1) {
        switch (c) {
        case 'h': opt->help = 1; break;
        case 'v': opt->verbose++; break;
        case 'o': opt->output = optarg; break;
        case 'n': {
            char *end;
            errno = 0;
            long n = strtol(optarg, &end, 10);
            if (errno || end == optarg || *end != '\0' || n < 1 || n > 1000) {
                fprintf(err, "%s: invalid count '%s' (expected 1-1000)\n", argv[0], optarg);
                return -1;
            }
            opt->count = n;
            break;
        }
        case ':': /* leading ':' in the option string makes getopt report this case */
            fprintf(err, "%s: option -%c needs a value\n", argv[0], optopt);
            return -1;
        default:
            fprintf(err, "%s: unknown option -%c\nusage: %s [-hv] [-n count] [-o file] [file...]\n",
                    argv[0], optopt, argv[0]);
            return -1;
        }
    }
    return optind;
}
