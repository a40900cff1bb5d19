fn main() {
    let mut recent = RingBuffer::new(3);
    println!("empty: {}, oldest: {:?}", recent.is_empty(), recent.oldest());
    for line in ["boot", "connect", "auth ok", "request /", "request /api"] {
        if let Some(dropped) = recent.push(line) {
            println!("dropped {dropped:?}");
        }
    }
    println!("last {} lines (full: {}): {:?}", recent.len(), recent.is_full(), recent.iter().collect::<Vec<_>>());
    println!("newest first: {:?}", recent.iter().rev().collect::<Vec<_>>());
    println!("oldest: {:?}, newest: {:?}", recent.oldest(), recent.newest());

    // Moving average over the last 4 latency samples.
    let mut window = RingBuffer::new(4);
    for ms in [120, 80, 100, 300, 90, 110] {
        window.push(ms);
        let avg = window.iter().sum::<u32>() as f64 / window.len() as f64;
        println!("sample {ms:>3} ms -> moving average {avg:.1} ms");
    }
}
