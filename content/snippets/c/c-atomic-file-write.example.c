#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void show(const char *path) {
    char buf[128] = "";
    FILE *f = fopen(path, "r");
    if (!f) return;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    printf("contents: %s", buf);
}

int main(void) {
    char dir[] = "/tmp/atomic-demo-XXXXXX";
    if (!mkdtemp(dir)) return 1;
    char path[256];
    snprintf(path, sizeof path, "%s/settings.conf", dir);

    const char *v1 = "theme=light\n";
    const char *v2 = "theme=dark\nfont=mono\n";
    printf("first write: %d\n", atomic_write_file(path, v1, strlen(v1)));
    show(path);
    printf("replace: %d\n", atomic_write_file(path, v2, strlen(v2)));
    show(path);

    char missing[300];
    snprintf(missing, sizeof missing, "%s/no-such-dir/x.conf", dir);
    int rc = atomic_write_file(missing, v1, strlen(v1));
    printf("missing directory: %d (%s)\n", rc, errno == ENOENT ? "ENOENT" : "other error");

    /* Only the target remains: no temporary files were left behind. */
    DIR *d = opendir(dir);
    int entries = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) entries++;
    if (d) closedir(d);
    printf("files in directory: %d\n", entries);

    unlink(path);
    rmdir(dir);
    return 0;
}
