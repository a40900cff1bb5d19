csv = """
name,city,quote
"Smith, Jane",Lisbon,"She said ""hi\"""
Bob,"New
York",
Zoë,Zürich,plain
"""

{:ok, rows} = CSVParser.parse(csv)
IO.inspect(rows)

for person <- CSVParser.to_maps(rows) do
  IO.inspect(person)
end

# Windows line endings and an empty quoted field.
IO.inspect(CSVParser.parse("a,b\r\n\"\",2\r\n"), label: "crlf")

IO.inspect(CSVParser.parse("id;total\n7;12,50\n", separator: ?;), label: "semicolons")
IO.inspect(CSVParser.parse(""), label: "empty")
IO.inspect(CSVParser.parse("a,b\n1,\"unclosed\n"), label: "broken")
