# Infinite source: only as many values are computed as the pipeline asks for.
my $computed = 0;
my $squares  = imap(sub { $computed++; $_ * $_ }, count_from(1));
say 'first 5 even squares: ', join ' ', collect(take(5, igrep(sub { $_ % 2 == 0 }, $squares)));
say "squares computed: $computed";

say 'multiples of 7 below 50: ', join ' ', collect(take_while(sub { $_ < 50 }, count_from(7, 7)));

# Undef and zero are real values; only an empty list ends the stream.
say 'with falsy values: ', join ',', map { $_ // 'undef' } collect(iter_from([0, undef, '', 3]));

# Lines of a file handle as a lazy source, stopping at the first blank line.
open my $fh, '<', \"Subject: hi\nFrom: ada\n\nbody text\n" or die;
my $headers = take_while(sub { length }, imap(sub { chomp(my $l = $_); $l }, sub { my $l = <$fh>; defined $l ? $l : () }));
say 'headers: ', join ' | ', collect($headers);
print 'rest: ', scalar <$fh>;

say 'empty source: ', scalar(collect(imap(sub { die 'never called' }, iter_from([])))), ' items';
