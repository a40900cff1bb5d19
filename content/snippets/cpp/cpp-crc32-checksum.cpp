#include <array>
#include <cstdint>
#include <string_view>

// CRC-32 as used by zip, gzip and PNG (reflected polynomial 0xEDB88320). The lookup table is
// built at compile time, so there is no start-up cost and the whole thing works in constexpr code.
constexpr std::array<std::uint32_t, 256> makeCrc32Table() {
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int bit = 0; bit < 8; ++bit) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    return table;
}

inline constexpr auto crc32Table = makeCrc32Table();

// Streaming form: feed chunks in order, then call value(). Lets large files be checked in blocks.
class Crc32 {
public:
    constexpr Crc32& update(std::string_view bytes) {
        for (unsigned char b : bytes) state_ = crc32Table[(state_ ^ b) & 0xFFu] ^ (state_ >> 8);
        return *this;
    }
    constexpr std::uint32_t value() const { return state_ ^ 0xFFFFFFFFu; }

private:
    std::uint32_t state_ = 0xFFFFFFFFu;
};

constexpr std::uint32_t crc32(std::string_view bytes) { return Crc32{}.update(bytes).value(); }
