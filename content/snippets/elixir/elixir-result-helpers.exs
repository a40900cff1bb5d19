defmodule Result do
  @moduledoc "Helpers for `{:ok, value}` / `{:error, reason}` tuples, the result type of Elixir APIs."

  @type t :: {:ok, term()} | {:error, term()}

  @spec map(t(), (term() -> term())) :: t()
  def map({:ok, value}, fun), do: {:ok, fun.(value)}
  def map({:error, _} = error, _fun), do: error

  @spec map_error(t(), (term() -> term())) :: t()
  def map_error({:error, reason}, fun), do: {:error, fun.(reason)}
  def map_error({:ok, _} = ok, _fun), do: ok

  @doc "Chains a step that can itself fail; the pipe-friendly sibling of `with`."
  @spec and_then(t(), (term() -> t())) :: t()
  def and_then({:ok, value}, fun), do: fun.(value)
  def and_then({:error, _} = error, _fun), do: error

  @spec unwrap_or(t(), term()) :: term()
  def unwrap_or({:ok, value}, _default), do: value
  def unwrap_or({:error, _}, default), do: default

  @doc "Turns nil (from `Map.get/2`, `Enum.find/2` or `Repo.get/2`) into an error with a reason."
  @spec from_nil(term(), term()) :: t()
  def from_nil(nil, reason), do: {:error, reason}
  def from_nil(value, _reason), do: {:ok, value}

  @doc "All values if every result is ok, otherwise the first error; stops at that error."
  @spec all([t()]) :: {:ok, list()} | {:error, term()}
  def all(results) do
    results
    |> Enum.reduce_while([], fn
      {:ok, value}, acc -> {:cont, [value | acc]}
      {:error, _} = error, _acc -> {:halt, error}
    end)
    |> case do
      {:error, _} = error -> error
      values -> {:ok, Enum.reverse(values)}
    end
  end

  @doc "Like `all/1`, but collects every error, which is what form validation wants."
  @spec all_errors([t()]) :: {:ok, list()} | {:error, list()}
  def all_errors(results) do
    case Enum.split_with(results, &match?({:ok, _}, &1)) do
      {oks, []} -> {:ok, Enum.map(oks, &elem(&1, 1))}
      {_, errors} -> {:error, Enum.map(errors, &elem(&1, 1))}
    end
  end

  @doc "Runs `fun`, converting a raised exception into `{:error, exception}`."
  @spec attempt((() -> term())) :: t()
  def attempt(fun) do
    {:ok, fun.()}
  rescue
    exception -> {:error, exception}
  end
end
