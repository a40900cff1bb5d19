(* Cache results of a pure function in a Hashtbl keyed by its argument.
   Structural hashing means tuples, strings and records work as keys. *)
let memoize ?(size = 64) f =
  let cache = Hashtbl.create size in
  fun x ->
    match Hashtbl.find_opt cache x with
    | Some y -> y
    | None ->
      let y = f x in
      Hashtbl.add cache x y;
      y

(* A plain [memoize] cannot speed up a recursive function, because its inner
   calls go to the original, uncached version. Writing the function with
   "open recursion" (the recursive call is a parameter) lets the memoizer tie
   the knot so that every inner call goes through the cache too. *)
let memoize_rec ?(size = 64) f =
  let cache = Hashtbl.create size in
  let rec self x =
    match Hashtbl.find_opt cache x with
    | Some y -> y
    | None ->
      let y = f self x in
      Hashtbl.replace cache x y;
      y
  in
  self

(* Bounded variant for long-running processes: forget everything when full,
   which keeps memory flat without the bookkeeping of a true LRU. *)
let memoize_bounded ~capacity f =
  let cache = Hashtbl.create capacity in
  fun x ->
    match Hashtbl.find_opt cache x with
    | Some y -> y
    | None ->
      if Hashtbl.length cache >= capacity then Hashtbl.reset cache;
      let y = f x in
      Hashtbl.add cache x y;
      y
