use v5.36;

# Parses INI text into { section => { key => value } }; keys before any section go under "".
# Supports ; and # comments, quoted values, "key = value" spacing and indented continuation lines.
sub parse_ini ($text) {
    my %ini = ('' => {});
    my ($section, $last_key) = ('', undef);
    my $line_no = 0;
    for my $line (split /\r?\n/, $text) {
        $line_no++;
        next if $line =~ /^\s*(?:[;#].*)?$/;
        if ($line =~ /^\s*\[\s*([^\]]+?)\s*\]\s*$/) {
            $section = $1;
            $ini{$section} //= {};
            undef $last_key;
        } elsif ($line =~ /^\s+(\S.*?)\s*$/ && defined $last_key) {
            # An indented line continues the previous value, as in Python's configparser.
            $ini{$section}{$last_key} .= "\n$1";
        } elsif ($line =~ /^\s*([^=:\s][^=:]*?)\s*[=:]\s*(.*?)\s*$/) {
            my ($key, $value) = ($1, $2);
            $value = $1 =~ s/\\"/"/gr if $value =~ /^"(.*)"$/;
            $value = $1 if $value =~ /^'(.*)'$/;
            $ini{$section}{$key} = $value;
            $last_key = $key;
        } else {
            die "parse_ini: line $line_no: cannot parse: $line\n";
        }
    }
    delete $ini{''} unless %{ $ini{''} };
    return \%ini;
}

# Reads a setting by "section.key" (or just "key" for the top level), with a default.
sub ini_get ($ini, $path, $default = undef) {
    my ($section, $key) = $path =~ /^(?:(.*)\.)?([^.]+)$/;
    return $ini->{ $section // '' }{$key} // $default;
}

# Reads a boolean setting: 1/true/yes/on and 0/false/no/off, any case; anything else dies.
sub ini_bool ($ini, $path, $default = 0) {
    my $value = ini_get($ini, $path) // return $default;
    return 1 if $value =~ /^(?:1|true|yes|on)$/i;
    return 0 if $value =~ /^(?:0|false|no|off)$/i;
    die "ini_bool: $path is not a boolean: $value\n";
}
