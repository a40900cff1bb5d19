#include <iostream>
#include <mutex>
#include <source_location>
#include <sstream>
#include <string_view>

enum class Level { Debug, Info, Warn, Error };

// Holds the first message part plus the caller's location. A default argument cannot follow a
// parameter pack, so the location is captured by this implicit conversion instead.
struct LogMessage {
    std::string_view text;
    std::source_location where;
    LogMessage(const char* t, std::source_location loc = std::source_location::current())
        : text(t), where(loc) {}
    LogMessage(std::string_view t, std::source_location loc = std::source_location::current())
        : text(t), where(loc) {}
};

class Logger {
public:
    explicit Logger(std::ostream& sink = std::clog, Level minimum = Level::Info)
        : sink_(sink), minimum_(minimum) {}
    void setLevel(Level level) { minimum_ = level; }

    template <typename... Args>
    void log(Level level, LogMessage msg, const Args&... args) {
        if (level < minimum_) return;  // skipped before any formatting work is done
        static constexpr std::string_view names[] = {"DEBUG", "INFO", "WARN", "ERROR"};
        std::string_view file = msg.where.file_name();
        file.remove_prefix(file.find_last_of("/\\") + 1);  // npos + 1 == 0 keeps names without a directory
        std::ostringstream line;  // build the whole line first so threads never interleave mid-line
        line << '[' << names[static_cast<int>(level)] << "] " << file << ':' << msg.where.line() << ' '
             << msg.text;
        ((line << args), ...);
        line << '\n';
        std::lock_guard lock(mutex_);
        sink_ << line.str() << std::flush;
    }
    template <typename... Args> void debug(LogMessage m, const Args&... a) { log(Level::Debug, m, a...); }
    template <typename... Args> void info(LogMessage m, const Args&... a) { log(Level::Info, m, a...); }
    template <typename... Args> void warn(LogMessage m, const Args&... a) { log(Level::Warn, m, a...); }
    template <typename... Args> void error(LogMessage m, const Args&... a) { log(Level::Error, m, a...); }

private:
    std::ostream& sink_;
    Level minimum_;
    std::mutex mutex_;
};
