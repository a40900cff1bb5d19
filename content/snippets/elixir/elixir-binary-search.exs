defmodule BinarySearch do
  @moduledoc """
  Binary search over sorted tuples. Tuples give O(1) access by index with `elem/2`,
  which lists cannot, so convert a sorted list once with `List.to_tuple/1` and search it many times.
  """

  @doc "`{:ok, index}` when found, otherwise `{:error, index}` where inserting keeps the order."
  @spec find(tuple(), term(), (term() -> term())) ::
          {:ok, non_neg_integer()} | {:error, non_neg_integer()}
  def find(sorted, target, key \\ & &1) do
    index = lower_bound(sorted, target, key)

    if index < tuple_size(sorted) and key.(elem(sorted, index)) == target,
      do: {:ok, index},
      else: {:error, index}
  end

  @doc "First index whose key is greater than or equal to `target` (tuple size when none is)."
  @spec lower_bound(tuple(), term(), (term() -> term())) :: non_neg_integer()
  def lower_bound(sorted, target, key \\ & &1),
    do: bisect(sorted, 0, tuple_size(sorted), &(key.(&1) < target))

  @doc "First index whose key is strictly greater than `target`."
  @spec upper_bound(tuple(), term(), (term() -> term())) :: non_neg_integer()
  def upper_bound(sorted, target, key \\ & &1),
    do: bisect(sorted, 0, tuple_size(sorted), &(key.(&1) <= target))

  @doc "How many elements have keys in the inclusive range `low..high`, in O(log n)."
  @spec count_between(tuple(), term(), term(), (term() -> term())) :: non_neg_integer()
  def count_between(sorted, low, high, key \\ & &1),
    do: max(upper_bound(sorted, high, key) - lower_bound(sorted, low, key), 0)

  # Half-open interval [lo, hi): every index below lo satisfies `before?`, none at or after hi does.
  defp bisect(_sorted, lo, hi, _before?) when lo >= hi, do: lo

  defp bisect(sorted, lo, hi, before?) do
    mid = div(lo + hi, 2)

    if before?.(elem(sorted, mid)),
      do: bisect(sorted, mid + 1, hi, before?),
      else: bisect(sorted, lo, mid, before?)
  end
end
