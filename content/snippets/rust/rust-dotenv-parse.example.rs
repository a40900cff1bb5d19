fn main() {
    let text = r#"
# Database settings
DATABASE_URL=postgres://app:secret@localhost:5432/app
export PORT=8080
GREETING="Hello,\n\"world\""   # double quotes process escapes
RAW='no $expansion or \n here'
HOMEPAGE=https://example.com/#top # inline comment
EMPTY=
SPACED = value with spaces
"#;
    match parse_dotenv(text) {
        Ok(pairs) => {
            for (key, value) in &pairs {
                println!("{key} = {value:?}");
            }
        }
        Err(e) => println!("error: {e}"),
    }

    for bad in ["JUST_A_WORD", "1KEY=x", "NAME=\"open", "NAME='x' trailing"] {
        println!("{bad:?}: {}", parse_dotenv(bad).unwrap_err());
    }
}
