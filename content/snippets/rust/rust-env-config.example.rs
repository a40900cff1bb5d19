use std::collections::HashMap;

fn load(vars: &[(&str, &str)]) {
    let map: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    match Config::from_lookup(|key| map.get(key).cloned()) {
        Ok(config) => println!("ok: {config:?}"),
        Err(errors) => {
            println!("invalid configuration:");
            for error in errors {
                println!("  - {error}");
            }
        }
    }
}

fn main() {
    // Only the required variable: everything else takes its default.
    load(&[("DATABASE_URL", "postgres://localhost/app")]);
    // Overrides, including a blank PORT that falls back to the default and DEBUG=on.
    load(&[("DATABASE_URL", "postgres://db/app"), ("PORT", " "), ("WORKERS", "16"), ("REQUEST_TIMEOUT_SECS", "5"), ("DEBUG", "on")]);
    // Several mistakes are reported together.
    load(&[("PORT", "80800"), ("WORKERS", "0"), ("REQUEST_TIMEOUT_SECS", "-1"), ("DEBUG", "maybe")]);
}
