import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** Reads the last lines of a file, like `tail -n`, without reading the whole file. */
public final class Tail {
    private static final int BLOCK = 8192;

    private Tail() {}

    /** The last n lines of a UTF-8 text file; cost grows with n, not with the file's size. */
    public static List<String> lastLines(Path file, int n) throws IOException {
        if (n < 1) return List.of();
        try (var raf = new RandomAccessFile(file.toFile(), "r")) {
            long length = raf.length();
            long start = 0;
            long pos = length;
            int newlines = 0;
            byte[] block = new byte[BLOCK];
            search:
            while (pos > 0) {
                int size = (int) Math.min(BLOCK, pos);
                pos -= size;
                raf.seek(pos);
                raf.readFully(block, 0, size);
                for (int i = size - 1; i >= 0; i--) {
                    // Scanning bytes is safe for UTF-8: 0x0A never occurs inside a multi-byte character.
                    // A newline as the very last byte ends the final line rather than starting an empty one.
                    if (block[i] == '\n' && pos + i != length - 1 && ++newlines == n) {
                        start = pos + i + 1;
                        break search;
                    }
                }
            }
            byte[] tail = new byte[(int) (length - start)];
            raf.seek(start);
            raf.readFully(tail);
            return new String(tail, StandardCharsets.UTF_8).lines().toList(); // also strips \r from CRLF
        }
    }
}
