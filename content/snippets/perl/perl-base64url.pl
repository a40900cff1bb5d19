use v5.36;
use MIME::Base64 qw(encode_base64 decode_base64);
use Encode qw(encode_utf8);

# Base64url (RFC 4648 section 5): the URL- and filename-safe alphabet used by JWTs,
# signed cookies and short tokens. Padding is dropped on encode and optional on decode.
sub base64url_encode ($bytes) {
    # Wide characters cannot be base64-encoded; callers must pass bytes.
    die "base64url_encode: wide character, encode to UTF-8 first\n" if $bytes =~ /[^\x00-\xFF]/;
    my $b64 = encode_base64($bytes, '');    # '' turns off the 76-column line breaks
    $b64 =~ tr{+/}{-_};
    $b64 =~ s/=+\z//;
    return $b64;
}

sub base64url_decode ($text) {
    # decode_base64 silently skips bad characters, so validate strictly first.
    die "base64url_decode: invalid character\n" unless $text =~ /\A[A-Za-z0-9_-]*={0,2}\z/;
    (my $b64 = $text) =~ s/=+\z//;
    die "base64url_decode: invalid length\n" if length($b64) % 4 == 1;
    $b64 =~ tr{-_}{+/};
    $b64 .= '=' x (-length($b64) % 4);
    return decode_base64($b64);
}

sub base64url_encode_text ($string) { base64url_encode(encode_utf8($string)) }
