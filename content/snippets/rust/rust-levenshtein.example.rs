fn main() {
    let pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same"), ("café", "cafe"), ("Rust", "rust")];
    for (a, b) in pairs {
        println!("levenshtein({a:?}, {b:?}) = {}", levenshtein(a, b));
    }

    let commands = ["build", "check", "clean", "run", "test", "bench"];
    for typo in ["biuld", "tset", "chek", "deploy"] {
        match did_you_mean(typo, &commands, 2) {
            Some(hint) => println!("unknown command {typo:?}; did you mean {hint:?}?"),
            None => println!("unknown command {typo:?}"),
        }
    }
}
