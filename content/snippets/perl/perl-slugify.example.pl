binmode STDOUT, ':encoding(UTF-8)';

for my $title (
    'Hello, World!',
    'Crème Brûlée & Café au Lait',
    'Straße in Łódź',
    'Ærøskøbing Œuvre',
    '  --Already--slugged--  ',
    'Perl 5.36 — Signatures',
    '日本語のタイトル',
) {
    say "$title -> [", slugify($title), ']';
}
say slugify('A very long title that should be shortened nicely', 20);
