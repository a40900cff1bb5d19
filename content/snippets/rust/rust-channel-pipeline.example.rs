fn main() {
    let raw_lines = vec![
        "GET /index.html 200 512", "GET /missing 404 0", "POST /api/orders 201 87",
        "garbage line", "GET /logo.png 200 20480", "DELETE /api/orders/7 500 12",
    ];

    // Stage 1 parses (dropping malformed lines), stage 2 keeps successes, stage 3 formats.
    let report = Pipeline::source(raw_lines, 2)
        .stage(2, |line: &str| {
            let parts: Vec<&str> = line.split(' ').collect();
            match parts.as_slice() {
                [method, path, status, bytes] => {
                    Some((method.to_string(), path.to_string(), status.parse::<u16>().ok()?, bytes.parse::<u64>().ok()?))
                }
                _ => None,
            }
        })
        .stage(2, |(method, path, status, bytes)| (status < 400).then_some((method, path, bytes)))
        .stage(2, |(method, path, bytes)| Some(format!("{method:<6} {path:<16} {bytes:>6} B")))
        .collect()
        .unwrap();

    for line in &report {
        println!("{line}");
    }
    println!("{} of 6 lines reported", report.len());

    // Order is preserved because each stage is a single thread reading a FIFO channel.
    let squares = Pipeline::source(1..=10u64, 4).stage(4, |n| Some(n * n)).collect().unwrap();
    println!("squares: {squares:?}");

    // A panic inside a stage is reported by collect instead of being lost (the hook just keeps stderr quiet).
    std::panic::set_hook(Box::new(|_| {}));
    let failed = Pipeline::source(vec![1, 2, 0, 4], 1)
        .stage(1, |n: i32| if n == 0 { panic!("zero is not allowed") } else { Some(100 / n) })
        .collect();
    println!("panicking stage -> is_err = {}", failed.is_err());
}
