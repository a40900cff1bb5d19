for my $n ('4111 1111 1111 1111', '4111-1111-1111-1112', '79927398713', '0', '12a4', '') {
    printf "%-22s %s\n", "'$n'", luhn_valid($n) ? 'valid' : 'invalid';
}

my $payload = '7992739871';
my $check   = luhn_check_digit($payload);
say "check digit for $payload: $check";
say 'appended number valid: ', luhn_valid($payload . $check) ? 'yes' : 'no';
say mask_card('4111 1111 1111 1111');
say mask_card('3782-822463-10005');
