use std::io::{self, BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::thread;

/// Answers each request line with the handler's reply; `None` from the handler closes the connection.
pub fn serve_lines<F>(listener: TcpListener, handler: F) -> io::Result<()>
where
    F: Fn(&str) -> Option<String> + Send + Sync + 'static,
{
    let handler = Arc::new(handler);
    for stream in listener.incoming() {
        // A failed accept (for example a client that reset early) must not stop the server.
        let Ok(stream) = stream else { continue };
        let handler = Arc::clone(&handler);
        thread::spawn(move || {
            if let Err(err) = handle_client(stream, handler.as_ref()) {
                eprintln!("client error: {err}");
            }
        });
    }
    Ok(())
}

fn handle_client<F: Fn(&str) -> Option<String>>(stream: TcpStream, handler: &F) -> io::Result<()> {
    stream.set_nodelay(true)?;
    let mut writer = stream.try_clone()?;
    for line in BufReader::new(stream).lines() {
        match handler(line?.trim_end()) {
            Some(reply) => writeln!(writer, "{reply}")?,
            None => break,
        }
    }
    Ok(())
}
