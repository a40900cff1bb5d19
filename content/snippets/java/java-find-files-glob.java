import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/** Finds files under a directory by glob pattern, pruning directories such as .git or node_modules. */
public final class FindFiles {
    private FindFiles() {}

    /** Paths relative to root, sorted; glob is matched against that relative path, so use / as separator. */
    public static List<Path> find(Path root, String glob, Set<String> skipDirs) throws IOException {
        PathMatcher matcher = root.getFileSystem().getPathMatcher("glob:" + glob);
        List<Path> found = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                // Pruning here never opens the skipped tree, unlike filtering the output of Files.walk.
                boolean skip = !dir.equals(root) && skipDirs.contains(dir.getFileName().toString());
                return skip ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                Path relative = root.relativize(file);
                if (attrs.isRegularFile() && matcher.matches(relative)) found.add(relative);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                return FileVisitResult.CONTINUE; // an unreadable entry should not abort the whole search
            }
        });
        Collections.sort(found);
        return found;
    }
}
