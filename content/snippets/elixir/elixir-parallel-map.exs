defmodule Parallel do
  @moduledoc "Maps a function over items concurrently with a limit, a per-item timeout and isolated failures."

  @type result :: {:ok, term()} | {:error, :timeout | Exception.t() | {atom(), term()}}

  @doc """
  Runs `fun` on every item, at most `:max_concurrency` at a time (default: one per scheduler).
  Results come back in input order, one per item, so a failure never hides the other results.
  """
  @spec map(Enumerable.t(), (term() -> term()), keyword()) :: [result()]
  def map(items, fun, opts \\ []) do
    items
    |> Task.async_stream(fn item -> safely(fun, item) end,
      max_concurrency: Keyword.get(opts, :max_concurrency, System.schedulers_online()),
      timeout: Keyword.get(opts, :timeout, 5_000),
      # Kill only the slow task instead of crashing the caller, the default for async_stream.
      on_timeout: :kill_task
    )
    |> Enum.map(fn
      {:ok, result} -> result
      {:exit, :timeout} -> {:error, :timeout}
    end)
  end

  @doc "Splits results into successful values and the failures, each with its item."
  @spec partition([term()], [result()]) :: {[term()], [{term(), term()}]}
  def partition(items, results) do
    Enum.zip(items, results)
    |> Enum.reduce({[], []}, fn
      {_item, {:ok, value}}, {oks, errors} -> {[value | oks], errors}
      {item, {:error, reason}}, {oks, errors} -> {oks, [{item, reason} | errors]}
    end)
    |> then(fn {oks, errors} -> {Enum.reverse(oks), Enum.reverse(errors)} end)
  end

  # Rescuing inside the task keeps one bad item from taking down the linked caller.
  defp safely(fun, item) do
    {:ok, fun.(item)}
  rescue
    exception -> {:error, exception}
  catch
    kind, reason -> {:error, {kind, reason}}
  end
end
