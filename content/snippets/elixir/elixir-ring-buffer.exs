defmodule RingBuffer do
  @moduledoc """
  Fixed-capacity FIFO that overwrites its oldest item when full: keep the last N log lines,
  requests or readings in bounded memory. Immutable, backed by Erlang's `:queue`.
  """

  @enforce_keys [:capacity]
  defstruct [:capacity, size: 0, queue: :queue.new()]

  @type t :: %__MODULE__{capacity: pos_integer(), size: non_neg_integer(), queue: :queue.queue()}

  @spec new(pos_integer()) :: t()
  def new(capacity) when is_integer(capacity) and capacity > 0,
    do: %__MODULE__{capacity: capacity}

  @doc "Appends `item`, evicting the oldest one if the buffer is full."
  @spec push(t(), term()) :: t()
  def push(%__MODULE__{size: size, capacity: cap} = rb, item) when size < cap,
    do: %{rb | size: size + 1, queue: :queue.in(item, rb.queue)}

  def push(%__MODULE__{} = rb, item) do
    # :queue.drop/1 is amortised O(1), so a full buffer still accepts items in constant time.
    %{rb | queue: :queue.in(item, :queue.drop(rb.queue))}
  end

  @spec push_many(t(), Enumerable.t()) :: t()
  def push_many(rb, items), do: Enum.reduce(items, rb, &push(&2, &1))

  @doc "Items from oldest to newest."
  @spec to_list(t()) :: list()
  def to_list(%__MODULE__{queue: queue}), do: :queue.to_list(queue)

  @doc "The newest item, or nil when empty."
  @spec latest(t()) :: term() | nil
  def latest(%__MODULE__{queue: queue}) do
    case :queue.peek_r(queue) do
      {:value, item} -> item
      :empty -> nil
    end
  end

  @spec full?(t()) :: boolean()
  def full?(%__MODULE__{size: size, capacity: cap}), do: size == cap
end
