fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn main() {
    println!("sha256(\"\")    = {}", hex(&sha256(b"")));
    println!("sha256(\"abc\") = {}", hex(&sha256(b"abc")));
    // 56 bytes forces the length field into a second padding block.
    let two_blocks = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    println!("sha256(56 bytes) = {}", hex(&sha256(two_blocks)));

    let tag = hmac_sha256(b"Jefe", b"what do ya want for nothing?");
    println!("hmac(Jefe) = {}", hex(&tag));
    let long_key = [0xaau8; 131];
    let long_tag = hmac_sha256(&long_key, b"Test Using Larger Than Block-Size Key - Hash Key First");
    println!("hmac(131-byte key) = {}", hex(&long_tag));

    let body = br#"{"event":"invoice.paid","id":42}"#;
    let signature = hmac_sha256(b"webhook-secret", body);
    println!("valid signature: {}", verify_hmac_sha256(b"webhook-secret", body, &signature));
    println!("tampered body:   {}", verify_hmac_sha256(b"webhook-secret", br#"{"event":"invoice.paid","id":43}"#, &signature));
    println!("truncated tag:   {}", verify_hmac_sha256(b"webhook-secret", body, &signature[..16]));
}
