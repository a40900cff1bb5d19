#include <stdint.h>

/*
 * Read and write fixed-width integers in a chosen byte order, for file formats and network
 * protocols. Shifting bytes, instead of casting the buffer to uint32_t *, avoids misaligned
 * access and strict-aliasing undefined behaviour, and gives the same result on little- and
 * big-endian CPUs. GCC and Clang at -O2 usually recognise the pattern and emit a single load
 * or store (plus a byte swap when needed).
 */
uint16_t load_be16(const unsigned char *p) { return (uint16_t)(p[0] << 8 | p[1]); }
uint16_t load_le16(const unsigned char *p) { return (uint16_t)(p[1] << 8 | p[0]); }

uint32_t load_be32(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

uint32_t load_le32(const unsigned char *p) {
    return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

uint64_t load_be64(const unsigned char *p) { return (uint64_t)load_be32(p) << 32 | load_be32(p + 4); }
uint64_t load_le64(const unsigned char *p) { return (uint64_t)load_le32(p + 4) << 32 | load_le32(p); }

void store_be16(unsigned char *p, uint16_t v) {
    p[0] = (unsigned char)(v >> 8);
    p[1] = (unsigned char)v;
}

void store_le16(unsigned char *p, uint16_t v) {
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

void store_be32(unsigned char *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (24 - 8 * i));
}

void store_le32(unsigned char *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> (8 * i));
}

void store_be64(unsigned char *p, uint64_t v) {
    store_be32(p, (uint32_t)(v >> 32));
    store_be32(p + 4, (uint32_t)v);
}

void store_le64(unsigned char *p, uint64_t v) {
    store_le32(p, (uint32_t)v);
    store_le32(p + 4, (uint32_t)(v >> 32));
}
