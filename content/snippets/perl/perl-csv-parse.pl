use v5.36;

# Parses CSV text (RFC 4180) into an array of rows, each an array of fields.
# Handles quoted fields containing commas, doubled quotes and line breaks, and CRLF endings.
sub parse_csv ($text, %opt) {
    my $sep = quotemeta($opt{sep} // ',');
    my (@rows, @row);
    return \@rows unless length $text;
    # Each match is one field: quoted (with "" escapes and newlines) or unquoted, followed by
    # its terminator: a separator, a line break, or the end of the text.
    while ($text =~ /\G(?:"((?:[^"]|"")*)"|([^"\r\n$sep]*))($sep|\r?\n|\z)/gc) {
        my ($quoted, $plain, $end) = ($1, $2, $3);
        push @row, defined $quoted ? $quoted =~ s/""/"/gr : $plain;
        next if length $end && $end !~ /\n/;
        push @rows, [@row];
        @row = ();
        last if !length $end || pos($text) == length $text;
    }
    # Anything left over means a stray quote that the grammar could not consume.
    my $pos = pos($text) // 0;
    die "parse_csv: malformed CSV near character $pos\n" if $pos < length $text;
    return \@rows;
}

# Turns rows with a header line into hashes keyed by column name.
sub csv_records ($rows) {
    my ($header, @data) = @$rows;
    return [ map { my %r; @r{@$header} = @$_; \%r } @data ];
}
