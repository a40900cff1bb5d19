defmodule CaseConvert do
  @moduledoc "Converts identifiers between snake_case, kebab-case, camelCase, PascalCase and more."

  # Acronym runs ("HTTP" in "parseHTTPResponse") stay together; digits form their own word.
  @word ~r/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\d+/u

  @doc "Splits any common identifier style, or plain text, into its words."
  @spec words(String.t()) :: [String.t()]
  def words(string), do: @word |> Regex.scan(string) |> List.flatten()

  @spec snake(String.t()) :: String.t()
  def snake(string), do: join_lower(string, "_")

  @spec kebab(String.t()) :: String.t()
  def kebab(string), do: join_lower(string, "-")

  @spec constant(String.t()) :: String.t()
  def constant(string), do: string |> snake() |> String.upcase()

  @spec pascal(String.t()) :: String.t()
  def pascal(string), do: string |> words() |> Enum.map_join(&capitalize/1)

  @spec camel(String.t()) :: String.t()
  def camel(string) do
    case words(string) do
      [] -> ""
      [first | rest] -> String.downcase(first) <> Enum.map_join(rest, &capitalize/1)
    end
  end

  @spec title(String.t()) :: String.t()
  def title(string), do: string |> words() |> Enum.map_join(" ", &capitalize/1)

  defp join_lower(string, separator),
    do: string |> words() |> Enum.map_join(separator, &String.downcase/1)

  # String.capitalize/1 also lowercases the rest, so acronyms become "Http" as most style guides want.
  defp capitalize(word), do: String.capitalize(word)
end
