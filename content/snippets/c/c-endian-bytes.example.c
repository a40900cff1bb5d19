#include <inttypes.h>
#include <stdio.h>

static void dump(const char *label, const unsigned char *p, size_t n) {
    printf("%-10s", label);
    for (size_t i = 0; i < n; i++) printf(" %02X", p[i]);
    printf("\n");
}

int main(void) {
    /* A record header as a network protocol would define it: big-endian ("network order"). */
    unsigned char header[14];
    store_be16(header, 0xCAFE);                      /* magic */
    store_be32(header + 2, 1234567);                 /* payload length */
    store_be64(header + 6, UINT64_C(1700000000123)); /* timestamp in ms */
    dump("big", header, sizeof header);
    printf("magic=%04" PRIX16 " length=%" PRIu32 " time=%" PRIu64 "\n", load_be16(header), load_be32(header + 2),
           load_be64(header + 6));

    /* The same values little-endian, as in ZIP, BMP and WAV files. */
    unsigned char le[14];
    store_le16(le, 0xCAFE);
    store_le32(le + 2, 1234567);
    store_le64(le + 6, UINT64_C(1700000000123));
    dump("little", le, sizeof le);
    printf("magic=%04" PRIX16 " length=%" PRIu32 " time=%" PRIu64 "\n", load_le16(le), load_le32(le + 2),
           load_le64(le + 6));

    /* Reading at an odd offset is fine: no alignment is assumed. */
    unsigned char edge[9] = {0};
    store_be64(edge + 1, UINT64_MAX);
    printf("max at odd offset: %s\n", load_be64(edge + 1) == UINT64_MAX && edge[0] == 0 ? "round trips" : "broken");
    return 0;
}
