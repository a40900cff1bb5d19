#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>

namespace fs = std::filesystem;

// Writes to a sibling temp file and renames it over the target, so readers see the old file or
// the new one, never a half-written mix. The temp file must be in the same directory because
// rename is only atomic within one filesystem.
inline void writeFileAtomic(const fs::path& target, std::string_view contents) {
    std::random_device entropy;
    fs::path temp = target;
    temp += ".tmp-" + std::to_string(entropy());
    auto fail = [&](const char* what, std::error_code ec) {
        std::error_code ignored;
        fs::remove(temp, ignored);
        throw fs::filesystem_error(what, target, ec);
    };
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out) fail("cannot create temporary file", std::make_error_code(std::errc::io_error));
        out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
        out.close();  // flush to the OS and release the handle, which Windows requires before a rename
        if (!out) fail("cannot write temporary file", std::make_error_code(std::errc::io_error));
    }
    std::error_code ec;
    fs::rename(temp, target, ec);
    if (ec) fail("cannot replace file", ec);
}

inline std::optional<std::string> readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return std::move(buffer).str();
}
