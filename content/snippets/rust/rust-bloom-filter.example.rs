fn main() {
    let mut seen: BloomFilter<str> = BloomFilter::new(1_000, 0.01);
    let (bits, hashes) = seen.size_info();
    println!("1000 items at 1%: {bits} bits ({} bytes), {hashes} hash functions", bits.div_ceil(8));

    for i in 0..1_000 {
        seen.insert(&format!("user-{i}"));
    }
    let missed = (0..1_000).filter(|i| !seen.contains(&format!("user-{i}"))).count();
    println!("inserted items reported missing: {missed}");

    // Items never inserted: a few may be reported present, but never many more than the target rate.
    let false_positives = (0..10_000).filter(|i| seen.contains(&format!("visitor-{i}"))).count();
    let rate = false_positives as f64 / 10_000.0;
    println!("false positives: {false_positives} of 10000 ({:.2}%)", rate * 100.0);
    println!("false positive rate below 2%: {}", rate < 0.02);

    let empty: BloomFilter<u64> = BloomFilter::new(10, 0.001);
    println!("empty filter contains 42: {}", empty.contains(&42));
}
