{:ok, _} = Supervisor.start_link([{PubSub, name: :bus}], strategy: :one_for_one)
parent = self()

# A second process that only wants large orders and forwards what it receives.
listener =
  spawn(fn ->
    :ok = PubSub.subscribe(:bus, "orders", fn order -> order.total >= 100 end)
    send(parent, :ready)

    for _ <- 1..2 do
      receive do
        {:event, topic, order} -> send(parent, {:forwarded, topic, order.id})
      end
    end
  end)

receive do: (:ready -> :ok)
:ok = PubSub.subscribe(:bus, "orders")
IO.inspect(PubSub.subscriber_count(:bus, "orders"), label: "subscribers")

PubSub.broadcast(:bus, "orders", %{id: 1, total: 40})
PubSub.broadcast(:bus, "orders", %{id: 2, total: 250})
PubSub.broadcast(:bus, "payments", %{id: 99})

# Waits for exactly n messages; messages to self arrive during the broadcast call itself.
take = fn n -> Enum.sort(for _ <- 1..n, do: receive(do: (message -> message))) end
nothing_left? = fn -> receive(do: (_ -> false), after: (0 -> true)) end

IO.inspect(take.(3), label: "received")

# broadcast_from skips the sender; the listener still gets it.
Process.monitor(listener)
PubSub.broadcast_from(:bus, "orders", %{id: 3, total: 500})
IO.inspect(take.(1), label: "after broadcast_from")

receive do
  {:DOWN, _ref, :process, ^listener, reason} -> IO.inspect(reason, label: "listener exited")
end

:ok = PubSub.unsubscribe(:bus, "orders")
PubSub.broadcast(:bus, "orders", %{id: 4, total: 1})
IO.inspect(nothing_left?.(), label: "mailbox empty after unsubscribe")
