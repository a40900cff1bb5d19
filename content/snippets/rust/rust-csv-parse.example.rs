fn main() {
    let text = "name,quote,city\r\n\
                Ada,\"Hello, world\",London\r\n\
                Grace,\"She said \"\"ship it\"\"\",\r\n\
                Linus,\"multi\nline\",Helsinki\n\
                ,,\n";
    match parse_csv(text, ',') {
        Ok(rows) => {
            for (i, row) in rows.iter().enumerate() {
                println!("row {i}: {} fields {:?}", row.len(), row);
            }
        }
        Err(e) => println!("error: {e}"),
    }

    let semicolons = parse_csv("a;b;c\n1;2;3", ';').unwrap();
    println!("semicolon rows: {semicolons:?}");

    println!("empty input rows: {:?}", parse_csv("", ',').unwrap().len());
    println!("{:?}", parse_csv("id,note\n1,\"never closed\n", ','));
}
