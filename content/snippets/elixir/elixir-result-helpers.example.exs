parse_age = fn raw ->
  case Integer.parse(raw) do
    {age, ""} when age in 0..150 -> {:ok, age}
    _ -> {:error, "age: #{inspect(raw)} is not a valid age"}
  end
end

params = %{"name" => "Ada", "age" => "36"}

params
|> Map.get("age")
|> Result.from_nil("age: missing")
|> Result.and_then(parse_age)
|> Result.map(&(&1 + 1))
|> IO.inspect(label: "age next year")

%{"name" => "Bob"}
|> Map.get("age")
|> Result.from_nil("age: missing")
|> Result.and_then(parse_age)
|> IO.inspect(label: "missing age")

IO.inspect(Result.all(Enum.map(["1", "2", "3"], parse_age)), label: "all ok")
IO.inspect(Result.all(Enum.map(["1", "x", "999"], parse_age)), label: "first error")
IO.inspect(Result.all_errors(Enum.map(["1", "x", "999"], parse_age)), label: "every error")
IO.inspect(Result.all([]), label: "empty")

IO.inspect(Result.attempt(fn -> String.to_integer("42") end), label: "attempt ok")

Result.attempt(fn -> Date.from_iso8601!("2024-02-30") end)
|> Result.map_error(&Exception.message/1)
|> IO.inspect(label: "attempt raised")

IO.inspect(Result.unwrap_or(parse_age.("-3"), 18), label: "default")
