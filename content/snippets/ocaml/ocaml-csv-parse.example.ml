let () =
  let text =
    "name,city,quote\r\n\
     Ada,London,\"Hello, world\"\r\n\
     Grace,\"New York\",\"She said \"\"ship it\"\"\"\r\n\
     Linus,Helsinki,\"two\nlines\"\r\n\
     Ken,,\n"
  in
  (match csv_records text with
   | Error e -> print_endline e
   | Ok records ->
     List.iter (fun fields ->
         print_endline
           (String.concat " | " (List.map (fun (k, v) -> Printf.sprintf "%s=%S" k v) fields)))
       records);
  (match parse_csv ~sep:';' "a;b\n1;2" with
   | Ok rows -> Printf.printf "semicolons: %d rows, last = [%s]\n" (List.length rows)
                  (String.concat "; " (List.nth rows 1))
   | Error e -> print_endline e);
  match parse_csv "id,note\n1,\"never closed\n" with
  | Ok _ -> print_endline "parsed?"
  | Error e -> Printf.printf "error: %s\n" e
