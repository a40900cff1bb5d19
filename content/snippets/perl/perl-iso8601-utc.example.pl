say format_utc(0);
say format_utc(1_700_000_000);
say format_utc(1_700_000_000.25, millis => 1);

for my $input (
    '2023-11-14T22:13:20Z',
    '2023-11-15T00:13:20+02:00',
    '2023-11-14 17:13:20.5-0500',
    '2024-02-29',
    '2023-02-29',
    '2023-11-14T22:13:20',
    'yesterday',
) {
    my $epoch = parse_iso8601($input);
    printf "%-28s -> %s\n", $input, defined $epoch ? "$epoch = " . format_utc($epoch, millis => 1) : 'invalid';
}
