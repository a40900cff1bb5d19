fn main() {
    let inputs = [
        "1.0.0", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
        "1.0.0-beta.11", "1.0.0-beta.2", "1.0.0-rc.1", "v2.1.0", "1.10.0", "1.9.3",
    ];
    let mut versions: Vec<(Version, &str)> = inputs.iter().map(|s| (s.parse().unwrap(), *s)).collect();
    versions.sort_by(|a, b| a.0.cmp(&b.0));
    let sorted: Vec<&str> = versions.iter().map(|(_, text)| *text).collect();
    println!("{}", sorted.join(" < "));

    let beta: Version = "1.0.0-beta.11".parse().unwrap();
    println!("pre-release of 1.0.0-beta.11: {:?}", beta.pre);

    let a: Version = "1.2.3+build.5".parse().unwrap();
    let b: Version = "1.2.3+build.9".parse().unwrap();
    println!("1.2.3+build.5 == 1.2.3+build.9: {} (build {:?})", a == b, a.build);
    println!("1.10.0 > 1.9.3: {}", "1.10.0".parse::<Version>().unwrap() > "1.9.3".parse().unwrap());

    for bad in ["1.2", "1.02.3", "1.2.3-", "1.2.3-01", "1.2.3-beta..1", "1.2.x"] {
        println!("{bad:?}: {}", bad.parse::<Version>().unwrap_err());
    }
}
