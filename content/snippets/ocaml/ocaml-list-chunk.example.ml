let show xss =
  "[" ^ String.concat " " (List.map (fun xs -> "[" ^ String.concat ";" (List.map string_of_int xs) ^ "]") xss) ^ "]"

let () =
  let xs = List.init 10 (fun i -> i + 1) in
  Printf.printf "chunk 3:          %s\n" (show (chunk 3 xs));
  Printf.printf "chunk 5:          %s\n" (show (chunk 5 xs));
  Printf.printf "chunk 4 []:       %s\n" (show (chunk 4 []));
  Printf.printf "windows 3:        %s\n" (show (windows 3 [ 1; 2; 3; 4; 5 ]));
  Printf.printf "windows 4 step 3: %s\n" (show (windows ~step:3 4 xs));
  Printf.printf "windows 6 of 5:   %s\n" (show (windows 6 [ 1; 2; 3; 4; 5 ]));
  Printf.printf "distribute 3:     %s\n" (show (distribute 3 xs));
  Printf.printf "distribute 4 of 2: %s\n" (show (distribute 4 [ 1; 2 ]));
  let big = chunk 1000 (List.init 1_000_000 Fun.id) in
  Printf.printf "1e6 items in chunks of 1000: %d chunks\n" (List.length big);
  match chunk 0 xs with
  | _ -> ()
  | exception Invalid_argument msg -> print_endline msg
