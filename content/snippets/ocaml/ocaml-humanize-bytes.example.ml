let () =
  List.iter
    (fun n -> Printf.printf "%16d  %-10s %s\n" n (format_bytes n) (format_bytes ~binary:false n))
    [ 0; 512; 1024; 1536; 1_048_575; 123_456_789; 5_000_000_000; -2048 ];
  Printf.printf "two decimals: %s\n" (format_bytes ~decimals:2 1_234_567);
  List.iter
    (fun s ->
      match parse_bytes s with
      | Ok n -> Printf.printf "%-10S -> %d\n" s n
      | Error e -> print_endline e)
    [ "512"; "1.5 GiB"; "20MB"; " 3 kb "; "1e3"; "10 parsecs"; "" ]
