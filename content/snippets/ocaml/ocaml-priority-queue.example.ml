(* Jobs by priority (lower runs first); the sequence number keeps equal
   priorities in arrival order, because a heap on its own is not stable. *)
module Jobs = Heap (struct
  type t = int * int * string
  let compare (p1, s1, _) (p2, s2, _) = compare (p1, s1) (p2, s2)
end)

module MaxInt = Heap (struct type t = int let compare a b = compare b a end)

let () =
  let q = Jobs.create () in
  List.iteri
    (fun seq (prio, name) -> Jobs.push q (prio, seq, name))
    [ (3, "send newsletter"); (1, "charge card"); (2, "resize image");
      (1, "send receipt"); (5, "rebuild index"); (2, "update search") ];
  (match Jobs.peek q with Some (p, _, n) -> Printf.printf "next: %s (p%d)\n" n p | None -> ());
  while not (Jobs.is_empty q) do
    match Jobs.pop q with
    | Some (p, _, name) -> Printf.printf "p%d %s\n" p name
    | None -> ()
  done;
  Printf.printf "pop on empty: %s\n" (match Jobs.pop q with None -> "None" | Some _ -> "Some");
  let top = MaxInt.create () in
  List.iter (MaxInt.push top) [ 42; 7; 99; 13; 99; 0; 58; 21; 64; 3; 77 ];
  Printf.printf "descending: %s\n" (String.concat " " (List.map string_of_int (MaxInt.drain top)))
