defmodule PubSub do
  @moduledoc "Topic-based publish/subscribe between processes on one node, built on Registry."

  # Duplicate keys let many processes register under the same topic.
  def child_spec(opts) do
    opts = Keyword.merge([keys: :duplicate, partitions: System.schedulers_online()], opts)
    %{id: Keyword.fetch!(opts, :name), start: {Registry, :start_link, [opts]}, type: :supervisor}
  end

  def start_link(name), do: Registry.start_link(keys: :duplicate, name: name)

  @doc "Subscribes the calling process; `filter` is a predicate run on each message before it is sent."
  def subscribe(bus, topic, filter \\ fn _message -> true end) do
    {:ok, _owner} = Registry.register(bus, topic, filter)
    :ok
  end

  def unsubscribe(bus, topic), do: Registry.unregister(bus, topic)

  @doc "Sends `{:event, topic, message}` to every subscriber whose filter accepts it."
  def broadcast(bus, topic, message), do: dispatch(bus, topic, message, nil)

  @doc "Like broadcast/3, but skips the calling process, so a publisher does not hear its own events."
  def broadcast_from(bus, topic, message), do: dispatch(bus, topic, message, self())

  def subscriber_count(bus, topic), do: bus |> Registry.lookup(topic) |> length()

  defp dispatch(bus, topic, message, skip) do
    # Registry.dispatch runs in the caller and reads the partition table directly, so there is no
    # central process to become a bottleneck; dead subscribers are removed by the registry itself.
    Registry.dispatch(bus, topic, fn entries ->
      for {pid, filter} <- entries,
          pid != skip,
          filter.(message),
          do: send(pid, {:event, topic, message})
    end)
  end
end
