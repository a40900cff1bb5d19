#include <filesystem>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

namespace fs = std::filesystem;

// A uniquely named scratch directory that is removed, with everything in it, when the object dies.
class TempDir {
public:
    explicit TempDir(std::string_view prefix = "tmp") {
        std::random_device entropy;
        std::mt19937_64 gen(entropy());
        const fs::path base = fs::temp_directory_path();
        for (int attempt = 0; attempt < 16; ++attempt) {
            std::string name(prefix);
            name += '-';
            for (int i = 0; i < 12; ++i) name += "0123456789abcdef"[gen() % 16];
            // create_directory is atomic and returns false when the name exists, so two processes never share a directory.
            if (fs::create_directory(base / name)) {
                path_ = base / name;
                return;
            }
        }
        throw std::runtime_error("could not create a unique temporary directory");
    }
    ~TempDir() {
        std::error_code ignored;  // a destructor must not throw, so cleanup failures are dropped
        if (!path_.empty()) fs::remove_all(path_, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    TempDir(TempDir&& other) noexcept : path_(std::exchange(other.path_, {})) {}
    TempDir& operator=(TempDir&& other) noexcept {
        if (this != &other) {
            TempDir old(std::move(*this));  // old contents are removed when old goes out of scope
            path_ = std::exchange(other.path_, {});
        }
        return *this;
    }

    const fs::path& path() const { return path_; }
    fs::path operator/(const fs::path& child) const { return path_ / child; }

private:
    fs::path path_;
};
