defmodule TokenBucket do
  @moduledoc "A token-bucket rate limiter as plain data; time comes in as milliseconds."

  @enforce_keys [:capacity, :per_second, :tokens, :updated_at]
  defstruct @enforce_keys

  def new(capacity, per_second, now_ms \\ now()) when capacity > 0 and per_second > 0 do
    %__MODULE__{capacity: capacity, per_second: per_second, tokens: capacity, updated_at: now_ms}
  end

  @doc """
  Takes `cost` tokens. Returns `{:ok, bucket}`, or `{:error, retry_after_ms, bucket}` when
  there are not enough tokens yet.
  """
  def take(%__MODULE__{capacity: capacity} = bucket, cost \\ 1, now_ms \\ now()) do
    if cost > capacity, do: raise(ArgumentError, "cost #{cost} exceeds capacity #{capacity}")
    bucket = refill(bucket, now_ms)

    if bucket.tokens >= cost do
      {:ok, %{bucket | tokens: bucket.tokens - cost}}
    else
      {:error, ceil((cost - bucket.tokens) * 1000 / bucket.per_second), bucket}
    end
  end

  @doc "Tokens available at `now_ms`, without taking any."
  def available(%__MODULE__{} = bucket, now_ms \\ now()), do: refill(bucket, now_ms).tokens

  # Refilling lazily on each call means no timer process is needed per bucket.
  defp refill(%{updated_at: last} = bucket, now_ms) when now_ms <= last, do: bucket

  defp refill(bucket, now_ms) do
    earned = (now_ms - bucket.updated_at) * bucket.per_second / 1000
    %{bucket | tokens: min(bucket.capacity, bucket.tokens + earned), updated_at: now_ms}
  end

  # Monotonic time never jumps when the wall clock is adjusted.
  defp now, do: System.monotonic_time(:millisecond)
end
