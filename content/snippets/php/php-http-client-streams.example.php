<?php
// A throwaway local HTTP server in a forked child process, so the example needs no network.
$server = stream_socket_server('tcp://127.0.0.1:0');
$base = 'http://' . stream_socket_get_name($server, false);
$pid = pcntl_fork();
if ($pid === 0) {
    while ($conn = @stream_socket_accept($server, 5)) {
        $head = '';
        while (!str_contains($head, "\r\n\r\n") && ($line = fgets($conn)) !== false) {
            $head .= $line;
        }
        preg_match('/^(\S+) (\S+)/', $head, $req);
        $length = preg_match('/content-length: *(\d+)/i', $head, $m) ? (int) $m[1] : 0;
        $sent = $length > 0 ? fread($conn, $length) : '';
        [$status, $extra, $reply] = match ("$req[1] $req[2]") {
            'GET /hello' => ['200 OK', '', ['greeting' => 'hello']],
            'POST /users' => ['201 Created', "Location: /users/7\r\n", ['id' => 7, 'received' => json_decode($sent, true)]],
            'GET /old' => ['301 Moved Permanently', "Location: /hello\r\n", []],
            default => ['404 Not Found', '', ['error' => "no route for $req[2]"]],
        };
        $json = json_encode($reply);
        fwrite($conn, "HTTP/1.1 $status\r\n{$extra}Content-Type: application/json\r\nContent-Length: " . strlen($json) . "\r\nConnection: close\r\n\r\n$json");
        fclose($conn);
    }
    exit(0);
}

$r = http_request('GET', "$base/hello", ['Accept' => 'application/json']);
echo "GET /hello -> $r->status ", $r->header('Content-Type'), ' ', $r->body, "\n";

$r = http_request('POST', "$base/users", body: ['name' => 'Ada', 'roles' => ['admin']]);
echo "POST /users -> $r->status location=", $r->header('location'), ' name=', $r->json()['received']['name'], "\n";

$r = http_request('GET', "$base/old");
echo "GET /old -> $r->status after following the redirect: ", $r->body, "\n";

$r = http_request('DELETE', "$base/nothing");
echo "DELETE /nothing -> $r->status ", $r->json()['error'], "\n";

posix_kill($pid, SIGTERM);
pcntl_waitpid($pid, $status);
fclose($server);

try {
    http_request('GET', $base . '/hello', timeout: 2);   // the server is gone now
} catch (RuntimeException $e) {
    echo 'after shutdown: ', str_contains($e->getMessage(), 'Connection refused') ? 'connection refused' : $e->getMessage(), "\n";
}
