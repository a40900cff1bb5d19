# These bytes produce "+" and "/" in standard base64.
set bytes [binary format H* fbff3e7f]
puts "standard:  [binary encode base64 $bytes]"
puts "base64url: [b64url::encode $bytes]"
binary scan [b64url::decode [b64url::encode $bytes]] H* hex
puts "decoded:   $hex"

# Text goes through UTF-8 so non-ASCII characters survive the round trip.
set text "na\u00efve caf\u00e9 \u2713"
set token [b64url::encodeText $text]
puts "$token -> round trip ok: [expr {[b64url::decodeText $token] eq $text}]"

# Every length works without padding, including the empty string.
foreach s {"" f fo foo foob} { puts "\"$s\" -> \"[b64url::encodeText $s]\"" }

set jwt "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsIm5hbWUiOiJBZGEifQ.c2lnbmF0dXJl"
dict for {part json} [b64url::peekJwt $jwt] { puts "$part: $json" }

# Edge cases: standard-alphabet input and impossible lengths are rejected.
foreach bad {"ab+c" "abcde"} {
    try { b64url::decode $bad } trap {B64URL INVALID} {msg} { puts "rejected: $msg" }
}
