fn main() {
    let title = "The quick brown fox jumps over the lazy dog";
    for max in [100, 43, 20, 12, 5, 1, 0] {
        let short = truncate_chars(title, max);
        println!("{max:>3}: {short:?} (length {})", short.chars().count());
    }

    // One long word has no space to back up to, so it is cut mid-word.
    println!("{:?}", truncate_chars("Supercalifragilisticexpialidocious", 10));
    // Character counts, not bytes: each of these letters is 2 or 3 bytes in UTF-8.
    println!("{:?}", truncate_chars("Ελληνικά κείμενα και 日本語のテキスト", 12));

    // Slicing "naïve café" at byte 3 would split the two-byte ï and panic.
    let text = "naïve café";
    for max in [3, 4, 9, 10, 11, 50] {
        println!("bytes <= {max:>2}: {:?}", truncate_bytes(text, max));
    }
}
