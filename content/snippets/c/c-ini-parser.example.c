#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct config {
    char host[64];
    int port;
    int debug;
};

static int on_pair(const char *section, const char *key, const char *value, int line, void *user) {
    struct config *cfg = user;
    printf("  line %d: [%s] %s = \"%s\"\n", line, section, key, value);
    if (strcmp(section, "server") == 0 && strcmp(key, "host") == 0)
        snprintf(cfg->host, sizeof cfg->host, "%s", value);
    else if (strcmp(section, "server") == 0 && strcmp(key, "port") == 0) {
        char *end;
        long port = strtol(value, &end, 10);
        if (*end != '\0' || port < 1 || port > 65535) return 1; /* reject: report this line */
        cfg->port = (int)port;
    } else if (strcmp(key, "debug") == 0)
        cfg->debug = strcmp(value, "true") == 0;
    return 0;
}

static void parse_text(const char *text) {
    FILE *f = tmpfile();
    if (!f) return;
    fputs(text, f);
    rewind(f);
    struct config cfg = {"localhost", 80, 0};
    int rc = ini_parse(f, on_pair, &cfg);
    printf("  => rc=%d host=%s port=%d debug=%d\n", rc, cfg.host, cfg.port, cfg.debug);
    fclose(f);
}

int main(void) {
    printf("good file:\n");
    parse_text("; app settings\r\n"
               "debug = true\n"
               "\n"
               "[ server ]\n"
               "  host = example.internal  \n"
               "port=8080\n"
               "# trailing comment\n"
               "[paths]\n"
               "root = /srv/app = data\n");
    printf("bad port:\n");
    parse_text("[server]\nport = 99999\n");
    printf("missing '=':\n");
    parse_text("[server]\nhost example\n");
    printf("unclosed section:\n");
    parse_text("[server\nport = 1\n");
    return 0;
}
