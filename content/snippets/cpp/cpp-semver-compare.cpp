#include <charconv>
#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

// Semantic Versioning 2.0.0 precedence: numeric core first, then a pre-release sorts below
// the release it precedes, and build metadata (+...) is ignored.
struct SemVer {
    unsigned long major = 0, minor = 0, patch = 0;
    std::vector<std::string> pre;  // dot-separated identifiers after '-'

    static std::optional<SemVer> parse(std::string_view s) {
        SemVer v;
        s = s.substr(0, s.find('+'));
        const auto dash = s.find('-');
        const std::string_view core = s.substr(0, dash);
        const char* p = core.data();
        const char* end = core.data() + core.size();
        unsigned long* parts[] = {&v.major, &v.minor, &v.patch};
        for (int i = 0; i < 3; ++i) {
            auto [next, ec] = std::from_chars(p, end, *parts[i]);
            if (ec != std::errc{} || (*p == '0' && next - p > 1)) return std::nullopt;  // no leading zeros
            if (i < 2 && (next == end || *next != '.')) return std::nullopt;
            p = next + (i < 2 ? 1 : 0);
        }
        if (p != end) return std::nullopt;
        if (dash != std::string_view::npos) {
            std::string_view rest = s.substr(dash + 1);
            while (true) {
                const auto dot = rest.find('.');
                if (rest.substr(0, dot).empty()) return std::nullopt;
                v.pre.emplace_back(rest.substr(0, dot));
                if (dot == std::string_view::npos) break;
                rest.remove_prefix(dot + 1);
            }
        }
        return v;
    }

    friend std::strong_ordering operator<=>(const SemVer& a, const SemVer& b) {
        if (auto c = std::tie(a.major, a.minor, a.patch) <=> std::tie(b.major, b.minor, b.patch); c != 0) return c;
        if (a.pre.empty() || b.pre.empty()) return a.pre.empty() <=> b.pre.empty();
        for (std::size_t i = 0; i < a.pre.size() && i < b.pre.size(); ++i) {
            const bool an = a.pre[i].find_first_not_of("0123456789") == std::string::npos;
            const bool bn = b.pre[i].find_first_not_of("0123456789") == std::string::npos;
            if (an && bn && a.pre[i].size() != b.pre[i].size()) return a.pre[i].size() <=> b.pre[i].size();
            if (an != bn) return an ? std::strong_ordering::less : std::strong_ordering::greater;
            if (auto c = a.pre[i] <=> b.pre[i]; c != 0) return c;
        }
        return a.pre.size() <=> b.pre.size();
    }
    friend bool operator==(const SemVer& a, const SemVer& b) { return (a <=> b) == 0; }
};
