#include <cstdint>
#include <iostream>

enum class Perm : std::uint8_t { None = 0, Read = 1 << 0, Write = 1 << 1, Exec = 1 << 2 };
template <>
struct enable_flags<Perm> : std::true_type {};

void show(const char* label, Perm p) {
    std::cout << label << ": " << (has_any(p, Perm::Read) ? 'r' : '-') << (has_any(p, Perm::Write) ? 'w' : '-')
              << (has_any(p, Perm::Exec) ? 'x' : '-') << " (" << +static_cast<std::uint8_t>(p) << ")\n";
}

int main() {
    constexpr Perm rw = Perm::Read | Perm::Write;
    static_assert(has_all(rw, Perm::Read));  // usable at compile time

    Perm p = rw;
    show("start", p);
    p |= Perm::Exec;
    show("add exec", p);
    p &= ~Perm::Write;
    show("drop write", p);
    p = p ^ Perm::Read;
    show("toggle read", p);

    std::cout << std::boolalpha;
    std::cout << "rw has read+write: " << has_all(rw, Perm::Read | Perm::Write) << '\n';
    std::cout << "rw has read+exec: " << has_all(rw, Perm::Read | Perm::Exec) << '\n';
    std::cout << "none has any: " << has_any(Perm::None, Perm::Read | Perm::Write | Perm::Exec) << '\n';
}
