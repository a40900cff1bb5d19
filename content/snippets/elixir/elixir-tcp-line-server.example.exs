handler = fn
  "PING" ->
    {:reply, "PONG"}

  "ECHO " <> text ->
    {:reply, text}

  "UPPER " <> text ->
    {:reply, String.upcase(text)}

  "ADD " <> args ->
    sum = args |> String.split() |> Enum.map(&String.to_integer/1) |> Enum.sum()
    {:reply, Integer.to_string(sum)}

  "QUIT" ->
    {:close, "BYE"}

  other ->
    {:reply, "ERR unknown command #{inspect(other)}"}
end

{:ok, port, acceptor} = LineServer.start(0, handler)
IO.puts("listening on an ephemeral port: #{port > 0}")

session = fn lines ->
  {:ok, socket} = :gen_tcp.connect({127, 0, 0, 1}, port, [:binary, packet: :line, active: false])

  replies =
    for line <- lines do
      :ok = :gen_tcp.send(socket, line <> "\r\n")
      {:ok, reply} = :gen_tcp.recv(socket, 0, 2_000)
      String.trim_trailing(reply)
    end

  # After QUIT the server closes its side, so the next read sees :closed.
  after_quit = :gen_tcp.recv(socket, 0, 2_000)
  :gen_tcp.close(socket)
  {replies, after_quit}
end

# Several clients at once, each with its own connection process on the server.
[
  ["PING", "ECHO hello world", "QUIT"],
  ["UPPER élixir", "ADD 1 2 39", "QUIT"],
  ["HELP", "QUIT"]
]
|> Enum.map(fn lines -> Task.async(fn -> session.(lines) end) end)
|> Task.await_many()
|> Enum.each(&IO.inspect/1)

LineServer.stop(acceptor)
IO.inspect(:gen_tcp.connect({127, 0, 0, 1}, port, [:binary], 1_000), label: "after stop")
