my %schema = (
    PORT         => { type => 'int', default => 8080, check => sub ($p) { $p >= 1 && $p <= 65535 ? undef : 'must be 1-65535' } },
    DATABASE_URL => { required => 1 },
    DEBUG        => { type => 'bool', default => 0 },
    LOG_LEVEL    => { default => 'info', one_of => [qw(debug info warn error)] },
    RATE         => { type => 'num', default => 1.5 },
    ALLOWED      => { type => 'list', default => [] },
);

# A fixed environment keeps the output stable; real code passes nothing and reads %ENV.
my $config = load_config(\%schema, {
    DATABASE_URL => 'postgres://localhost/app',
    DEBUG        => 'Yes',
    PORT         => '3000',
    ALLOWED      => ' alice, bob ,,carol ',
});
for my $key (sort keys %$config) {
    my $v = $config->{$key};
    say "$key = ", ref $v ? '[' . join('|', @$v) . ']' : $v;
}

say '--- broken environment';
eval { load_config(\%schema, { PORT => '99999', DEBUG => 'maybe', LOG_LEVEL => 'loud', RATE => '1.2.3' }) };
print $@;

say '--- empty value falls back to the default';
say 'PORT = ', load_config(\%schema, { PORT => '', DATABASE_URL => 'x' })->{PORT};
