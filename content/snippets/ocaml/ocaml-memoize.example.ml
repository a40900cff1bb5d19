let calls = ref 0

let fib =
  memoize_rec (fun self n ->
      incr calls;
      if n < 2 then n else self (n - 1) + self (n - 2))

(* Number of monotone lattice paths through a grid: a two-argument key. *)
let paths =
  memoize_rec (fun self (r, c) -> if r = 0 || c = 0 then 1 else self (r - 1, c) + self (r, c - 1))

let () =
  (* Bind results first: OCaml does not promise left-to-right argument evaluation. *)
  let f90 = fib 90 in
  Printf.printf "fib 90 = %d (%d evaluations)\n" f90 !calls;
  calls := 0;
  let f80 = fib 80 in
  Printf.printf "fib 80 = %d (%d evaluations, all cached)\n" f80 !calls;
  Printf.printf "paths 16x16 = %d\n" (paths (16, 16));
  let slow_calls = ref 0 in
  let square = memoize (fun x -> incr slow_calls; x * x) in
  List.iter (fun x -> ignore (square x)) [ 3; 4; 3; 3; 4; 5 ];
  Printf.printf "square: 6 calls, %d computed\n" !slow_calls;
  let lookups = ref 0 in
  let upper = memoize_bounded ~capacity:2 (fun s -> incr lookups; String.uppercase_ascii s) in
  List.iter (fun s -> ignore (upper s)) [ "a"; "b"; "a"; "c"; "a" ];
  Printf.printf "bounded: 5 calls, %d computed\n" !lookups
