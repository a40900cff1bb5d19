defmodule Pagination do
  @moduledoc "Offset pagination: safe parameters from a query string, page math and a page-link window."

  @defaults [per_page: 20, max_per_page: 100]

  @doc "Reads \"page\" and \"per_page\" from string params, clamping junk to safe values."
  @spec params(map(), keyword()) :: %{
          page: pos_integer(),
          per_page: pos_integer(),
          offset: non_neg_integer()
        }
  def params(query, opts \\ []) do
    opts = Keyword.merge(@defaults, opts)
    page = query |> Map.get("page") |> to_int(1) |> max(1)
    per_page = query |> Map.get("per_page") |> to_int(opts[:per_page])
    per_page = per_page |> max(1) |> min(opts[:max_per_page])
    %{page: page, per_page: per_page, offset: (page - 1) * per_page}
  end

  @doc "Everything a page needs to render its navigation once the total count is known."
  def meta(page, per_page, total) do
    pages = max(div(total + per_page - 1, per_page), 1)

    %{
      page: page,
      total_pages: pages,
      from: if(total == 0, do: 0, else: min((page - 1) * per_page + 1, total)),
      to: min(page * per_page, total),
      prev: if(page > 1, do: min(page - 1, pages)),
      next: if(page < pages, do: page + 1)
    }
  end

  @doc "Page numbers to link to, with :gap where pages are skipped, such as [1, :gap, 4, 5, 6, :gap, 20]."
  def window(page, total_pages, around \\ 2) do
    middle = max(page - around, 1)..min(page + around, total_pages)//1

    ([1 | Enum.to_list(middle)] ++ [total_pages])
    |> Enum.uniq()
    |> Enum.filter(&(&1 in 1..total_pages))
    |> Enum.chunk_every(2, 1)
    # A gap of exactly one page is shown as that page; a marker would take the same space.
    |> Enum.flat_map(fn
      [a, b] when b - a == 2 -> [a, a + 1]
      [a, b] when b - a > 2 -> [a, :gap]
      [a | _] -> [a]
    end)
  end

  defp to_int(nil, default), do: default

  defp to_int(value, default) do
    case Integer.parse(value) do
      {n, ""} -> n
      _ -> default
    end
  end
end
