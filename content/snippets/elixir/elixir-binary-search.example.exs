scores = List.to_tuple([3, 8, 8, 8, 15, 21, 42])

IO.inspect(BinarySearch.find(scores, 15), label: "find 15")
IO.inspect(BinarySearch.find(scores, 8), label: "find 8 (first of duplicates)")
IO.inspect(BinarySearch.find(scores, 10), label: "find 10")
IO.inspect(BinarySearch.find(scores, 1), label: "find 1")
IO.inspect(BinarySearch.find(scores, 99), label: "find 99")
IO.inspect(BinarySearch.find({}, 5), label: "empty tuple")
IO.inspect(BinarySearch.count_between(scores, 8, 21), label: "count 8..21")
IO.inspect(BinarySearch.count_between(scores, 30, 10), label: "count 30..10")

# Searching records by a key: events sorted by timestamp.
events = List.to_tuple([{100, :login}, {250, :view}, {250, :click}, {900, :logout}])
at = &elem(&1, 0)
IO.inspect(BinarySearch.find(events, 250, at), label: "first event at 250")
first_after = BinarySearch.upper_bound(events, 300, at)
IO.inspect(elem(events, first_after), label: "first event after 300")

# Insert while keeping order, using the index from a miss.
{:error, at_index} = BinarySearch.find(scores, 10)
IO.inspect(scores |> Tuple.to_list() |> List.insert_at(at_index, 10), label: "inserted 10")

big = List.to_tuple(Enum.to_list(0..1_000_000//2))
IO.inspect({BinarySearch.find(big, 777_776), BinarySearch.find(big, 777_777)}, label: "big")
