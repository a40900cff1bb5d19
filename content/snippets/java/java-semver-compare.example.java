import java.util.List;
import java.util.stream.Collectors;

class Main {
    public static void main(String[] args) {
        var versions = List.of("1.0.0", "1.0.0-rc.1", "1.0.0-alpha", "1.0.0-alpha.beta", "1.0.0-beta.11",
                "1.0.0-beta.2", "1.0.0-alpha.1", "0.9.12", "v1.10.0", "1.2.0+build.7");
        var sorted = versions.stream().map(SemVer::parse).sorted().map(SemVer::toString)
                .collect(Collectors.joining(" < "));
        System.out.println(sorted);

        SemVer a = SemVer.parse("2.1.0+linux"), b = SemVer.parse("2.1.0+darwin");
        System.out.println("build metadata ignored: " + (a.compareTo(b) == 0) + ", equals: " + a.equals(b));
        System.out.println("1.0.0-rc.1 pre-release? " + SemVer.parse("1.0.0-rc.1").isPreRelease());

        var latestStable = versions.stream().map(SemVer::parse).filter(v -> !v.isPreRelease())
                .max(SemVer::compareTo).orElseThrow();
        System.out.println("latest stable: " + latestStable);

        for (String bad : List.of("1.2", "01.2.3", "1.2.3-")) {
            try {
                SemVer.parse(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
    }
}
