let show = function
  | Ok [] -> print_endline "order: (nothing to do)"
  | Ok order -> Printf.printf "order: %s\n" (String.concat " -> " order)
  | Error stuck -> Printf.printf "blocked by a cycle: %s\n" (String.concat ", " stuck)

let () =
  show
    (topo_sort
       [ ("app", [ "http"; "db"; "log" ]);
         ("http", [ "log"; "json" ]);
         ("db", [ "log" ]);
         ("json", []);
         ("cli", [ "app"; "app" ]);
         ("db", [ "log"; "config" ]) ]);
  show (topo_sort []);
  show (topo_sort [ ("a", [ "b" ]); ("b", [ "c" ]); ("c", [ "a" ]); ("d", [ "a" ]); ("e", []) ])
