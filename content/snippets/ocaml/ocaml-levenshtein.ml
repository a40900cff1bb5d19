(* Edit distance over bytes with two rolling rows, so memory is O(min(m, n))
   instead of the full m*n table. *)
let levenshtein a b =
  (* Keep the shorter string as the row to minimise the allocation. *)
  let a, b = if String.length a < String.length b then (b, a) else (a, b) in
  let m = String.length a and n = String.length b in
  let prev = Array.init (n + 1) Fun.id in
  let curr = Array.make (n + 1) 0 in
  for i = 1 to m do
    curr.(0) <- i;
    for j = 1 to n do
      let cost = if a.[i - 1] = b.[j - 1] then 0 else 1 in
      curr.(j) <- min (min (prev.(j) + 1) (curr.(j - 1) + 1)) (prev.(j - 1) + cost)
    done;
    Array.blit curr 0 prev 0 (n + 1)
  done;
  prev.(n)

(* "Did you mean ...?" suggestions: candidates within [max_distance] edits,
   closest first, ties broken alphabetically so the output is stable. *)
let suggest ?(max_distance = 2) word candidates =
  candidates
  |> List.filter_map (fun c ->
         let d = levenshtein (String.lowercase_ascii word) (String.lowercase_ascii c) in
         if d <= max_distance then Some (d, c) else None)
  |> List.sort compare
  |> List.map snd
