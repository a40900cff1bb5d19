#include <cstdio>
#include <sstream>
#include <string>

// The standard check value for CRC-32 is verified at compile time.
static_assert(crc32("123456789") == 0xCBF43926u);

int main() {
    std::printf("empty:        %08x\n", crc32(""));
    std::printf("hello world:  %08x\n", crc32("hello world"));
    std::printf("one bit diff: %08x\n", crc32("hello worle"));

    // Chunked updates give the same result as one call over the whole input.
    Crc32 streaming;
    std::istringstream file(std::string(10000, 'x') + "tail");
    char buffer[4096];
    while (file.read(buffer, sizeof buffer) || file.gcount() > 0)
        streaming.update({buffer, static_cast<std::size_t>(file.gcount())});
    std::printf("chunked == whole: %s\n",
                streaming.value() == crc32(std::string(10000, 'x') + "tail") ? "true" : "false");

    std::string binary("a\0b", 3);  // embedded NUL bytes count too
    std::printf("with NUL:     %08x\n", crc32(binary));
}
