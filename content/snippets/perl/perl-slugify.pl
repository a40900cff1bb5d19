use v5.36;
use utf8;
use Unicode::Normalize qw(NFKD);

# Letters that Unicode does not decompose into a base letter plus an accent.
my %SLUG_LETTERS = (ß => 'ss', æ => 'ae', œ => 'oe', ø => 'o', ł => 'l', đ => 'd', ð => 'd', þ => 'th');

# Turns any text into a lowercase ASCII slug for URLs: "Crème Brûlée!" -> "creme-brulee".
# Pass a decoded (character) string; an optional max length never cuts a word in half.
sub slugify ($text, $max = 80) {
    # NFKD splits "é" into "e" plus a combining accent, which the next line removes.
    my $slug = lc NFKD($text // '');
    $slug =~ s/\p{Mark}+//g;
    $slug =~ s/([ßæœøłđðþ])/$SLUG_LETTERS{$1}/g;
    $slug =~ s/[^a-z0-9]+/-/g;
    $slug =~ s/^-+|-+$//g;

    if (length $slug > $max) {
        my $cut = substr $slug, 0, $max;
        # Drop a trailing partial word unless the cut fell exactly on a boundary.
        $cut =~ s/-[^-]*$// if substr($slug, $max, 1) ne '-' && $cut =~ /-/;
        ($slug = $cut) =~ s/-+$//;
    }
    return $slug;
}
