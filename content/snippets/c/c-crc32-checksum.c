#include <stddef.h>
#include <stdint.h>

/*
 * CRC-32 as used by zlib, gzip, PNG and Ethernet (reflected polynomial 0xEDB88320).
 * A 16-entry table processes four bits per step: a good trade-off between the slow
 * bit-at-a-time loop and a 1 KiB byte table, with no run-time initialisation to race on.
 * Pass 0 as crc for the first chunk, then the previous result to continue a stream.
 */
uint32_t crc32_update(uint32_t crc, const void *data, size_t len) {
    static const uint32_t table[16] = {
        0x00000000, 0x1DB71064, 0x3B6E20C8, 0x26D930AC, 0x76DC4190, 0x6B6B51F4,
        0x4DB26158, 0x5005713C, 0xEDB88320, 0xF00F9344, 0xD6D6A3E8, 0xCB61B38C,
        0x9B64C2B0, 0x86D3D2D4, 0xA00AE278, 0xBDBDF21C,
    };
    const unsigned char *p = data;
    crc = ~crc;
    for (size_t i = 0; i < len; i++) {
        crc = table[(crc ^ p[i]) & 0x0F] ^ (crc >> 4);
        crc = table[(crc ^ (p[i] >> 4)) & 0x0F] ^ (crc >> 4);
    }
    return ~crc;
}
