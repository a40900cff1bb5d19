#include <stdio.h>

int main(void) {
    const uint64_t sizes[] = {0, 999, 1000, 1024, 1536, 1048575, 10230, 999600, 10485760, 123456789, 5000000000000, UINT64_MAX};
    char iec[16], si[16];
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        humanize_bytes(iec, sizeof iec, sizes[i], 1);
        humanize_bytes(si, sizeof si, sizes[i], 0);
        printf("%20llu  %-9s %s\n", (unsigned long long)sizes[i], iec, si);
    }

    char tiny[4];
    int needed = humanize_bytes(tiny, sizeof tiny, 1536, 1);
    printf("tiny buffer: \"%s\", needed %d chars\n", tiny, needed);
    return 0;
}
