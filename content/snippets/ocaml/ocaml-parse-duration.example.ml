let () =
  List.iter
    (fun s ->
      match parse_duration s with
      | Ok ms -> Printf.printf "%-14S %10d ms  %s\n" s ms (format_duration ms)
      | Error e -> Printf.printf "%-14S error: %s\n" s e)
    [ "1h30m"; "250ms"; "2d 12h"; "90s"; "1W"; "45m 30s 500ms"; "3 h 5 m"; "0s"; "";
      "10"; "5 minutes"; "h" ];
  Printf.printf "%s\n" (format_duration (-3_723_004))
