defmodule AtomicFile do
  @moduledoc "Crash-safe file replacement: readers see the old contents or the new, never half a file."

  @doc "Writes `contents` to a temporary sibling, flushes it to disk, then renames it over `path`."
  @spec write(Path.t(), iodata()) :: :ok | {:error, File.posix()}
  def write(path, contents) do
    # Same directory on purpose: rename is atomic only within a single file system.
    tmp =
      Path.join(
        Path.dirname(path),
        ".#{Path.basename(path)}.#{System.unique_integer([:positive])}.tmp"
      )

    result =
      with {:ok, fd} <- :file.open(tmp, [:write, :binary, :raw, :exclusive]) do
        # fsync before rename, or a power cut can leave the new name pointing at an empty file.
        written = with :ok <- :file.write(fd, contents), do: :file.sync(fd)
        closed = :file.close(fd)
        with :ok <- written, :ok <- closed, do: :file.rename(tmp, path)
      end

    if result != :ok, do: File.rm(tmp)
    result
  end

  @doc """
  Read-modify-write: passes the current contents (or `default` when the file is missing)
  to `fun` and atomically stores what it returns.
  """
  @spec update(Path.t(), binary(), (binary() -> iodata())) :: :ok | {:error, File.posix()}
  def update(path, default, fun) do
    case File.read(path) do
      {:ok, current} -> write(path, fun.(current))
      {:error, :enoent} -> write(path, fun.(default))
      {:error, reason} -> {:error, reason}
    end
  end
end
