defmodule Bloom do
  @moduledoc """
  A concurrent Bloom filter on `:atomics`: any process can add and check without a server process.
  Answers "definitely not present" or "probably present".
  """

  import Bitwise

  defstruct [:bits, :size, :hashes]

  @doc "Sizes the filter for `capacity` items at the target false-positive rate."
  @spec new(pos_integer(), float()) :: %__MODULE__{}
  def new(capacity, error_rate \\ 0.01) when capacity > 0 and error_rate > 0 and error_rate < 1 do
    # Standard optimum: m = -n ln p / (ln 2)^2 bits and k = (m / n) ln 2 hash functions.
    size = ceil(-capacity * :math.log(error_rate) / :math.pow(:math.log(2), 2))
    hashes = max(round(size / capacity * :math.log(2)), 1)
    bits = :atomics.new(div(size + 63, 64), signed: false)
    %__MODULE__{bits: bits, size: size, hashes: hashes}
  end

  @spec add(%__MODULE__{}, term()) :: :ok
  def add(%__MODULE__{bits: bits} = filter, item) do
    Enum.each(positions(filter, item), &set_bit(bits, div(&1, 64) + 1, 1 <<< rem(&1, 64)))
  end

  @spec member?(%__MODULE__{}, term()) :: boolean()
  def member?(%__MODULE__{bits: bits} = filter, item) do
    Enum.all?(positions(filter, item), fn pos ->
      (:atomics.get(bits, div(pos, 64) + 1) &&& 1 <<< rem(pos, 64)) != 0
    end)
  end

  # Double hashing: k positions from two 64-bit hashes, as good as k independent hash functions.
  defp positions(%__MODULE__{size: size, hashes: k}, item) do
    <<h1::64, h2::64, _::binary>> = :crypto.hash(:sha256, :erlang.term_to_binary(item))
    for i <- 0..(k - 1), do: rem(h1 + i * h2, size)
  end

  # OTP has no atomic OR, so retry compare-and-swap until no other process changed the word.
  defp set_bit(bits, index, mask) do
    old = :atomics.get(bits, index)

    if (old &&& mask) == 0 and :atomics.compare_exchange(bits, index, old, old ||| mask) != :ok,
      do: set_bit(bits, index, mask),
      else: :ok
  end
end
