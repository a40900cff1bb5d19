my @tags = qw(1.10.0 v1.2.0 1.0.0 1.0.0-rc.1 1.0.0-alpha 1.0.0-alpha.beta
    1.0.0-beta.11 1.0.0-beta.2 1.0.0-alpha.1 2.0.0+build.7 1.2.0-beta);
say join ' < ', semver_sort(@tags);

printf "%-12s vs %-12s = %2d\n", @$_, semver_cmp(@$_)
    for ['1.2.3', '1.2.3+meta'], ['2.0.0', '10.0.0'], ['1.0.0', '1.0.0-rc.1'];

my ($latest) = reverse semver_sort(grep { !semver_parse($_)->{pre}->@* } @tags);
say "latest stable: $latest";

for my $bad ('1.2', '01.2.3', 'latest') {
    my $ok = eval { semver_cmp($bad, '1.0.0'); 1 };
    print "rejected: $@" unless $ok;
}
