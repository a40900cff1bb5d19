fn main() {
    let build: BTreeMap<&str, Vec<&str>> = BTreeMap::from([
        ("app", vec!["http", "db", "config"]),
        ("http", vec!["config", "log"]),
        ("db", vec!["config", "log", "log"]),
        ("config", vec![]),
        ("test", vec!["app"]),
    ]);
    match topo_sort(&build) {
        Ok(order) => println!("build order: {}", order.join(" -> ")),
        Err(stuck) => println!("cycle among: {stuck:?}"),
    }

    let cyclic: BTreeMap<u32, Vec<u32>> = BTreeMap::from([(1, vec![2]), (2, vec![3]), (3, vec![1]), (4, vec![]), (5, vec![1])]);
    match topo_sort(&cyclic) {
        Ok(order) => println!("order: {order:?}"),
        Err(stuck) => println!("cycle: could not order {stuck:?}"),
    }

    let empty: BTreeMap<char, Vec<char>> = BTreeMap::new();
    println!("empty graph: {:?}", topo_sort(&empty));
}
