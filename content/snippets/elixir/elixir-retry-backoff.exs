defmodule Retry do
  @moduledoc "Retries a function returning ok/error tuples with capped exponential backoff."

  @defaults [
    attempts: 5,
    base_ms: 100,
    max_ms: 5_000,
    jitter: true,
    retry_if: &__MODULE__.always/1,
    sleep: &Process.sleep/1
  ]

  @spec run((() -> {:ok, term()} | {:error, term()}), keyword()) ::
          {:ok, term()} | {:error, term()}
  def run(fun, opts \\ []) do
    opts = Keyword.merge(@defaults, opts)
    attempt(fun, 1, opts)
  end

  @doc "The wait before retry number `attempt`, in milliseconds."
  @spec delay(pos_integer(), keyword()) :: non_neg_integer()
  def delay(attempt, opts \\ []) do
    opts = Keyword.merge(@defaults, opts)
    capped = min(opts[:max_ms], opts[:base_ms] * 2 ** (attempt - 1))

    # Full jitter spreads clients that failed together, so they do not retry in lockstep.
    if opts[:jitter], do: :rand.uniform(capped + 1) - 1, else: capped
  end

  def always(_reason), do: true

  defp attempt(fun, n, opts) do
    case fun.() do
      {:ok, _} = ok ->
        ok

      {:error, reason} = error ->
        if n >= opts[:attempts] or not opts[:retry_if].(reason) do
          error
        else
          opts[:sleep].(delay(n, opts))
          attempt(fun, n + 1, opts)
        end
    end
  end
end
