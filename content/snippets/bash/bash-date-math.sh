# Calendar arithmetic on YYYY-MM-DD dates with GNU date. Everything runs in
# UTC and goes through epoch seconds, so a daylight-saving change can never
# make a day 23 or 25 hours long and shift the result by one.

# True only for real dates in strict YYYY-MM-DD form: date -d alone would also
# accept "next friday" or 2024-3-1, so the input must survive a round trip.
date_is_valid() {
  [[ $1 =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || return 1
  [[ $(date -u -d "$1" +%F 2>/dev/null) == "$1" ]]
}

_date_epoch() {
  date_is_valid "$1" || { echo "invalid date: $1" >&2; return 1; }
  date -u -d "$1" +%s
}

# date_add_days DATE N  (N may be negative)
date_add_days() {
  local t
  t=$(_date_epoch "$1") || return 1
  date -u -d "@$((t + $2 * 86400))" +%F
}

# date_diff_days FROM TO: whole days from FROM to TO, negative if TO is earlier.
date_diff_days() {
  local a b
  a=$(_date_epoch "$1") || return 1
  b=$(_date_epoch "$2") || return 1
  echo $(((b - a) / 86400))
}

# Always the English name, whatever the user's locale.
date_weekday() { _date_epoch "$1" >/dev/null && LC_ALL=C date -u -d "$1" +%A; }

date_month_end() {
  _date_epoch "$1" >/dev/null || return 1
  date -u -d "${1:0:7}-01 +1 month -1 day" +%F
}

# ISO 8601 week, as used in reports and file names: 2021-01-03 is 2020-W53.
date_iso_week() { _date_epoch "$1" >/dev/null && date -u -d "$1" +%G-W%V; }
