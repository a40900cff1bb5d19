defmodule LineServer do
  @moduledoc "A small concurrent TCP server for line-based protocols, built on :gen_tcp."

  @doc """
  Listens on 127.0.0.1:`port` (0 picks a free port) and calls `handler.(line)` for every line.
  The handler returns `{:reply, iodata}` or `{:close, iodata}`. Returns `{:ok, port, acceptor_pid}`.
  """
  def start(port, handler) do
    parent = self()
    acceptor = spawn(fn -> listen(port, handler, parent) end)

    receive do
      {:listening, ^acceptor, result} -> with {:ok, port} <- result, do: {:ok, port, acceptor}
    end
  end

  @doc "Stops accepting; the listen socket closes with its owner, the acceptor process."
  def stop(acceptor) do
    ref = Process.monitor(acceptor)
    Process.exit(acceptor, :shutdown)
    receive(do: ({:DOWN, ^ref, :process, _, _} -> :ok))
  end

  defp listen(port, handler, parent) do
    # packet: :line makes the VM split the byte stream into lines; active: false gives back-pressure.
    opts = [:binary, packet: :line, active: false, reuseaddr: true, ip: {127, 0, 0, 1}]

    case :gen_tcp.listen(port, opts) do
      {:ok, socket} ->
        send(parent, {:listening, self(), :inet.port(socket)})
        accept_loop(socket, handler)

      error ->
        send(parent, {:listening, self(), error})
    end
  end

  defp accept_loop(listen_socket, handler) do
    {:ok, socket} = :gen_tcp.accept(listen_socket)
    # One process per connection: a slow or crashing client cannot affect the others.
    pid = spawn(fn -> receive(do: (:ready -> serve(socket, handler))) end)
    :ok = :gen_tcp.controlling_process(socket, pid)
    send(pid, :ready)
    accept_loop(listen_socket, handler)
  end

  defp serve(socket, handler) do
    with {:ok, line} <- :gen_tcp.recv(socket, 0, 30_000),
         {action, data} =
           handler.(line |> String.trim_trailing("\n") |> String.trim_trailing("\r")),
         :ok <- :gen_tcp.send(socket, [data, "\n"]) do
      if action == :reply, do: serve(socket, handler), else: :gen_tcp.close(socket)
    else
      # Closed by the client, idle for 30 seconds or a failed send: release the socket either way.
      {:error, _reason} -> :gen_tcp.close(socket)
    end
  end
end
