binmode STDOUT, ':encoding(UTF-8)';

printf "%-9s %-9s %d\n", @$_, levenshtein(@$_)
    for [qw(kitten sitting)], [qw(flaw lawn)], ['', 'abc'], [qw(same same)], ["na\x{ef}ve", 'naive'];

my @commands = qw(install uninstall update upgrade list search status init);
for my $typo (qw(instal updte stauts lst xyz Upgrade)) {
    my @hits = suggest($typo, \@commands);
    say @hits ? "$typo: did you mean " . join(' or ', @hits) . '?' : "$typo: no suggestion";
}
say 'wider budget: ', join ', ', suggest('insall', \@commands, max_distance => 3, limit => 2);
