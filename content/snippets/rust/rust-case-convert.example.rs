fn main() {
    let inputs = [
        "userId", "UserProfileURL", "parseHTTPResponse", "max_retry_count",
        "content-type", "  Hello   World  ", "utf8Decoder2", "XMLHttpRequest", "straße_größe", "",
    ];
    for input in inputs {
        println!(
            "{:<22} snake={:<22} camel={:<18} pascal={:<18} kebab={:<22} screaming={}",
            format!("{input:?}"),
            to_snake_case(input),
            to_camel_case(input),
            to_pascal_case(input),
            to_kebab_case(input),
            to_screaming_snake_case(input),
        );
    }
}
