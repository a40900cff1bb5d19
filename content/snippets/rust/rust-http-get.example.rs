use std::net::TcpListener;

fn main() {
    // A throwaway local server that answers three requests with canned responses.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let host = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        let replies = [
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\n\r\nHello, world!",
            "HTTP/1.1 404 Not Found\r\ncontent-length: 9\r\n\r\nnot found",
            "SSH-2.0-OpenSSH_9.6\r\n",
        ];
        for (stream, reply) in listener.incoming().zip(replies) {
            let mut stream = stream.unwrap();
            // Read the whole request head before replying, as a real server would.
            let mut reader = BufReader::new(&stream);
            let mut line = String::new();
            while reader.read_line(&mut line).unwrap() > 0 && line != "\r\n" {
                line.clear();
            }
            stream.write_all(reply.as_bytes()).unwrap();
        }
    });

    let ok = http_get(&host, "/hello").unwrap();
    println!("status: {}", ok.status);
    println!("content-type: {:?}", ok.header("content-type"));
    println!("body: {}", String::from_utf8_lossy(&ok.body));

    let missing = http_get(&host, "/missing").unwrap();
    println!("status: {}, length header: {:?}", missing.status, missing.header("Content-Length"));

    match http_get(&host, "/") {
        Ok(response) => println!("unexpected success: {}", response.status),
        Err(err) => println!("error: {err}"),
    }
}
