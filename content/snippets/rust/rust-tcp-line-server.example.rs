fn request(reader: &mut BufReader<TcpStream>, line: &str) -> String {
    writeln!(reader.get_mut(), "{line}").unwrap();
    let mut reply = String::new();
    reader.read_line(&mut reply).unwrap();
    if reply.is_empty() { "(connection closed)".to_string() } else { reply.trim_end().to_string() }
}

fn main() {
    // Port 0 lets the OS pick a free port, so the example never clashes with a running service.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        serve_lines(listener, |line| match line.split_once(' ') {
            _ if line == "PING" => Some("PONG".to_string()),
            _ if line == "QUIT" => None,
            Some(("ECHO", text)) => Some(text.to_string()),
            Some(("ADD", nums)) => Some(match nums.split(' ').map(str::parse::<i64>).sum::<Result<i64, _>>() {
                Ok(total) => total.to_string(),
                Err(err) => format!("ERR {err}"),
            }),
            _ => Some(format!("ERR unknown command: {line}")),
        })
        .unwrap();
    });

    let mut alice = BufReader::new(TcpStream::connect(addr).unwrap());
    let mut bob = BufReader::new(TcpStream::connect(addr).unwrap());
    // Both connections are served at the same time, each by its own thread.
    println!("alice PING      -> {}", request(&mut alice, "PING"));
    println!("bob   ECHO hi   -> {}", request(&mut bob, "ECHO hi there"));
    println!("alice ADD 2 3 4 -> {}", request(&mut alice, "ADD 2 3 4"));
    println!("bob   ADD 2 x   -> {}", request(&mut bob, "ADD 2 x"));
    println!("alice DANCE     -> {}", request(&mut alice, "DANCE"));
    println!("alice QUIT      -> {}", request(&mut alice, "QUIT"));
    println!("bob   PING      -> {}", request(&mut bob, "PING"));
}
