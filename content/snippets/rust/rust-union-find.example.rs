fn main() {
    // Which accounts belong to the same person, given pairs that share an email address?
    let accounts = ["ana", "ben", "cy", "dee", "eli", "fay", "gus"];
    let shared_email = [(0, 2), (3, 4), (2, 5), (5, 0), (1, 1)];
    let mut people = UnionFind::new(accounts.len());
    for (a, b) in shared_email {
        let merged = people.union(a, b);
        println!("link {} - {}: {}", accounts[a], accounts[b], if merged { "merged" } else { "already together" });
    }
    println!("people: {}", people.components());
    println!("ana ~ fay: {}, ana ~ dee: {}", people.connected(0, 5), people.connected(0, 3));
    println!("size of ana's group: {}", people.set_size(0));
    for group in people.groups() {
        let names: Vec<&str> = group.iter().map(|&i| accounts[i]).collect();
        println!("  {names:?}");
    }

    // Kruskal's minimum spanning tree: take the cheapest edge that joins two different components.
    let mut edges = [(4, 0, 1), (1, 1, 2), (3, 0, 2), (2, 2, 3), (5, 1, 3), (7, 3, 4), (6, 2, 4)];
    edges.sort();
    let mut forest = UnionFind::new(5);
    let tree: Vec<_> = edges.iter().filter(|&&(_, a, b)| forest.union(a, b)).collect();
    let cost: i32 = tree.iter().map(|e| e.0).sum();
    println!("mst edges (cost, from, to): {tree:?}, total cost {cost}");
}
