defmodule Luhn do
  @moduledoc "Luhn (mod 10) checksums for card numbers, IMEIs and similar identifiers."

  @doc "True when the number, with optional spaces or dashes, has a valid Luhn check digit."
  @spec valid?(String.t()) :: boolean()
  def valid?(number) when is_binary(number) do
    case digits(number) do
      {:ok, digits} when length(digits) >= 2 -> rem(sum(Enum.reverse(digits), false), 10) == 0
      _ -> false
    end
  end

  @doc "The digit to append to `partial` to make it valid, for generating test numbers or IDs."
  @spec check_digit(String.t()) :: {:ok, 0..9} | :error
  def check_digit(partial) when is_binary(partial) do
    # The appended digit will take the rightmost place, so the doubling starts at the current last digit.
    with {:ok, [_ | _] = digits} <- digits(partial) do
      {:ok, rem(10 - rem(sum(Enum.reverse(digits), true), 10), 10)}
    end
  end

  defp digits(number) do
    cleaned = String.replace(number, [" ", "-"], "")

    if cleaned =~ ~r/^\d+$/,
      do: {:ok, cleaned |> String.to_charlist() |> Enum.map(&(&1 - ?0))},
      else: :error
  end

  # Walks right to left, doubling every second digit and subtracting 9 when a doubled digit exceeds 9.
  defp sum(reversed, double_first?) do
    reversed
    |> Enum.with_index()
    |> Enum.reduce(0, fn {digit, i}, acc ->
      doubled? = rem(i, 2) == if(double_first?, do: 0, else: 1)
      value = if doubled?, do: digit * 2, else: digit
      acc + if value > 9, do: value - 9, else: value
    end)
  end
end
