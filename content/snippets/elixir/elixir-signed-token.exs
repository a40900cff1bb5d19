defmodule SignedToken do
  @moduledoc "Signs Elixir terms into URL-safe HMAC-SHA256 tokens and verifies them with a maximum age."

  @spec sign(term(), binary(), keyword()) :: String.t()
  def sign(data, secret, opts \\ []) do
    issued_at = Keyword.get_lazy(opts, :now, &now/0)
    payload = encode(:erlang.term_to_binary({data, issued_at}))
    payload <> "." <> encode(mac(secret, payload))
  end

  @doc "Accepts one secret or a list, newest first, so secrets can be rotated without logging everyone out."
  @spec verify(String.t(), binary() | [binary()], keyword()) ::
          {:ok, term()} | {:error, :invalid | :expired}
  def verify(token, secrets, opts \\ []) when is_binary(token) do
    max_age = Keyword.get(opts, :max_age, 86_400)
    now = Keyword.get_lazy(opts, :now, &now/0)

    with [payload, signature] <- String.split(token, "."),
         {:ok, signature} <- Base.url_decode64(signature, padding: false),
         true <- Enum.any?(List.wrap(secrets), &valid?(mac(&1, payload), signature)),
         {:ok, binary} <- Base.url_decode64(payload, padding: false) do
      # Decoding only after the signature matched means attackers never reach binary_to_term.
      {data, issued_at} = :erlang.binary_to_term(binary, [:safe])
      if now - issued_at <= max_age, do: {:ok, data}, else: {:error, :expired}
    else
      _ -> {:error, :invalid}
    end
  end

  defp mac(secret, payload), do: :crypto.mac(:hmac, :sha256, secret, payload)

  # hash_equals takes the same time wherever the bytes differ, so timing leaks nothing about the MAC.
  defp valid?(expected, given),
    do: byte_size(expected) == byte_size(given) and :crypto.hash_equals(expected, given)

  defp encode(binary), do: Base.url_encode64(binary, padding: false)
  defp now, do: System.os_time(:second)
end
