use std::cell::Cell;

fn fib(memo: &mut Memo<u64, u128>, n: u64) -> u128 {
    if n < 2 { n as u128 } else { memo.get(n - 1) + memo.get(n - 2) }
}

/// Ways to climb `n` stairs taking 1, 2 or 3 steps at a time.
fn stairs(memo: &mut Memo<u32, u64>, n: u32) -> u64 {
    match n {
        0 => 1,
        _ => (1..=3.min(n)).map(|step| memo.get(n - step)).sum(),
    }
}

fn main() {
    // Without memoization fib(150) would take longer than the age of the universe.
    let mut fibs = Memo::new(fib);
    println!("fib(150) = {}", fibs.get(150));
    println!("values cached: {}", fibs.cached_len());

    let mut ways = Memo::new(stairs);
    println!("stairs(30) = {}", ways.get(30));
    println!("stairs(0) = {}", ways.get(0));

    // The closure form for non-recursive work: count how often the slow path really runs.
    let calls = Cell::new(0);
    let mut slow_square = memoize(|x: i64| {
        calls.set(calls.get() + 1);
        x * x
    });
    let results: Vec<i64> = [3, -3, 3, 4, 3, -3].into_iter().map(&mut slow_square).collect();
    println!("squares = {results:?}, computed {} times", calls.get());

    let mut shout = memoize(|s: String| s.to_uppercase());
    println!("{} {}", shout("hi".to_string()), shout("hi".to_string()));
}
