fn main() {
    let mut trie = Trie::new();
    let searches = "cargo build cargo test cargo check cargo clippy cargo test cargo bench \
                    cat car cart carbon care cargo test";
    for word in searches.split_whitespace() {
        trie.insert(word);
    }
    println!("car* top 3: {:?}", trie.complete("car", 3));
    println!("car* all: {:?}", trie.complete("car", 10));
    println!("c* top 4: {:?}", trie.complete("c", 4));
    println!("te*: {:?}", trie.complete("te", 5));
    println!("zz*: {:?}", trie.complete("zz", 5));
    println!("contains \"car\": {}, \"ca\": {}", trie.contains("car"), trie.contains("ca"));
    println!("empty prefix, limit 2: {:?}", trie.complete("", 2));
}
