use v5.36;
use Digest::SHA qw(hmac_sha256);
use MIME::Base64 qw(encode_base64url decode_base64url);

# Signs a payload with HMAC-SHA256 and an expiry time: "<payload-b64url>.<expires>.<sig-b64url>".
# Use it for password-reset links, unsubscribe tokens or signed cookies.
sub sign_token ($payload, $secret, %opt) {
    my $expires = ($opt{now} // time) + ($opt{ttl} // 3600);
    my $body    = encode_base64url($payload) . ".$expires";
    return "$body." . encode_base64url(hmac_sha256($body, $secret));
}

# Returns the payload when the token is authentic and unexpired, otherwise undef.
sub verify_token ($token, $secret, %opt) {
    my ($payload_b64, $expires, $sig) = ($token // '') =~ /^([\w-]*)\.(\d+)\.([\w-]+)$/ or return undef;
    my $expected = encode_base64url(hmac_sha256("$payload_b64.$expires", $secret));
    return undef unless constant_time_eq($sig, $expected);
    return undef if $expires < ($opt{now} // time);
    return decode_base64url($payload_b64);
}

# Compares without stopping at the first difference, so timing does not reveal how much matched.
sub constant_time_eq ($x, $y) {
    return 0 unless length $x == length $y;
    my $diff = 0;
    $diff |= ord(substr $x, $_, 1) ^ ord(substr $y, $_, 1) for 0 .. length($x) - 1;
    return $diff == 0;
}
