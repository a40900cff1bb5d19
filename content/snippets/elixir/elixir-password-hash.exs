defmodule Password do
  @moduledoc "PBKDF2-HMAC-SHA256 password hashing with per-password salts, using only :crypto."

  # OWASP's 2023 guidance for PBKDF2-HMAC-SHA256; raise it as hardware gets faster.
  @default_iterations 600_000
  @salt_bytes 16
  @key_bytes 32

  @doc "Hashes `password` into a self-describing string: $pbkdf2-sha256$iterations$salt$hash."
  @spec hash(String.t(), keyword()) :: String.t()
  def hash(password, opts \\ []) when is_binary(password) do
    iterations = Keyword.get(opts, :iterations, @default_iterations)
    salt = :crypto.strong_rand_bytes(@salt_bytes)
    encode(iterations, salt, derive(password, salt, iterations))
  end

  @doc "True when `password` matches `stored`; malformed hashes simply do not match."
  @spec verify(String.t(), String.t()) :: boolean()
  def verify(password, stored) when is_binary(password) and is_binary(stored) do
    case decode(stored) do
      {:ok, iterations, salt, expected} ->
        # Constant-time comparison, so response timing reveals nothing about the stored hash.
        :crypto.hash_equals(derive(password, salt, iterations), expected)

      :error ->
        false
    end
  end

  @doc "True when a stored hash used fewer iterations than now configured: rehash on next login."
  @spec needs_rehash?(String.t(), keyword()) :: boolean()
  def needs_rehash?(stored, opts \\ []) do
    case decode(stored) do
      {:ok, iterations, _salt, _hash} ->
        iterations < Keyword.get(opts, :iterations, @default_iterations)

      :error ->
        true
    end
  end

  defp derive(password, salt, iterations),
    do: :crypto.pbkdf2_hmac(:sha256, password, salt, iterations, @key_bytes)

  defp encode(iterations, salt, hash),
    do: "$pbkdf2-sha256$#{iterations}$#{b64(salt)}$#{b64(hash)}"

  defp b64(bytes), do: Base.encode64(bytes, padding: false)

  defp decode(stored) do
    with ["", "pbkdf2-sha256", iter, salt, hash] <- String.split(stored, "$"),
         {iterations, ""} when iterations > 0 <- Integer.parse(iter),
         {:ok, salt} <- Base.decode64(salt, padding: false),
         {:ok, hash} when byte_size(hash) == @key_bytes <- Base.decode64(hash, padding: false) do
      {:ok, iterations, salt, hash}
    else
      _ -> :error
    end
  end
end
