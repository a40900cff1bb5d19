# The IDs are random, so print the properties that always hold instead of the values.
my @v4 = map { uuid_v4() } 1 .. 1000;
my %seen;
say 'v4 well-formed: ', (grep { is_uuid($_) } @v4) == @v4 ? 'yes' : 'no';
say 'v4 version digit: ', join(',', sort keys %{{ map { substr($_, 14, 1) => 1 } @v4 }});
say 'v4 variant digits in [89ab]: ', (grep { substr($_, 19, 1) =~ /[89ab]/ } @v4) == @v4 ? 'yes' : 'no';
say 'v4 unique: ', (grep { !$seen{$_}++ } @v4) == @v4 ? 'yes' : 'no';

my $ms  = 1_700_000_000_123;    # 2023-11-14T22:13:20.123Z
my @v7  = map { uuid_v7($ms + $_) } 0 .. 4;
say 'v7 prefix: ', substr($v7[0], 0, 13);
say 'v7 version digit: ', substr($v7[0], 14, 1);
say 'v7 timestamp round trip: ', uuid_v7_time($v7[0]) == $ms ? 'yes' : 'no';
say 'v7 sorts by time: ', join('', sort @v7) eq join('', @v7) ? 'yes' : 'no';
say 'v7 now is well-formed: ', is_uuid(uuid_v7()) ? 'yes' : 'no';
say 'rejects junk: ', is_uuid('not-a-uuid') ? 'no' : 'yes';
