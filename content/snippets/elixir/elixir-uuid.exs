defmodule UUIDGen do
  @moduledoc "Generates random (v4) and time-ordered (v7) UUIDs, as defined in RFC 9562."

  @spec v4() :: String.t()
  def v4 do
    <<a::48, _::4, b::12, _::2, c::62>> = :crypto.strong_rand_bytes(16)
    format(<<a::48, 4::4, b::12, 2::2, c::62>>)
  end

  @doc "A v7 UUID: a 48-bit Unix millisecond timestamp, then random bits, so IDs sort by creation time."
  @spec v7(non_neg_integer()) :: String.t()
  def v7(unix_ms \\ System.system_time(:millisecond)) do
    <<rand_a::12, _::6, rand_b::62>> = :crypto.strong_rand_bytes(10)
    format(<<unix_ms::48, 7::4, rand_a::12, 2::2, rand_b::62>>)
  end

  @doc "Validates a UUID string and returns its 16 bytes, for storage in a binary column."
  @spec parse(String.t()) :: {:ok, <<_::128>>} | :error
  def parse(<<a::binary-8, ?-, b::binary-4, ?-, c::binary-4, ?-, d::binary-4, ?-, e::binary-12>>) do
    Base.decode16(a <> b <> c <> d <> e, case: :mixed)
  end

  def parse(_other), do: :error

  @spec version(String.t()) :: {:ok, 0..15} | :error
  def version(uuid) do
    with {:ok, <<_::48, version::4, _::76>>} <- parse(uuid), do: {:ok, version}
  end

  @doc "The creation time stored in a v7 UUID."
  @spec timestamp(String.t()) :: {:ok, DateTime.t()} | :error
  def timestamp(uuid) do
    case parse(uuid) do
      {:ok, <<ms::48, 7::4, _::76>>} -> DateTime.from_unix(ms, :millisecond)
      _ -> :error
    end
  end

  defp format(<<a::binary-4, b::binary-2, c::binary-2, d::binary-2, e::binary-6>>) do
    Enum.map_join([a, b, c, d, e], "-", &Base.encode16(&1, case: :lower))
  end
end
