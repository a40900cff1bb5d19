#include <stdio.h>

static int by_version(const void *a, const void *b) { return semver_compare(a, b); }

int main(void) {
    const char *tags[] = {"1.0.0",       "1.0.0-beta.11", "v0.9.12",      "1.0.0-alpha", "1.0.0-rc.1", "1.0.0-alpha.beta",
                          "1.0.0-beta", "1.0.0-alpha.1",  "1.0.0-beta.2", "2.0.0+build.7", "1.10.0", "1.2.0"};
    enum { N = sizeof tags / sizeof tags[0] };
    SemVer versions[N];
    for (size_t i = 0; i < N; i++)
        if (!semver_parse(tags[i], &versions[i])) return 1;
    qsort(versions, N, sizeof versions[0], by_version);
    for (size_t i = 0; i < N; i++)
        printf("%lu.%lu.%lu%s%s\n", versions[i].major, versions[i].minor, versions[i].patch,
               versions[i].pre[0] ? "-" : "", versions[i].pre);

    SemVer a, b;
    semver_parse("1.0.0+linux", &a);
    semver_parse("1.0.0+darwin", &b);
    printf("1.0.0+linux vs 1.0.0+darwin: %d\n", semver_compare(&a, &b));

    const char *bad[] = {"1.2", "01.2.3", "1.2.3-", "1.2.3-beta..1", "1.2.3-01", "1.2.3+", "1.2.3 "};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        printf("\"%s\" %s\n", bad[i], semver_parse(bad[i], &a) ? "valid" : "invalid");
    return 0;
}
