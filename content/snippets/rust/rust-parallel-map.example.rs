fn is_prime(n: &u64) -> bool {
    let n = *n;
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

fn main() {
    let numbers: Vec<u64> = (1..=200_000).collect();
    let flags = par_map(&numbers, default_threads(), is_prime);
    println!("primes up to 200000: {}", flags.iter().filter(|&&p| p).count());
    println!("first flags: {:?}", &flags[..8]);

    // Results line up with inputs, whatever the thread count.
    let words = ["pear", "fig", "banana", "kiwi", "apple"];
    for threads in [1, 2, 3, 16] {
        let lengths = par_map(&words, threads, |w| (w.to_uppercase(), w.len()));
        println!("{threads:>2} threads: {lengths:?}");
    }

    // Borrowed state is shared with the workers without Arc.
    let prefix = String::from("item-");
    let labels = par_map(&[7, 8, 9], 2, |n| format!("{prefix}{n}"));
    println!("labels: {labels:?}");

    let empty: Vec<u64> = par_map(&[] as &[u64], 4, |n| n + 1);
    println!("empty input: {empty:?}");
    println!("default threads >= 1: {}", default_threads() >= 1);
}
