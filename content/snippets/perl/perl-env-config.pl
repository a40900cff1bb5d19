use v5.36;

# Build a typed config hash from environment variables using a schema.
# All problems are collected so a misconfigured service reports them in one go.
my %COERCE = (
    str  => sub ($v) { $v },
    int  => sub ($v) { $v =~ /^-?\d+\z/ ? 0 + $v : die "expected an integer\n" },
    num  => sub ($v) { $v =~ /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\z/ ? 0 + $v : die "expected a number\n" },
    bool => sub ($v) {
        return 1 if $v =~ /^(?:1|true|yes|on)\z/i;
        return 0 if $v =~ /^(?:0|false|no|off|)\z/i;
        die "expected a boolean\n";
    },
    list => sub ($v) { [ grep { length } map { s/^\s+|\s+\z//gr } split /,/, $v ] },
);

sub load_config ($schema, $env = \%ENV) {
    my (%config, @errors);
    for my $key (sort keys %$schema) {
        my $rule = $schema->{$key};
        my $type = $rule->{type} // 'str';
        my $raw  = $env->{$key};
        if (!defined $raw || $raw eq '') {
            if (exists $rule->{default}) { $config{$key} = $rule->{default}; next }
            push @errors, "$key: is required" if $rule->{required};
            next;
        }
        my $value = eval { $COERCE{$type}->($raw) };
        if (!defined $value) { chomp(my $e = $@); push @errors, "$key: $e (got '$raw')"; next }
        if (my $one_of = $rule->{one_of}) {
            unless (grep { $_ eq $value } @$one_of) {
                push @errors, "$key: must be one of @$one_of (got '$raw')";
                next;
            }
        }
        if (my $check = $rule->{check}) {
            if (defined(my $problem = $check->($value))) { push @errors, "$key: $problem"; next }
        }
        $config{$key} = $value;
    }
    die join '', map { "config error: $_\n" } @errors if @errors;
    return \%config;
}
