#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char line[] = "  \t name = value \r\n";
    size_t n = str_trim(line);
    printf("[%s] len=%zu\n", line, n);

    char blank[] = " \t\n ";
    printf("[%s] len=%zu\n", blank, str_trim(blank));

    char empty[] = "";
    printf("[%s] len=%zu\n", empty, str_trim(empty));

    char clean[] = "already-clean";
    printf("[%s] len=%zu\n", clean, str_trim(clean));

    char *heap = malloc(16);
    if (!heap) return 1;
    snprintf(heap, 16, "   %s   ", "heap");
    str_trim(heap);
    printf("[%s] still freeable\n", heap);
    free(heap);
    return 0;
}
