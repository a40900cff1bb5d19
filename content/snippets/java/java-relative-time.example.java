import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

class Main {
    public static void main(String[] args) {
        Instant now = Instant.parse("2024-06-15T12:00:00Z");
        var relative = new RelativeTime(Clock.fixed(now, ZoneOffset.UTC));

        String[] labels = {"10 s", "50 s", "59 min", "61 min", "23 h", "25 h", "29 d", "45 d", "362 d", "800 d"};
        Duration[] offsets = {
            Duration.ofSeconds(10), Duration.ofSeconds(50), Duration.ofMinutes(59), Duration.ofMinutes(61),
            Duration.ofHours(23), Duration.ofHours(25), Duration.ofDays(29), Duration.ofDays(45),
            Duration.ofDays(362), Duration.ofDays(800)
        };
        for (int i = 0; i < offsets.length; i++) {
            System.out.printf("%-7s %-15s %s%n", labels[i], relative.format(now.minus(offsets[i])), relative.format(now.plus(offsets[i])));
        }
        System.out.println("same instant: " + RelativeTime.between(now, now));
        System.out.println("from a timestamp: " + relative.format(Instant.parse("2024-06-14T09:30:00Z")));
    }
}
