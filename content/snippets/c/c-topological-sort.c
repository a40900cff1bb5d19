#include <stdlib.h>

/*
 * Kahn's algorithm. edges[i] = {from, to} means from must come before to.
 * Fills order with the n nodes; returns 0 on success, 1 if there is a cycle (order then
 * holds only the placeable nodes), -1 for a bad node index or allocation failure.
 */
int topo_sort(size_t n, const size_t (*edges)[2], size_t m, size_t *order) {
    for (size_t i = 0; i < m; i++)
        if (edges[i][0] >= n || edges[i][1] >= n) return -1;
    size_t *start = calloc(n + 1, sizeof *start);   /* CSR offsets of each node's successors */
    size_t *indeg = calloc(n ? n : 1, sizeof *indeg);
    size_t *succ = malloc((m ? m : 1) * sizeof *succ);
    int result = -1;
    if (!start || !indeg || !succ) goto done;

    for (size_t i = 0; i < m; i++) {
        start[edges[i][0] + 1]++;
        indeg[edges[i][1]]++;
    }
    for (size_t v = 0; v < n; v++) start[v + 1] += start[v];
    /* Borrow order as per-node write cursors into succ; it is not needed yet. */
    for (size_t v = 0; v < n; v++) order[v] = start[v];
    for (size_t i = 0; i < m; i++) succ[order[edges[i][0]]++] = edges[i][1];

    /* order is also the queue: [head, tail) are ready nodes not yet expanded. */
    size_t head = 0, tail = 0;
    for (size_t v = 0; v < n; v++)
        if (indeg[v] == 0) order[tail++] = v;
    while (head < tail) {
        size_t v = order[head++];
        for (size_t k = start[v]; k < start[v + 1]; k++)
            if (--indeg[succ[k]] == 0) order[tail++] = succ[k];
    }
    result = tail == n ? 0 : 1;
done:
    free(start);
    free(indeg);
    free(succ);
    return result;
}
