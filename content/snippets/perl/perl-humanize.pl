use v5.36;

# Human-readable sizes and durations for logs, CLIs and reports.

# 1536 -> "1.5 KiB"; pass si => 1 for powers of 1000 ("1.5 kB").
sub humanize_bytes ($bytes, %opt) {
    my ($base, @units) = $opt{si} ? (1000, qw(B kB MB GB TB PB EB)) : (1024, qw(B KiB MiB GiB TiB PiB EiB));
    my $sign = $bytes < 0 ? '-' : '';
    my $n    = abs $bytes;
    my $i    = 0;
    while ($n >= $base && $i < $#units) { $n /= $base; $i++ }
    # Rounding 1023.96 to one decimal would print "1024.0 KiB"; move up a unit instead.
    if ($i > 0 && $i < $#units && sprintf('%.1f', $n) >= $base) { $n /= $base; $i++ }
    return $i == 0 ? "$sign$n B" : sprintf '%s%.1f %s', $sign, $n, $units[$i];
}

# 93784 -> "1d 2h 3m 4s"; `parts` limits the precision: parts => 2 gives "1d 2h".
sub humanize_duration ($seconds, %opt) {
    my $parts = $opt{parts} // 4;
    my $left  = int abs $seconds;
    return '0s' if $left == 0;
    my @out;
    for my $unit ([d => 86_400], [h => 3_600], [m => 60], [s => 1]) {
        my ($name, $size) = @$unit;
        next if $left < $size;
        push @out, int($left / $size) . $name;
        $left %= $size;
        last if @out == $parts;
    }
    return ($seconds < 0 ? '-' : '') . join ' ', @out;
}

# Relative time for UIs: "just now", "5 minutes ago", "in 3 days".
sub time_ago ($then, $now) {
    my $diff = $now - $then;
    my $abs  = abs $diff;
    return 'just now' if $abs < 45;
    my ($n, $unit) =
          $abs < 2_700     ? (int($abs / 60 + 0.5), 'minute')
        : $abs < 79_200    ? (int($abs / 3_600 + 0.5), 'hour')
        : $abs < 2_592_000 ? (int($abs / 86_400 + 0.5), 'day')
        :                    (int($abs / 2_592_000 + 0.5), 'month');
    my $phrase = "$n $unit" . ($n == 1 ? '' : 's');
    return $diff > 0 ? "$phrase ago" : "in $phrase";
}
