(* Fixed-capacity circular buffer: pushing into a full buffer overwrites the
   oldest element, so memory stays constant. Handy for "last N lines",
   moving averages and recent-event windows. *)
module Ring = struct
  type 'a t = { data : 'a option array; mutable start : int; mutable len : int }

  let create capacity =
    if capacity <= 0 then invalid_arg "Ring.create: capacity must be positive";
    (* Slots hold options so an empty buffer needs no dummy element. *)
    { data = Array.make capacity None; start = 0; len = 0 }

  let capacity r = Array.length r.data
  let length r = r.len
  let is_full r = r.len = capacity r

  let push r x =
    let cap = capacity r in
    r.data.((r.start + r.len) mod cap) <- Some x;
    if r.len < cap then r.len <- r.len + 1 else r.start <- (r.start + 1) mod cap

  let pop_oldest r =
    if r.len = 0 then None
    else begin
      let x = r.data.(r.start) in
      r.data.(r.start) <- None;
      r.start <- (r.start + 1) mod capacity r;
      r.len <- r.len - 1;
      x
    end

  (* Index 0 is the oldest element still held. *)
  let get r i =
    if i < 0 || i >= r.len then None else r.data.((r.start + i) mod capacity r)

  let fold f acc r =
    let rec go i acc = if i = r.len then acc else go (i + 1) (f acc (Option.get (get r i))) in
    go 0 acc

  let to_list r = List.rev (fold (fun acc x -> x :: acc) [] r)
end
