my $ini = parse_ini(<<'INI');
app_name = Snip Stack
; database settings
[database]
host     = db.internal
port: 5432
password = "p@ss \"word\""

[features]
beta = yes
motd = Welcome!
    Maintenance on Friday.
[empty section]
INI

for my $section (sort keys %$ini) {
    say "[$section]";
    say "  $_ = ", $ini->{$section}{$_} =~ s/\n/\\n/gr for sort keys $ini->{$section}->%*;
}
say 'port: ', ini_get($ini, 'database.port', 3306);
say 'timeout (default): ', ini_get($ini, 'database.timeout', 30);
say 'beta as boolean: ', ini_bool($ini, 'features.beta');
eval { ini_bool($ini, 'database.host') } or print $@;
say 'top-level name: ', ini_get($ini, 'app_name');

eval { parse_ini("[ok]\nthis line is wrong\n") } or print $@;
