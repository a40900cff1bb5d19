defmodule Releases do
  @moduledoc "Semantic-version helpers built on Elixir's Version module."

  @doc "Sorts version strings by semver precedence, dropping any that do not parse."
  @spec sort([String.t()]) :: [String.t()]
  def sort(versions) do
    versions
    |> Enum.flat_map(fn version ->
      case Version.parse(version) do
        {:ok, parsed} -> [parsed]
        :error -> []
      end
    end)
    # Passing the module makes Enum.sort use Version.compare/2, so 1.10.0 sorts after 1.9.0.
    |> Enum.sort(Version)
    |> Enum.map(&to_string/1)
  end

  @doc """
  The highest version satisfying `requirement` (such as "~> 1.4" or ">= 2.0.0 and < 3.0.0").
  Pre-releases are skipped unless `allow_pre: true`, as package managers do.
  """
  @spec best_match([String.t()], String.t(), keyword()) :: {:ok, String.t()} | {:error, atom()}
  def best_match(versions, requirement, opts \\ []) do
    with {:ok, req} <- Version.parse_requirement(requirement) do
      versions
      |> sort()
      |> Enum.filter(&Version.match?(&1, req, allow_pre: Keyword.get(opts, :allow_pre, false)))
      |> List.last()
      |> case do
        nil -> {:error, :no_match}
        version -> {:ok, version}
      end
    else
      :error -> {:error, :invalid_requirement}
    end
  end

  @doc "Next version for a release of the given kind; pre-release and build parts are dropped."
  @spec bump(String.t(), :major | :minor | :patch) :: String.t()
  def bump(version, kind) do
    %Version{major: ma, minor: mi, patch: pa} = Version.parse!(version)

    case kind do
      :major -> "#{ma + 1}.0.0"
      :minor -> "#{ma}.#{mi + 1}.0"
      :patch -> "#{ma}.#{mi}.#{pa + 1}"
    end
  end
end
