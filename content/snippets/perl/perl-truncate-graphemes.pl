use v5.36;

# Shortens text to at most $max user-visible characters (grapheme clusters), adding an ellipsis.
# \X matches whole clusters, so accents, emoji with skin tones and flags are never split.
sub truncate_text ($text, $max, %opt) {
    my $ellipsis = $opt{ellipsis} // "\x{2026}";
    my @clusters = $text =~ /(\X)/g;
    return $text if @clusters <= $max;

    my $room = $max - _grapheme_length($ellipsis);
    return join '', @clusters[ 0 .. $max - 1 ] if $room < 1;    # no space even for the ellipsis
    my $cut = join '', @clusters[ 0 .. $room - 1 ];
    if ($opt{word_boundary}) {
        # Prefer ending at a space, but only if that keeps at least half of the room.
        my $at = rindex $cut, ' ';
        $cut = substr $cut, 0, $at if $at >= $room / 2 && $clusters[$room] ne ' ';
    }
    $cut =~ s/[\s\p{Punct}]+$//;
    return $cut . $ellipsis;
}

sub _grapheme_length ($s) {
    my $n = () = $s =~ /\X/g;
    return $n;
}
