defmodule BusinessDays do
  @moduledoc "Working-day arithmetic that skips weekends and a caller-supplied holiday list."

  @doc "True for Monday to Friday dates that are not holidays."
  @spec business_day?(Date.t(), Enumerable.t()) :: boolean()
  def business_day?(%Date{} = date, holidays \\ []) do
    # Date.day_of_week/1 is ISO: 1 is Monday, 6 and 7 are the weekend.
    Date.day_of_week(date) <= 5 and date not in holidays
  end

  @doc "Moves `days` business days forward (or back when negative), as in due dates and SLAs."
  @spec add(Date.t(), integer(), Enumerable.t()) :: Date.t()
  def add(date, days, holidays \\ [])
  def add(%Date{} = date, 0, _holidays), do: date

  def add(%Date{} = date, days, holidays) when is_integer(days) do
    holidays = MapSet.new(holidays)
    step = if days < 0, do: -1, else: 1

    date
    |> Stream.iterate(&Date.add(&1, step))
    |> Stream.drop(1)
    |> Stream.filter(&business_day?(&1, holidays))
    |> Enum.at(abs(days) - 1)
  end

  @doc "The date itself if it is a business day, otherwise the next one."
  @spec roll_forward(Date.t(), Enumerable.t()) :: Date.t()
  def roll_forward(%Date{} = date, holidays \\ []) do
    if business_day?(date, holidays), do: date, else: add(date, 1, holidays)
  end

  @doc "Business days from `from` (inclusive) to `to` (exclusive); negative when `to` is earlier."
  @spec between(Date.t(), Date.t(), Enumerable.t()) :: integer()
  def between(%Date{} = from, %Date{} = to, holidays \\ []) do
    holidays = MapSet.new(holidays)

    case Date.compare(from, to) do
      :eq -> 0
      :lt -> count(Date.range(from, Date.add(to, -1)), holidays)
      :gt -> -count(Date.range(to, Date.add(from, -1)), holidays)
    end
  end

  defp count(range, holidays), do: Enum.count(range, &business_day?(&1, holidays))
end
