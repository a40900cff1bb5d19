import java.time.Duration;

class Main {
    public static void main(String[] args) {
        for (String text : new String[] {"1h30m", "90s", "2d 4h", "1500ms", " 3M 5S ", "1h90m"}) {
            Duration d = Durations.parse(text);
            System.out.printf("%-10s -> %-10s (%d s)%n", "\"" + text + "\"", Durations.format(d), d.toSeconds());
        }
        System.out.println("timeout: " + Durations.format(Duration.ofMillis(3_723_250)));
        System.out.println("negative: " + Durations.format(Duration.ofMinutes(-5)));
        System.out.println("zero: " + Durations.format(Duration.ZERO));

        for (String bad : new String[] {"", "10", "5 minutes", "1h and 5m", "h"}) {
            try {
                Durations.parse(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected: " + e.getMessage());
            }
        }
    }
}
