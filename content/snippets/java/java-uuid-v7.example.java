import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Random;
import java.util.UUID;

class Main {
    public static void main(String[] args) {
        Instant start = Instant.parse("2024-05-01T12:00:00Z");
        var ids = new ArrayList<UUID>();
        for (int i = 0; i < 5; i++) {
            // A fixed clock one millisecond apart per id keeps the example deterministic.
            var gen = new UuidV7(Clock.fixed(start.plusMillis(i), ZoneOffset.UTC), new Random(i));
            ids.add(gen.next());
        }
        UUID first = ids.get(0);
        System.out.println("prefix: " + first.toString().substring(0, 13));
        System.out.println("version: " + first.version() + ", variant: " + first.variant());
        System.out.println("time: " + Instant.ofEpochMilli(UuidV7.timestamp(first)));

        var asText = ids.stream().map(UUID::toString).toList();
        var sortedText = asText.stream().sorted().toList();
        System.out.println("string order = creation order: " + asText.equals(sortedText));
        System.out.println("all 36 chars: " + asText.stream().allMatch(s -> s.length() == 36));
        System.out.println("format ok: " + asText.stream().allMatch(
                s -> s.matches("[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")));

        var real = new UuidV7();
        System.out.println("real generator version: " + real.next().version());
        try {
            UuidV7.timestamp(UUID.randomUUID());
        } catch (IllegalArgumentException e) {
            System.out.println("v4 rejected: " + e.getMessage().startsWith("not a UUIDv7"));
        }
    }
}
