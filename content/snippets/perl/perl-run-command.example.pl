# $^X is the running perl, so the example needs no other programs.
my $r = run_command([$^X, '-e', 'print "out line\n"; print STDERR "warn line\n"; exit 3']);
printf "exit %d, ok %s, stdout [%s], stderr [%s]\n", $r->{exit}, $r->{ok} ? 'yes' : 'no',
    map { s/\n\z//r } $r->{stdout}, $r->{stderr};

# Arguments with spaces, quotes and shell metacharacters pass through untouched.
$r = run_command([$^X, '-e', 'print join "|", @ARGV', 'two words', q('quoted'), '$HOME; rm -rf /']);
say "argv: $r->{stdout}";

# Feed stdin and read a large output without deadlocking.
$r = run_command([$^X, '-ne', 'print uc'], input => "hello\nworld\n");
print "stdin: $r->{stdout}";
$r = run_command([$^X, '-e', 'print "x" x 200_000; print STDERR "e" x 200_000']);
say 'big output: ', length $r->{stdout}, ' + ', length $r->{stderr}, ' bytes';

$r = run_command([$^X, '-e', 'kill "TERM", $$']);
say 'killed: exit ', $r->{exit} // 'undef', ', signal ', $r->{signal};

eval { run_command(['/no/such/program']) };
say 'missing program: ', $@ =~ /^run_command: cannot start/ ? 'error raised' : "unexpected: $@";
