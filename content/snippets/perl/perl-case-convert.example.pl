use utf8;    # this file contains accented literals
binmode STDOUT, ':encoding(UTF-8)';

my @inputs = ('user_id', 'parseHTTPResponse', 'XMLHttpRequest', 'userID', 'max-retry-count',
              '  Hello   world ', 'version2Beta', 'ÉtatCivil_numéro', 'API_KEY', '');
printf "%-20s %-20s %-20s %s\n", 'input', 'camel', 'snake', 'kebab';
for my $in (@inputs) {
    printf "%-20s %-20s %-20s %s\n", "'$in'", camel_case($in), snake_case($in), kebab_case($in);
}
say 'pascal:   ', pascal_case('get user by id');
say 'constant: ', constant_case('defaultTimeoutMs');
say 'title:    ', title_case('the_quick-brownFox');
