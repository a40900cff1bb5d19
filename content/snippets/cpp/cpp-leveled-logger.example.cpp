#include <string>

void connect(Logger& log, const std::string& host, int attempt) {
    log.warn("retrying connection to ", host, " (attempt ", attempt, ")");
}

int main() {
    Logger log(std::cout, Level::Info);  // std::cout here so the output can be checked
    log.debug("not shown: below the minimum level");
    log.info("server starting on port ", 8080);
    connect(log, "db.internal", 2);
    log.error("disk usage at ", 97.5, "%");

    log.setLevel(Level::Debug);
    log.debug("now visible, cache size = ", 128);

    std::string dynamic = "messages can start with a std::string too";
    log.info(std::string_view(dynamic));
}
