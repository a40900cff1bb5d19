fn main() {
    for input in ["", "f", "fo", "foo", "foob", "fooba", "foobar"] {
        let encoded = base64url_encode(input.as_bytes());
        let decoded = base64url_decode(&encoded).unwrap();
        println!("{input:?} -> {encoded:?} -> {:?}", String::from_utf8(decoded).unwrap());
    }
    // Bytes that need '+' and '/' in standard base64 use '-' and '_' here.
    let binary = [0xfb, 0xff, 0xbf, 0x00, 0x10];
    let encoded = base64url_encode(&binary);
    println!("{binary:02x?} -> {encoded} -> {:02x?}", base64url_decode(&encoded).unwrap());
    println!("padded input: {:?}", base64url_decode("Zm9vYg=="));
    for bad in ["Zm9v!A", "Zm9v+g", "Zm9vY", "Zm9vYh"] {
        println!("{bad:?}: {}", base64url_decode(bad).unwrap_err());
    }
}
