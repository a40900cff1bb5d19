say join ' | ', map { humanize_bytes($_) } 0, 512, 1024, 1536, 1_048_575, 5 * 1024**3, -2048;
say join ' | ', map { humanize_bytes($_, si => 1) } 999, 1000, 1_500_000, 2.5e12;

say humanize_duration(93_784);
say humanize_duration(93_784, parts => 2);
say humanize_duration(3_600), ' / ', humanize_duration(59), ' / ', humanize_duration(0), ' / ', humanize_duration(-90);

my $now = 1_700_000_000;
say join ' | ', map { time_ago($now - $_, $now) } 10, 60, 150, 3_000, 86_400, 3 * 86_400, 90 * 86_400;
say time_ago($now + 7_200, $now);
