import java.util.List;
import java.util.Map;

class Main {
    public static void main(String[] args) {
        Map<String, List<String>> build = Map.of(
                "app", List.of("core", "http", "db"),
                "http", List.of("core", "json"),
                "db", List.of("core"),
                "json", List.of(),
                "tests", List.of("app", "app")); // duplicate edge counts once
        System.out.println("build order: " + TopoSort.order(build));

        System.out.println("empty graph: " + TopoSort.order(Map.of()));

        Map<String, List<String>> cyclic = Map.of(
                "a", List.of("b"), "b", List.of("c"), "c", List.of("a"), "d", List.of());
        try {
            TopoSort.order(cyclic);
        } catch (TopoSort.CycleException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
