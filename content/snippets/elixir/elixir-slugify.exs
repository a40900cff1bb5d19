defmodule Slug do
  @moduledoc "Turns arbitrary titles into lowercase, ASCII-only URL slugs."

  # Characters that NFD cannot reduce to a base letter plus accents, so they are mapped by hand.
  @special %{
    "ß" => "ss",
    "æ" => "ae",
    "ø" => "o",
    "đ" => "d",
    "ł" => "l",
    "œ" => "oe",
    "&" => " and "
  }

  @spec slugify(String.t(), keyword()) :: String.t()
  def slugify(text, opts \\ []) do
    sep = Keyword.get(opts, :separator, "-")
    max = Keyword.get(opts, :max_length)

    text
    |> String.downcase()
    |> String.replace(Map.keys(@special), &Map.fetch!(@special, &1))
    # NFD splits "é" into "e" plus a combining mark, so dropping the marks keeps the base letter.
    |> :unicode.characters_to_nfd_binary()
    |> String.replace(~r/\p{Mn}/u, "")
    |> String.replace(~r/[^a-z0-9]+/, sep)
    |> String.trim(sep)
    |> limit(max, sep)
  end

  defp limit(slug, nil, _sep), do: slug
  defp limit(slug, max, _sep) when byte_size(slug) <= max, do: slug

  defp limit(slug, max, sep) do
    cut = binary_part(slug, 0, max)

    # Cut at the last whole word when there is one, so slugs never end mid-word.
    words =
      case :binary.matches(cut, sep) do
        [] -> cut
        matches -> binary_part(cut, 0, matches |> List.last() |> elem(0))
      end

    String.trim(words, sep)
  end
end
