use v5.36;

# Wrap text to a column width on word boundaries. Blank lines separate paragraphs
# and are kept; words longer than the width are split so no line overflows.
sub word_wrap ($text, $width = 72, %opt) {
    my $indent  = $opt{indent}  // '';          # prefix for the first line of a paragraph
    my $hanging = $opt{hanging} // $indent;     # prefix for the following lines
    die "word_wrap: width too small for the indent\n"
        if $width <= length $indent || $width <= length $hanging;

    my @out;
    for my $para (split /\n[ \t]*\n/, $text) {
        my @words = split ' ', $para;           # split ' ' also drops leading whitespace
        unless (@words) { push @out, ''; next }    # extra blank lines stay as they were
        my $line = $indent;
        my $fresh = 1;                          # true while the line holds only its prefix
        while (@words) {
            my $word = shift @words;
            my $room = $width - length($line) - ($fresh ? 0 : 1);
            if (length $word <= $room) {
                $line .= ($fresh ? '' : ' ') . $word;
                $fresh = 0;
            } elsif ($fresh) {                  # a word longer than a whole line: hard split
                unshift @words, substr($word, $room);
                push @out, $line . substr($word, 0, $room);
                $line = $hanging;
            } else {
                unshift @words, $word;
                push @out, $line;
                ($line, $fresh) = ($hanging, 1);
            }
        }
        push @out, $line unless $fresh;
        push @out, '';
    }
    pop @out;    # no blank line after the last paragraph
    return join "\n", @out;
}
