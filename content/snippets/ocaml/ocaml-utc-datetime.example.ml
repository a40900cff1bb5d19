let () =
  List.iter
    (fun t -> Printf.printf "%12d  %s  %s\n" t (to_iso8601 t) (to_http_date t))
    [ 0; 951_782_400; 1_709_208_000; -1; -86_400 * 365; 4_102_444_799 ];
  List.iter
    (fun s ->
      match of_iso8601 s with
      | Ok t -> Printf.printf "%-27s -> %d (%s)\n" s t (to_iso8601 t)
      | Error e -> Printf.printf "%-27s -> error: %s\n" s e)
    [ "2024-02-29T12:00:00Z"; "2024-02-29 17:30:00+05:30"; "1969-12-31T23:59:59-00:00";
      "2023-02-29T00:00:00Z"; "2024-13-01T00:00:00Z"; "2024-01-01"; "yesterday" ]
