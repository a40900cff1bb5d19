use v5.36;

# Luhn (mod 10) checksum used by payment card numbers, IMEIs and many national IDs.
# Spaces and dashes are ignored so user-formatted input can be checked as typed.
sub luhn_valid ($number) {
    (my $digits = $number // '') =~ tr/ -//d;
    return 0 unless $digits =~ /^\d{2,}$/;
    return _luhn_sum($digits) % 10 == 0 ? 1 : 0;
}

# Computes the check digit to append to a payload.
sub luhn_check_digit ($payload) {
    die "luhn_check_digit: digits only\n" unless $payload =~ /^\d+$/;
    # Appending a 0 places the payload's digits where they will sit in the final number.
    return (10 - _luhn_sum($payload . '0') % 10) % 10;
}

sub _luhn_sum ($digits) {
    my ($sum, $double) = (0, 0);
    # Walk from the right: every second digit is doubled, and 10..18 become 1..9.
    for my $d (reverse split //, $digits) {
        if ($double) {
            $d *= 2;
            $d -= 9 if $d > 9;
        }
        $sum += $d;
        $double = !$double;
    }
    return $sum;
}

# Masks all but the last four digits for display and logs, keeping the original separators.
sub mask_card ($number) {
    my $total = () = $number =~ /\d/g;
    my $seen  = 0;
    return $number =~ s/(\d)/++$seen > $total - 4 ? $1 : '*'/ger;
}
