fn main() {
    let user = Json::Object(vec![
        ("id".into(), Json::Number(42.0)),
        ("name".into(), Json::String("Ada \"The Countess\" Lovelace".into())),
        ("bio".into(), Json::String("Line one\nTab\there\\ and \u{1} control".into())),
        ("score".into(), Json::Number(97.5)),
        ("ratio".into(), Json::Number(f64::NAN)),
        ("tags".into(), Json::Array(vec![Json::String("math".into()), Json::String("ñandú ✓".into())])),
        ("empty".into(), Json::Array(vec![])),
        ("meta".into(), Json::Object(vec![("active".into(), Json::Bool(true)), ("manager".into(), Json::Null)])),
    ]);
    println!("{user}");
    println!("{user:#}");
    println!("{}", Json::String("carriage\rreturn".into()));
}
