import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/** A Semantic Versioning 2.0.0 version, ordered by the spec's precedence rules. */
public record SemVer(int major, int minor, int patch, List<String> preRelease, String build)
        implements Comparable<SemVer> {
    private static final Pattern FORMAT = Pattern.compile(
            "v?(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?(?:\\+([0-9A-Za-z.-]+))?");
    private static final Pattern NUMERIC = Pattern.compile("\\d+");

    public static SemVer parse(String text) {
        var m = FORMAT.matcher(text.strip());
        if (!m.matches()) throw new IllegalArgumentException("not a semantic version: " + text);
        List<String> pre = m.group(4) == null ? List.of() : Arrays.asList(m.group(4).split("\\."));
        return new SemVer(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), List.copyOf(pre), m.group(5) == null ? "" : m.group(5));
    }

    public boolean isPreRelease() {
        return !preRelease.isEmpty();
    }

    /** Build metadata is ignored, as the spec requires. */
    @Override
    public int compareTo(SemVer other) {
        int c = Integer.compare(major, other.major);
        if (c == 0) c = Integer.compare(minor, other.minor);
        if (c == 0) c = Integer.compare(patch, other.patch);
        if (c != 0) return c;
        // A release outranks any of its pre-releases: 1.0.0-rc.1 < 1.0.0.
        if (preRelease.isEmpty() || other.preRelease.isEmpty())
            return Boolean.compare(preRelease.isEmpty(), other.preRelease.isEmpty());
        for (int i = 0; i < Math.min(preRelease.size(), other.preRelease.size()); i++) {
            c = compareIdentifier(preRelease.get(i), other.preRelease.get(i));
            if (c != 0) return c;
        }
        return Integer.compare(preRelease.size(), other.preRelease.size());
    }

    private static int compareIdentifier(String a, String b) {
        boolean aNum = NUMERIC.matcher(a).matches(), bNum = NUMERIC.matcher(b).matches();
        // Numbers compare numerically and sort before alphanumeric identifiers.
        if (aNum && bNum) return new BigInteger(a).compareTo(new BigInteger(b));
        if (aNum != bNum) return aNum ? -1 : 1;
        return a.compareTo(b);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch + (isPreRelease() ? "-" + String.join(".", preRelease) : "")
                + (build.isEmpty() ? "" : "+" + build);
    }
}
