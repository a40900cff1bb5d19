IO.inspect(Pagination.params(%{"page" => "3", "per_page" => "25"}), label: "normal")
IO.inspect(Pagination.params(%{"page" => "-4", "per_page" => "100000"}), label: "clamped")
IO.inspect(Pagination.params(%{"page" => "two"}), label: "junk")

# With Ecto this becomes: from(p in Post, limit: ^per_page, offset: ^offset).
%{page: page, per_page: per_page} = Pagination.params(%{"page" => "6", "per_page" => "10"})
IO.inspect(Pagination.meta(page, per_page, 195), label: "page 6 of 195 rows")
IO.inspect(Pagination.meta(1, 10, 0), label: "no rows")
IO.inspect(Pagination.meta(20, 10, 195), label: "last page")

for {page, total} <- [{6, 20}, {1, 20}, {4, 20}, {19, 20}, {1, 1}, {3, 5}] do
  links =
    Pagination.window(page, total)
    |> Enum.map_join(" ", fn
      :gap -> "..."
      ^page -> "[#{page}]"
      n -> to_string(n)
    end)

  IO.puts("page #{page} of #{total}: #{links}")
end
