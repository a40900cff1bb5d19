import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.Set;

/** Business-day arithmetic that skips weekends and a caller-supplied holiday calendar. */
public final class BusinessDays {
    private final Set<DayOfWeek> weekend;
    private final Set<LocalDate> holidays;

    public BusinessDays(Set<LocalDate> holidays) {
        this(EnumSet.of(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY), holidays);
    }

    /** For regions whose weekend is not Saturday and Sunday, such as Friday and Saturday. */
    public BusinessDays(Set<DayOfWeek> weekend, Set<LocalDate> holidays) {
        if (weekend.size() == 7) throw new IllegalArgumentException("a week needs at least one working day");
        this.weekend = EnumSet.copyOf(weekend);
        this.holidays = Set.copyOf(holidays);
    }

    public boolean isBusinessDay(LocalDate date) {
        return !weekend.contains(date.getDayOfWeek()) && !holidays.contains(date);
    }

    /** Moves |days| business days forward (or backward when negative); a start on a day off does not count. */
    public LocalDate plus(LocalDate start, int days) {
        int step = days < 0 ? -1 : 1;
        LocalDate date = start;
        for (int left = Math.abs(days); left > 0; ) {
            date = date.plusDays(step);
            if (isBusinessDay(date)) left--;
        }
        return date;
    }

    /** Business days in [start, end): the number of working days a task spanning them takes. */
    public long between(LocalDate start, LocalDate end) {
        if (end.isBefore(start)) return -between(end, start);
        return start.datesUntil(end).filter(this::isBusinessDay).count();
    }

    public LocalDate nextOrSame(LocalDate date) {
        return isBusinessDay(date) ? date : plus(date, 1);
    }
}
