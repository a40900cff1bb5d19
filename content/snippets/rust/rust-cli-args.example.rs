fn run(line: &str) {
    // In a real program pass std::env::args().skip(1) instead of splitting a string.
    let argv = line.split_whitespace().map(String::from);
    let result = parse_args(argv, &["verbose", "v", "dry-run"], &["output", "o", "jobs"]).and_then(|args| {
        let jobs: u32 = args.get("jobs", 4)?;
        Ok(format!(
            "verbose={} dry_run={} output={:?} jobs={jobs} files={:?}",
            args.flag("verbose") || args.flag("v"),
            args.flag("dry-run"),
            args.options.get("output").or(args.options.get("o")),
            args.positional
        ))
    });
    match result {
        Ok(summary) => println!("{line:<34} => {summary}"),
        Err(err) => println!("{line:<34} => error: {err}"),
    }
}

fn main() {
    run("a.txt b.txt");
    run("--verbose --output out.bin a.txt");
    run("-v -o=out.bin --jobs=8 a.txt");
    run("--dry-run -- --not-a-flag -");
    run("--jobs many a.txt");
    run("--output");
    run("--verbose=yes");
    run("--colour auto");
}
