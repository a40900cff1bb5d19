sub show ($label, @argv) {
    my ($opt, $rest) = eval { parse_cli(\@argv, jobs => 4) };
    if (!$opt) { print "$label -> $@"; return }
    my $defs = join ',', map { "$_=$opt->{define}{$_}" } sort keys $opt->{define}->%*;
    printf "%s -> output=%s jobs=%d verbose=%d dry-run=%s include=[%s] define={%s} rest=[%s]\n",
        $label, $opt->{output} // '-', $opt->{jobs}, $opt->{verbose},
        $opt->{'dry-run'} ? 'yes' : 'no', join(',', $opt->{include}->@*), $defs, join(' ', @$rest);
}

show('defaults', 'input.txt');
show('long',     '--output=out.txt', '--jobs', '8', '--include', 'lib', '--include', 't', 'a', 'b');
show('bundled',  '-vvv', '-n', '-Ilib', '-DMODE=fast', '-D', 'LEVEL=2', 'src');
show('negated',  '--dry-run', '--no-dry-run', '--', '--not-an-option');
show('bad int',  '--jobs', 'many');
show('unknown',  '--colour');
show('zero',     '-j', '0');
