use utf8;
binmode STDOUT, ':encoding(UTF-8)';

my $combining = "Cafe\x{301} de\x{301}ja\x{300} vu";    # accents as separate code points
say truncate_text('Short enough', 20);
say truncate_text('The quick brown fox jumps over the lazy dog', 22);
say truncate_text('The quick brown fox jumps over the lazy dog', 22, word_boundary => 1);
say truncate_text($combining, 7), '  (', length($combining), ' code points in the original)';
say truncate_text('Family: 👨‍👩‍👧‍👦 and flags 🇯🇵🇫🇷 here', 11);
say truncate_text('Hello, world. Goodbye', 14, ellipsis => '...');
say truncate_text('abcdef', 2, ellipsis => '...');
