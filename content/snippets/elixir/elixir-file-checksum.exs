defmodule FileDigest do
  @moduledoc "Streaming file checksums and sha256sum-style manifests."

  @chunk 65_536

  @doc "Lowercase hex digest of a file, read in 64 KiB chunks so large files use constant memory."
  @spec hash(Path.t(), :sha256 | :sha512 | :sha | :md5) :: String.t()
  def hash(path, algorithm \\ :sha256) do
    path
    |> File.stream!([], @chunk)
    |> Enum.reduce(:crypto.hash_init(algorithm), &:crypto.hash_update(&2, &1))
    |> :crypto.hash_final()
    |> Base.encode16(case: :lower)
  end

  @doc "Checks a file against a published hex digest; case and surrounding spaces are ignored."
  @spec verify(Path.t(), String.t(), atom()) :: boolean()
  def verify(path, expected_hex, algorithm \\ :sha256) do
    expected = expected_hex |> String.trim() |> String.downcase()
    actual = hash(path, algorithm)
    # Constant-time comparison, in case the digest guards something an attacker can probe.
    byte_size(expected) == byte_size(actual) and :crypto.hash_equals(expected, actual)
  end

  @doc "One `digest  relative/path` line per file under `dir`, sorted by path, as `sha256sum` prints."
  @spec manifest(Path.t()) :: String.t()
  def manifest(dir) do
    dir
    |> Path.join("**")
    |> Path.wildcard(match_dot: true)
    |> Enum.filter(&File.regular?/1)
    |> Enum.sort()
    |> Enum.map_join(fn file -> "#{hash(file)}  #{Path.relative_to(file, dir)}\n" end)
  end
end
