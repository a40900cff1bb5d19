namespace eval b64url {}

# Bytes -> URL-safe base64 without padding (RFC 4648 section 5), as JWTs and
# signed tokens use. Pass text through [encoding convertto utf-8] first.
proc b64url::encode {bytes} {
    string map {+ - / _ = ""} [binary encode base64 $bytes]
}

proc b64url::decode {text} {
    set len [string length $text]
    # A length of 4n+1 can never come from an encoder, so it is rejected early.
    if {![regexp {^[A-Za-z0-9_-]*$} $text] || $len % 4 == 1} {
        throw {B64URL INVALID} "not base64url: \"$text\""
    }
    set padding [string repeat = [expr {(4 - $len % 4) % 4}]]
    binary decode base64 -strict [string map {- + _ /} $text]$padding
}

proc b64url::encodeText {text} { encode [encoding convertto utf-8 $text] }
proc b64url::decodeText {text} { encoding convertfrom utf-8 [decode $text] }

# Reads a JWT's header and payload JSON for logging or debugging. This does NOT
# check the signature: never trust these claims for access decisions.
proc b64url::peekJwt {token} {
    set parts [split $token .]
    if {[llength $parts] != 3} { throw {B64URL INVALID} "a JWT has three parts" }
    dict create header [decodeText [lindex $parts 0]] payload [decodeText [lindex $parts 1]]
}
