#include <stdlib.h>
#include <string.h>

/*
 * Splits s on every occurrence of delim, keeping empty fields (unlike strtok, which merges
 * runs of delimiters and modifies its input). The pointer array and a copy of the text live
 * in ONE allocation, so a single free() releases everything. The array is NULL-terminated
 * and *count receives the number of fields. Returns NULL when memory runs out.
 */
char **str_split(const char *s, char delim, size_t *count) {
    size_t fields = 1;
    for (const char *p = s; *p; p++)
        if (*p == delim) fields++;
    size_t len = strlen(s);
    size_t table = (fields + 1) * sizeof(char *);
    char **parts = malloc(table + len + 1);
    if (!parts) return NULL;

    char *text = (char *)parts + table;
    memcpy(text, s, len + 1);
    size_t i = 0;
    parts[i++] = text;
    for (char *p = text; *p; p++) {
        if (*p == delim) {
            *p = '\0';
            parts[i++] = p + 1;
        }
    }
    parts[i] = NULL;
    if (count) *count = fields;
    return parts;
}
