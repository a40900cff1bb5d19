#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* String-keyed hash map with open addressing; zero-initialise it: StrMap m = {0}; */
typedef struct { char *key; long value; } MapEntry;

typedef struct {
    MapEntry *slots;
    size_t cap, len; /* cap is zero or a power of two, so masking replaces modulo */
} StrMap;

/* The slot holding key, or the empty slot where it belongs (linear probing). */
MapEntry *map_slot(MapEntry *slots, size_t cap, const char *key) {
    uint64_t h = 14695981039346656037u; /* FNV-1a: tiny and well spread for short keys */
    for (const char *p = key; *p; p++) h = (h ^ (unsigned char)*p) * 1099511628211u;
    size_t i = (size_t)h & (cap - 1);
    while (slots[i].key && strcmp(slots[i].key, key) != 0) i = (i + 1) & (cap - 1);
    return &slots[i];
}

int map_grow(StrMap *m) {
    size_t cap = m->cap ? m->cap * 2 : 16;
    MapEntry *slots = calloc(cap, sizeof *slots);
    if (!slots) return -1;
    for (size_t i = 0; i < m->cap; i++)
        if (m->slots[i].key) *map_slot(slots, cap, m->slots[i].key) = m->slots[i];
    free(m->slots);
    *m = (StrMap){slots, cap, m->len};
    return 0;
}

/* Inserts or updates key (the map keeps its own copy); 0 on success, -1 when out of memory. */
int map_put(StrMap *m, const char *key, long value) {
    /* Keep the load factor at or below 3/4 so probe sequences stay short. */
    if ((m->len + 1) * 4 > m->cap * 3 && map_grow(m) != 0) return -1;
    MapEntry *e = map_slot(m->slots, m->cap, key);
    if (!e->key) {
        size_t n = strlen(key) + 1;
        if (!(e->key = malloc(n))) return -1;
        memcpy(e->key, key, n);
        m->len++;
    }
    e->value = value;
    return 0;
}

/* A pointer to key's value, valid until the next map_put, or NULL when key is absent. */
long *map_get(const StrMap *m, const char *key) {
    if (m->cap == 0) return NULL;
    MapEntry *e = map_slot(m->slots, m->cap, key);
    return e->key ? &e->value : NULL;
}

void map_free(StrMap *m) {
    for (size_t i = 0; i < m->cap; i++) free(m->slots[i].key);
    free(m->slots);
    *m = (StrMap){0};
}
