my $csv = <<'CSV';
id,name,notes
1,"Lovelace, Ada","First ""programmer"""
2,Alan Turing,
3,Grace Hopper,"Multi-line
note"
CSV

my $rows = parse_csv($csv);
say scalar(@$rows), ' rows';
for my $row (@$rows) {
    say join ' | ', map { s/\n/\\n/gr } @$row;
}

for my $rec (csv_records($rows)->@*) {
    say "$rec->{id}: $rec->{name}";
}

my $semi = parse_csv("a;b;\"c;d\"\r\n1;2;3\r\n", sep => ';');
say join ',', map { "[@$_]" } @$semi;

say 'empty fields: ', scalar parse_csv(",,\n")->[0]->@*;
say 'empty input: ', scalar parse_csv('')->@*, ' rows';
eval { parse_csv(qq{ok,"unterminated\n}) } or print "error: $@";
