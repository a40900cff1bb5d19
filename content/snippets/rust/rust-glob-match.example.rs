fn main() {
    let cases = [
        ("*.rs", "main.rs"),
        ("*.rs", "main.rs.bak"),
        ("src/*/mod.rs", "src/net/mod.rs"),
        ("report-????.csv", "report-2024.csv"),
        ("report-????.csv", "report-24.csv"),
        ("img_[0-9][0-9].png", "img_07.png"),
        ("img_[0-9][0-9].png", "img_7a.png"),
        ("[!.]*", ".hidden"),
        ("[!.]*", "visible"),
        ("data\\*.txt", "data*.txt"),
        ("data\\*.txt", "data1.txt"),
        ("[]]x", "]x"),
        ("[!]]x", "]x"),
        ("[oops", "[oops"),
        ("*", ""),
        ("?", ""),
        ("café*", "café-menu"),
        ("*a*a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
    ];
    for (pattern, text) in cases {
        println!("{:<22} {:<44} {}", pattern, format!("{text:?}"), glob_match(pattern, text));
    }

    let files = ["Cargo.toml", "src/lib.rs", "src/bin/cli.rs", "README.md", "tests/api_test.rs"];
    let rust: Vec<&str> = files.iter().copied().filter(|f| glob_match("*.rs", f)).collect();
    println!("rust files: {rust:?}");
}
