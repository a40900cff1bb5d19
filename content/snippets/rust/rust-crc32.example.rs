use std::io::{BufRead, BufReader, Cursor};

fn main() {
    println!("crc32(\"\")          = {:08x}", crc32(b""));
    println!("crc32(\"123456789\") = {:08x}", crc32(b"123456789"));
    println!("crc32(\"hello\")     = {:08x}", crc32(b"hello"));

    // Stream a reader in small chunks and get the same checksum as hashing it whole.
    let payload = "The quick brown fox jumps over the lazy dog";
    let mut reader = BufReader::with_capacity(8, Cursor::new(payload.as_bytes()));
    let mut hasher = Crc32::new();
    let mut chunks = 0;
    loop {
        let buf = reader.fill_buf().unwrap();
        if buf.is_empty() {
            break;
        }
        let len = buf.len();
        hasher.update(buf);
        reader.consume(len);
        chunks += 1;
    }
    println!("streamed in {chunks} chunks: {:08x}", hasher.finish());
    println!("one shot:             {:08x}", crc32(payload.as_bytes()));

    // A single flipped bit always changes the checksum.
    let mut corrupted = payload.as_bytes().to_vec();
    corrupted[4] ^= 0x01;
    println!("one bit flipped:      {:08x}", crc32(&corrupted));
}
