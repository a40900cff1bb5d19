#include <stdio.h>
#include <string.h>

typedef int (*ini_handler)(const char *section, const char *key, const char *value, int line,
                           void *user);

/* Trims ASCII whitespace from both ends of s in place and returns the new start. */
static char *ini_trim(char *s) {
    while (*s == ' ' || *s == '\t') s++;
    size_t n = strlen(s);
    while (n > 0 && strchr(" \t\r\n", s[n - 1])) s[--n] = '\0';
    return s;
}

/*
 * Parses INI text from f, calling handler for each key=value pair with its section.
 * Returns 0, the 1-based number of the first bad or rejected line, or -1 on read error.
 */
int ini_parse(FILE *f, ini_handler handler, void *user) {
    char buf[512], section[128] = "";
    int line = 0;
    while (fgets(buf, sizeof buf, f)) {
        line++;
        /* A full buffer without a newline means the line was cut off. */
        if (!strchr(buf, '\n') && !feof(f)) return line;
        char *s = ini_trim(buf);
        if (*s == '\0' || *s == ';' || *s == '#') continue;
        if (*s == '[') {
            char *end = strchr(s, ']');
            if (!end || end[1] != '\0') return line;
            *end = '\0';
            if (strlen(s + 1) >= sizeof section) return line;
            strcpy(section, ini_trim(s + 1));
            continue;
        }
        char *eq = strchr(s, '=');
        if (!eq) return line;
        *eq = '\0';
        char *key = ini_trim(s), *value = ini_trim(eq + 1);
        if (*key == '\0' || handler(section, key, value, line, user) != 0) return line;
    }
    return ferror(f) ? -1 : 0;
}
