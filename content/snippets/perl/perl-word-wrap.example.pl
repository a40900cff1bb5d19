my $text = "Perl's split with a single space skips leading whitespace and collapses runs of spaces,   tabs\tand newlines,\nso reflowing a paragraph is easy.\n\n  Second paragraph here.";

say '----+----1----+----2----+----3';
say word_wrap($text, 30);
say '';
say word_wrap($text, 30, indent => '  - ', hanging => '    ');
say '';
say word_wrap('See https://example.com/a/very/long/path/that/cannot/fit for details', 20);
say '';
say '[', word_wrap('', 10), ']';
eval { word_wrap('x', 4, indent => '    ') };
print "error: $@";
