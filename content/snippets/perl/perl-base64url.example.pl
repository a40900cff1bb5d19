for my $input ('', 'f', 'fo', 'foo', 'foob', "\xFB\xFF\xBF", "\x00\x01\x02") {
    my $enc = base64url_encode($input);
    my $round = base64url_decode($enc) eq $input ? 'ok' : 'MISMATCH';
    printf "%-12s -> %-8s %s\n", join(' ', map { sprintf '%02x', ord } split //, $input) || '(empty)', "'$enc'", $round;
}

# The JWT header every HS256 token starts with.
say 'jwt header: ', base64url_encode('{"alg":"HS256","typ":"JWT"}');
say 'utf-8 text: ', base64url_encode_text("caf\x{e9} \x{2713}");
say 'padded ok:  ', base64url_decode('Zm9vYg==');

for my $bad ('ab+c', 'abcde', 'a b') {
    eval { base64url_decode($bad) };
    print "decode '$bad': $@";
}
eval { base64url_encode("\x{263A}") };
print "encode wide: $@";
