#include <arpa/inet.h>
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void) {
    uint16_t port = 0;
    int server = tcp_listen_loopback(&port);
    if (server < 0) return 1;
    printf("listening on an ephemeral port: %s\n", port > 0 ? "yes" : "no");

    /* The kernel completes the handshake, so one thread can play both sides. */
    int client = tcp_connect_loopback(port);
    int conn = accept(server, NULL, NULL);
    if (client < 0 || conn < 0) return 1;

    /* A tiny framed protocol: a 4-byte big-endian length, then the payload. */
    const char *msg = "hello over tcp";
    uint32_t len_be = htonl((uint32_t)strlen(msg));
    send_all(client, &len_be, sizeof len_be);
    send_all(client, msg, strlen(msg));

    uint32_t got_be;
    char buf[64];
    recv_exact(conn, &got_be, sizeof got_be);
    uint32_t got = ntohl(got_be);
    if (got >= sizeof buf || recv_exact(conn, buf, got) != 0) return 1;
    buf[got] = '\0';
    printf("server received %u bytes: %s\n", (unsigned)got, buf);

    for (uint32_t i = 0; i < got; i++) buf[i] = (char)toupper((unsigned char)buf[i]);
    send_all(conn, buf, got);
    char reply[64] = "";
    recv_exact(client, reply, got);
    printf("client got reply: %s\n", reply);

    close(conn); /* the peer now sees end of stream */
    char extra;
    printf("read after peer closed: %d\n", recv_exact(client, &extra, 1));
    close(client);
    close(server);
    return 0;
}
