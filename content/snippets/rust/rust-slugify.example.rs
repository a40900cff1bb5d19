fn main() {
    let titles = [
        "Hello, World!",
        "  Rust 1.95 -- What's New?  ",
        "Crème brûlée à la française",
        "Don't   repeat__yourself",
        "---",
        "",
    ];
    for title in titles {
        println!("{:?} -> {:?}", title, slugify(title));
    }
}
