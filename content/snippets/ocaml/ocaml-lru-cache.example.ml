let show c =
  String.concat " " (List.map (fun (k, v) -> Printf.sprintf "%s=%d" k v) (Lru.to_list c))

let report = function
  | Some (k, v) -> Printf.printf "  evicted %s=%d\n" k v
  | None -> ()

let () =
  let c = Lru.create 3 in
  List.iter (fun (k, v) -> report (Lru.add c k v)) [ ("a", 1); ("b", 2); ("c", 3) ];
  Printf.printf "newest first: %s\n" (show c);
  Printf.printf "find a -> %s\n" (match Lru.find c "a" with Some v -> string_of_int v | None -> "miss");
  Printf.printf "after find:   %s\n" (show c);
  print_endline "add d:";
  report (Lru.add c "d" 4);
  Printf.printf "find b -> %s\n" (match Lru.find c "b" with Some v -> string_of_int v | None -> "miss");
  report (Lru.add c "c" 30);
  Printf.printf "update c:     %s\n" (show c);
  let one = Lru.create 1 in
  ignore (Lru.add one "x" 1);
  report (Lru.add one "y" 2);
  Printf.printf "capacity 1:   %s\n" (show one)
