import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.Set;

class Main {
    public static void main(String[] args) {
        var holidays = Set.of(LocalDate.of(2024, 12, 25), LocalDate.of(2024, 12, 26), LocalDate.of(2025, 1, 1));
        var calendar = new BusinessDays(holidays);

        LocalDate friday = LocalDate.of(2024, 12, 20);
        show("Fri 20 Dec + 1", calendar.plus(friday, 1));
        show("Fri 20 Dec + 5", calendar.plus(friday, 5));
        show("Fri 20 Dec + 10", calendar.plus(friday, 10));
        show("Mon 23 Dec - 1", calendar.plus(LocalDate.of(2024, 12, 23), -1));
        show("Sat 21 Dec + 0", calendar.plus(LocalDate.of(2024, 12, 21), 0));
        show("next or same Sat", calendar.nextOrSame(LocalDate.of(2024, 12, 21)));
        System.out.println("working days in Dec 2024: "
                + calendar.between(LocalDate.of(2024, 12, 1), LocalDate.of(2025, 1, 1)));
        System.out.println("between reversed: " + calendar.between(LocalDate.of(2024, 12, 27), LocalDate.of(2024, 12, 20)));
        System.out.println("is Christmas a business day? " + calendar.isBusinessDay(LocalDate.of(2024, 12, 25)));

        var fridaySaturday = new BusinessDays(EnumSet.of(DayOfWeek.FRIDAY, DayOfWeek.SATURDAY), Set.of());
        show("Fri/Sat weekend, Thu 19 Dec + 1", fridaySaturday.plus(LocalDate.of(2024, 12, 19), 1));
    }

    static void show(String label, LocalDate date) {
        System.out.println(label + " -> " + date + " (" + date.getDayOfWeek() + ")");
    }
}
