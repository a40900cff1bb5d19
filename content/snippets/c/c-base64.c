#include <stddef.h>
#include <stdint.h>

static const char B64_ALPHABET[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Bytes needed for the encoding of len input bytes, including the terminating NUL. */
size_t base64_encoded_size(size_t len) { return (len + 2) / 3 * 4 + 1; }

/* Encodes len bytes into out as padded, NUL-terminated Base64 and returns its length. */
size_t base64_encode(const unsigned char *in, size_t len, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < len; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16;
        if (i + 1 < len) v |= (uint32_t)in[i + 1] << 8;
        if (i + 2 < len) v |= in[i + 2];
        out[o++] = B64_ALPHABET[v >> 18 & 63];
        out[o++] = B64_ALPHABET[v >> 12 & 63];
        out[o++] = i + 1 < len ? B64_ALPHABET[v >> 6 & 63] : '=';
        out[o++] = i + 2 < len ? B64_ALPHABET[v & 63] : '=';
    }
    out[o] = '\0';
    return o;
}

/* Explicit ranges rather than a lookup table keep this correct outside ASCII-ordered charsets. */
static int b64_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/*
 * Strictly decodes padded Base64 into out (room for len / 4 * 3 bytes) and stores the byte
 * count in *out_len. Returns 0, or -1 for a bad length, bad character or misplaced padding.
 */
int base64_decode(const char *in, size_t len, unsigned char *out, size_t *out_len) {
    if (len % 4 != 0) return -1;
    size_t o = 0;
    for (size_t i = 0; i < len; i += 4) {
        uint32_t v = 0;
        int pad = 0;
        for (size_t j = 0; j < 4; j++) {
            int d = 0;
            if (in[i + j] == '=') {
                if (i + 4 != len || j < 2) return -1; /* padding only ends the last quantum */
                pad++;
            } else if (pad || (d = b64_value(in[i + j])) < 0) {
                return -1;
            }
            v = v << 6 | (uint32_t)d;
        }
        out[o++] = (unsigned char)(v >> 16);
        if (pad < 2) out[o++] = (unsigned char)(v >> 8);
        if (pad < 1) out[o++] = (unsigned char)v;
    }
    *out_len = o;
    return 0;
}
