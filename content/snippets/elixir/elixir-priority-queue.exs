defmodule PQueue do
  @moduledoc """
  Immutable min-priority queue on `:gb_sets`: O(log n) push and pop.
  Items with equal priority come out in insertion order.
  """

  defstruct set: :gb_sets.empty(), seq: 0

  @type t :: %__MODULE__{set: :gb_sets.set(), seq: non_neg_integer()}

  @spec new([{term(), term()}]) :: t()
  def new(pairs \\ []), do: Enum.reduce(pairs, %__MODULE__{}, fn {v, p}, q -> push(q, v, p) end)

  @doc "Adds `value` with `priority`; lower priorities are popped first."
  @spec push(t(), term(), term()) :: t()
  def push(%__MODULE__{set: set, seq: seq}, value, priority) do
    # The sequence number breaks ties (FIFO) and keeps equal {priority, value} pairs distinct in the set.
    %__MODULE__{set: :gb_sets.add({priority, seq, value}, set), seq: seq + 1}
  end

  @doc "Removes the item with the lowest priority: `{{value, priority}, queue}` or `:empty`."
  @spec pop(t()) :: {{term(), term()}, t()} | :empty
  def pop(%__MODULE__{set: set} = queue) do
    if :gb_sets.is_empty(set) do
      :empty
    else
      {{priority, _seq, value}, rest} = :gb_sets.take_smallest(set)
      {{value, priority}, %{queue | set: rest}}
    end
  end

  @spec peek(t()) :: {term(), term()} | nil
  def peek(%__MODULE__{set: set}) do
    if :gb_sets.is_empty(set),
      do: nil,
      else: set |> :gb_sets.smallest() |> then(fn {p, _, v} -> {v, p} end)
  end

  @spec size(t()) :: non_neg_integer()
  def size(%__MODULE__{set: set}), do: :gb_sets.size(set)

  @doc "All items in pop order, without changing the queue."
  @spec to_list(t()) :: [{term(), term()}]
  def to_list(%__MODULE__{set: set}), do: for({p, _, v} <- :gb_sets.to_list(set), do: {v, p})
end
