use JSON::PP;
my $json = JSON::PP->new->canonical;    # sorted keys for stable output

my $defaults = {
    server  => { host => 'localhost', port => 8080, tls => { enabled => 0 } },
    plugins => ['auth'],
    debug   => 0,
};
my $file = { server => { port => 9000, tls => { enabled => 1, cert => '/etc/cert.pem' } }, plugins => ['cache'] };
my $env  = { debug => 1, server => { host => undef } };

my $config = deep_merge($defaults, $file, $env);
say $json->encode($config);

my $appended = deep_merge_with({ arrays => 'append' }, $defaults, $file);
say 'plugins appended: ', join ',', $appended->{plugins}->@*;

$config->{server}{tls}{enabled} = 'changed';
say 'input untouched: ', $file->{server}{tls}{enabled};
say 'scalar replaces hash: ', $json->encode(deep_merge({ a => { b => 1 } }, { a => 'flat' }));
