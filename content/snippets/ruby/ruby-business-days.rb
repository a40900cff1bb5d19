require 'date'
require 'set'

# Business-day arithmetic on Date: skip weekends and a holiday list when
# adding working days or counting them between two dates.
class BusinessCalendar
  def initialize(holidays: [], weekend: [0, 6]) # Date#wday: 0 is Sunday, 6 is Saturday
    @holidays = holidays.map { |d| d.is_a?(Date) ? d : Date.iso8601(d) }.to_set
    @weekend = weekend.to_set
    raise ArgumentError, 'weekend cannot cover all seven days' if @weekend.size >= 7
  end

  def business_day?(date)
    !@weekend.include?(date.wday) && !@holidays.include?(date)
  end

  # Moves n business days forward (or backward for negative n). With n = 0,
  # a non-business date rolls forward to the next business day.
  def add(date, n)
    step = n.negative? ? -1 : 1
    remaining = n.abs
    if remaining.zero?
      date += 1 until business_day?(date)
    end
    while remaining.positive?
      date += step
      remaining -= 1 if business_day?(date)
    end
    date
  end

  # Business days in the half-open range [from, to), like counting nights.
  def between(from, to)
    return -between(to, from) if to < from

    (from...to).count { |d| business_day?(d) }
  end

  def next_business_day(date) = add(date, 1)
end
