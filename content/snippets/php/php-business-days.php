<?php
declare(strict_types=1);

final class BusinessCalendar
{
    /** @var array<string, true> holiday dates as Y-m-d keys for O(1) lookups */
    private readonly array $holidays;

    /**
     * @param list<string> $holidays dates in Y-m-d form
     * @param list<int> $weekend ISO-8601 weekday numbers, 1 = Monday to 7 = Sunday
     */
    public function __construct(array $holidays = [], private readonly array $weekend = [6, 7])
    {
        $this->holidays = array_fill_keys($holidays, true);
    }

    public function isBusinessDay(DateTimeInterface $date): bool
    {
        return !in_array((int) $date->format('N'), $this->weekend, true)
            && !isset($this->holidays[$date->format('Y-m-d')]);
    }

    /** Move forward (or backward, for negative $days) by whole business days, keeping the time of day. */
    public function addBusinessDays(DateTimeImmutable $date, int $days): DateTimeImmutable
    {
        $step = new DateInterval('P1D');
        while ($days !== 0) {
            $date = $days > 0 ? $date->add($step) : $date->sub($step);
            if ($this->isBusinessDay($date)) {
                $days -= $days <=> 0;
            }
        }
        return $date;
    }

    /** Business days in the half-open range [$from, $to), like counting nights of a stay. */
    public function countBetween(DateTimeImmutable $from, DateTimeImmutable $to): int
    {
        // Calendar arithmetic on midnight values, so DST changes and times of day do not shift the count.
        $period = new DatePeriod($from->setTime(0, 0), new DateInterval('P1D'), $to->setTime(0, 0));
        $count = 0;
        foreach ($period as $day) {
            $count += $this->isBusinessDay($day) ? 1 : 0;
        }
        return $count;
    }
}
