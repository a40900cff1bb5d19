#include <stdio.h>

int main(void) {
    const char *names[] = {"fetch", "configure", "compile", "test", "package", "docs"};
    /* {a, b}: a must run before b */
    const size_t deps[][2] = {
        {0, 1}, {1, 2}, {2, 3}, {2, 4}, {3, 4}, {0, 5},
    };
    size_t order[6];
    int rc = topo_sort(6, deps, sizeof deps / sizeof deps[0], order);
    printf("build (rc=%d):", rc);
    for (size_t i = 0; i < 6; i++) printf(" %s", names[order[i]]);
    printf("\n");

    const size_t cyclic[][2] = {{0, 1}, {1, 2}, {2, 1}, {2, 3}};
    size_t partial[4] = {0};
    rc = topo_sort(4, cyclic, 4, partial);
    printf("cyclic graph rc=%d, first placed node: %zu\n", rc, partial[0]);

    const size_t self[][2] = {{0, 0}};
    printf("self edge rc=%d\n", topo_sort(1, self, 1, partial));

    printf("no edges rc=%d:", topo_sort(3, NULL, 0, partial));
    for (size_t i = 0; i < 3; i++) printf(" %zu", partial[i]);
    printf("\n");

    const size_t bad[][2] = {{0, 7}};
    printf("bad index rc=%d\n", topo_sort(2, bad, 1, partial));
    return 0;
}
