my $trie = Trie->new;
my %searches = (perl => 50, python => 80, php => 30, pandas => 25, 'Perl::Critic' => 5,
    'perl regex' => 40, postgres => 60, prettier => 10, go => 70, golang => 20);
$trie->insert($_, $searches{$_}) for sort keys %searches;
$trie->insert('perl', 25);    # a repeated word adds to its weight

say 'words: ', $trie->size;
say 'p     -> ', join ', ', $trie->complete('p');
say 'PER   -> ', join ', ', $trie->complete('PER');
say 'go    -> ', join ', ', $trie->complete('go', 10);
say 'pa    -> ', join ', ', $trie->complete('pa');
say 'rust  -> ', join(', ', $trie->complete('rust')) || '(none)';
say 'all top 3: ', join ', ', $trie->complete('', 3);
say 'contains "Golang": ', $trie->contains('Golang');
say 'contains "gol": ', $trie->contains('gol');
