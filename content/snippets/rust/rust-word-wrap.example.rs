fn main() {
    let text = "The quick brown fox jumps over the lazy dog.   Spaces   collapse.\n\n\
                Second paragraph with a supercalifragilisticexpialidocious word and émigré café text.";
    let width = 20;
    for line in wrap(text, width) {
        // `{:<20}` pads by chars, so the right border lines up even with accented letters.
        println!("|{line:<width$}|");
    }
    println!("empty input: {:?}", wrap("", 10));
    println!("width 3: {:?}", wrap("ab abcdefg", 3));
}
