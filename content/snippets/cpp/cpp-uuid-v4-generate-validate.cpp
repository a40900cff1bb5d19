#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>

// Any standard engine works; pass a seeded one in tests so output is reproducible.
template <std::uniform_random_bit_generator Engine>
std::string uuidV4(Engine& engine) {
    // uniform_int_distribution is not defined for char types, so draw ints and narrow them.
    std::uniform_int_distribution<int> byteDist(0, 255);
    std::array<std::uint8_t, 16> bytes{};
    for (auto& b : bytes) b = static_cast<std::uint8_t>(byteDist(engine));
    bytes[6] = static_cast<std::uint8_t>((bytes[6] & 0x0F) | 0x40);  // version 4
    bytes[8] = static_cast<std::uint8_t>((bytes[8] & 0x3F) | 0x80);  // RFC 4122 variant (10xx)

    constexpr std::string_view hex = "0123456789abcdef";
    std::string out;
    out.reserve(36);
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (i == 4 || i == 6 || i == 8 || i == 10) out += '-';
        out += hex[bytes[i] >> 4];
        out += hex[bytes[i] & 0x0F];
    }
    return out;
}

// One engine per thread avoids locking. It is seeded with 256 bits, because a single 32-bit seed
// would allow only 2^32 distinct streams and make collisions across processes likely.
inline std::string uuidV4() {
    thread_local std::mt19937_64 engine = [] {
        std::random_device rd;
        std::seed_seq seeds{rd(), rd(), rd(), rd(), rd(), rd(), rd(), rd()};
        return std::mt19937_64(seeds);
    }();
    return uuidV4(engine);
}

// Accepts the canonical 8-4-4-4-12 form in either case, version 4 and the RFC variant only.
inline bool isUuidV4(std::string_view s) {
    if (s.size() != 36) return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        bool isHex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        if (dash ? c != '-' : !isHex) return false;
    }
    return s[14] == '4' && std::string_view("89abAB").find(s[19]) != std::string_view::npos;
}
