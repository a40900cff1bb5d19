(* [take n xs] and [drop n xs] in one pass; tail-recursive so long lists are safe. *)
let split_at n xs =
  let rec go n acc = function
    | x :: rest when n > 0 -> go (n - 1) (x :: acc) rest
    | rest -> (List.rev acc, rest)
  in
  go n [] xs

(* Consecutive groups of [size]; the last may be shorter. Batch inserts and
   paged API calls are the usual callers. *)
let chunk size xs =
  if size <= 0 then invalid_arg "chunk: size must be positive";
  let rec go acc = function
    | [] -> List.rev acc
    | xs -> let c, rest = split_at size xs in go (c :: acc) rest
  in
  go [] xs

(* Overlapping windows, each [step] after the previous; only full windows are
   returned, so every window can be fed to code expecting exactly [size] items. *)
let windows ?(step = 1) size xs =
  if size <= 0 || step <= 0 then invalid_arg "windows: size and step must be positive";
  let arr = Array.of_list xs in
  let count = if Array.length arr < size then 0 else ((Array.length arr - size) / step) + 1 in
  List.init count (fun i -> Array.to_list (Array.sub arr (i * step) size))

(* Split into exactly [n] groups whose sizes differ by at most one, for
   spreading work across a fixed number of workers. *)
let distribute n xs =
  if n <= 0 then invalid_arg "distribute: n must be positive";
  let len = List.length xs in
  let base = len / n and extra = len mod n in
  let rec go i acc xs =
    if i = n then List.rev acc
    else let g, rest = split_at (base + if i < extra then 1 else 0) xs in go (i + 1) (g :: acc) rest
  in
  go 0 [] xs
