use v5.36;
use POSIX qw(strftime floor);
use Time::Local qw(timegm);

# Formats epoch seconds (fractions allowed) as an ISO 8601 / RFC 3339 UTC timestamp.
sub format_utc ($epoch, %opt) {
    my $secs = floor($epoch);
    my $out  = strftime('%Y-%m-%dT%H:%M:%S', gmtime $secs);
    $out .= sprintf '.%03d', int(($epoch - $secs) * 1000 + 1e-6) if $opt{millis};
    return "${out}Z";
}

# Parses ISO 8601 date-times with a Z or +hh:mm offset (or a bare date) into epoch seconds.
# Returns undef for anything malformed or impossible, such as February 30.
sub parse_iso8601 ($text) {
    my ($y, $mo, $d, $h, $mi, $s, $frac, $zone) = $text =~ m{
        ^ (\d{4}) -(\d\d) -(\d\d)
        (?: [T\x20] (\d\d) :(\d\d) (?: :(\d\d) (\.\d+)? )? \s* (Z|[+-]\d\d:?\d\d) )? $
    }xi or return undef;
    # A bare date means midnight UTC; a time without a zone is ambiguous and rejected by the regex.
    ($h, $mi, $s, $zone) = (0, 0, 0, 'Z') unless defined $h;
    $s //= 0;
    return undef if $mo < 1 || $mo > 12 || $d < 1 || $d > _days_in_month($y, $mo) || $h > 23 || $mi > 59 || $s > 59;
    my $epoch = timegm($s, $mi, $h, $d, $mo - 1, $y);
    if (uc $zone ne 'Z') {
        my ($sign, $zh, $zm) = $zone =~ /([+-])(\d\d):?(\d\d)/;
        $epoch -= ($sign eq '+' ? 1 : -1) * ($zh * 3600 + $zm * 60);
    }
    return defined $frac ? $epoch + $frac : $epoch;
}

sub _days_in_month ($y, $m) {
    return 29 if $m == 2 && ($y % 4 == 0 && $y % 100 != 0 || $y % 400 == 0);
    return (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[ $m - 1 ];
}
