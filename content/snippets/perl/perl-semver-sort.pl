use v5.36;

# Parses a semantic version ("v1.2.3-rc.1+build") into its parts, or returns undef.
sub semver_parse ($version) {
    return undef unless defined $version
        && $version =~ /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
    return { major => $1, minor => $2, patch => $3, pre => [ defined $4 ? split /\./, $4 : () ] };
}

# Compares two versions by SemVer 2.0.0 precedence; returns -1, 0 or 1 like <=>.
sub semver_cmp ($x, $y) {
    my ($p, $q) = map { semver_parse($_) // die "invalid semantic version: $_\n" } $x, $y;
    my $cmp = $p->{major} <=> $q->{major} || $p->{minor} <=> $q->{minor} || $p->{patch} <=> $q->{patch};
    return $cmp if $cmp;

    my @a = $p->{pre}->@*;
    my @b = $q->{pre}->@*;
    # A release outranks its pre-releases: 1.0.0-rc.1 < 1.0.0.
    return @b <=> @a if !@a || !@b;
    while (@a && @b) {
        my ($s, $t) = (shift @a, shift @b);
        my ($s_num, $t_num) = ($s =~ /^\d+$/, $t =~ /^\d+$/);
        $cmp = $s_num && $t_num ? $s <=> $t
             : $s_num           ? -1          # numeric identifiers sort first
             : $t_num           ? 1
             :                    $s cmp $t;
        return $cmp if $cmp;
    }
    return @a <=> @b;    # more identifiers wins when all shared ones are equal
}

# Sorts versions in ascending precedence.
sub semver_sort (@versions) {
    return sort { semver_cmp($a, $b) } @versions;
}
