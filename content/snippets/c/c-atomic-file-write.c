#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/*
 * Replaces path with data atomically: readers see the old or the new file, never a mix.
 * Returns 0, or -1 with errno set (the old file is then left untouched).
 */
int atomic_write_file(const char *path, const void *data, size_t len) {
    char tmp[4096];
    /* Same directory as the target, since rename() cannot cross file systems. */
    if (snprintf(tmp, sizeof tmp, "%s.tmp.XXXXXX", path) >= (int)sizeof tmp) {
        errno = ENAMETOOLONG;
        return -1;
    }
    int fd = mkstemp(tmp);
    if (fd < 0) return -1;

    const char *p = data;
    size_t left = len;
    while (left > 0) {
        ssize_t n = write(fd, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) goto fail;
        p += n;
        left -= (size_t)n;
    }
    /* Flush before renaming, or a crash could leave the new name on empty data. */
    if (fsync(fd) != 0) goto fail;
    if (close(fd) != 0) {
        fd = -1;
        goto fail;
    }
    if (rename(tmp, path) != 0) {
        fd = -1;
        goto fail;
    }
    return 0;
fail:;
    int saved = errno;
    if (fd >= 0) close(fd);
    unlink(tmp);
    errno = saved;
    return -1;
}
