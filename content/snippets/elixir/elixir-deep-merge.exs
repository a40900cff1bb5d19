defmodule DeepMerge do
  @moduledoc "Recursively merges nested maps and keyword lists, such as layered configuration."

  @typedoc "Called for conflicting leaves with the key and both values; its result is kept."
  @type resolver :: (term(), term(), term() -> term())

  @spec merge(map() | keyword(), map() | keyword(), resolver()) :: map() | keyword()
  def merge(left, right, resolve \\ fn _key, _left, right -> right end) do
    cond do
      plain_map?(left) and plain_map?(right) ->
        Map.merge(left, right, fn key, l, r -> merge_value(key, l, r, resolve) end)

      keyword?(left) and keyword?(right) ->
        Keyword.merge(left, right, fn key, l, r -> merge_value(key, l, r, resolve) end)

      true ->
        raise ArgumentError,
              "expected two maps or two keyword lists, got: #{inspect({left, right})}"
    end
  end

  @doc "Merges a list of layers from left to right, skipping nils (such as an absent override)."
  def merge_all([first | rest], resolve \\ fn _key, _left, right -> right end) do
    rest |> Enum.reject(&is_nil/1) |> Enum.reduce(first, &merge(&2, &1, resolve))
  end

  defp merge_value(key, l, r, resolve) do
    if (plain_map?(l) and plain_map?(r)) or (keyword?(l) and keyword?(r)),
      do: merge(l, r, resolve),
      else: resolve.(key, l, r)
  end

  # Structs such as DateTime or URI are values, not containers: merging their fields would corrupt them.
  defp plain_map?(value), do: is_map(value) and not is_struct(value)

  # An empty list is a valid keyword list, but merging it would turn a list value into a config section.
  defp keyword?(value), do: value != [] and Keyword.keyword?(value)
end
