(* A binary min-heap in a growable array: O(log n) push and pop, O(1) peek.
   Order comes from the functor argument, so a max-heap is just a flipped compare. *)
module Heap (Ord : sig type t val compare : t -> t -> int end) = struct
  type t = { mutable data : Ord.t array; mutable size : int }

  let create () = { data = [||]; size = 0 }
  let length h = h.size
  let is_empty h = h.size = 0
  let peek h = if h.size = 0 then None else Some h.data.(0)

  let swap a i j = let x = a.(i) in a.(i) <- a.(j); a.(j) <- x

  let rec sift_up a i =
    let parent = (i - 1) / 2 in
    if i > 0 && Ord.compare a.(i) a.(parent) < 0 then (swap a i parent; sift_up a parent)

  let rec sift_down a size i =
    let l = (2 * i) + 1 and r = (2 * i) + 2 in
    let smallest = if l < size && Ord.compare a.(l) a.(i) < 0 then l else i in
    let smallest = if r < size && Ord.compare a.(r) a.(smallest) < 0 then r else smallest in
    if smallest <> i then (swap a i smallest; sift_down a size smallest)

  let push h x =
    if h.size = Array.length h.data then begin
      (* Arrays need an initial value, so the new element fills the fresh slots. *)
      let bigger = Array.make (max 8 (2 * h.size)) x in
      Array.blit h.data 0 bigger 0 h.size;
      h.data <- bigger
    end;
    h.data.(h.size) <- x;
    h.size <- h.size + 1;
    sift_up h.data (h.size - 1)

  let pop h =
    if h.size = 0 then None
    else begin
      let top = h.data.(0) in
      h.size <- h.size - 1;
      h.data.(0) <- h.data.(h.size);
      sift_down h.data h.size 0;
      Some top
    end

  let drain h =
    let rec go acc = match pop h with None -> List.rev acc | Some x -> go (x :: acc) in
    go []
end
