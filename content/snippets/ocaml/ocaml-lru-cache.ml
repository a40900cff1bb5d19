(* LRU cache: a Hashtbl for O(1) lookup plus a doubly linked list that keeps
   entries in recency order, so both [find] and [add] are O(1). *)
module Lru = struct
  type ('k, 'v) node = {
    key : 'k;
    mutable value : 'v;
    mutable prev : ('k, 'v) node option; (* towards the most recent end *)
    mutable next : ('k, 'v) node option;
  }

  type ('k, 'v) t = {
    capacity : int;
    table : ('k, ('k, 'v) node) Hashtbl.t;
    mutable newest : ('k, 'v) node option;
    mutable oldest : ('k, 'v) node option;
  }

  let create capacity =
    if capacity <= 0 then invalid_arg "Lru.create: capacity must be positive";
    { capacity; table = Hashtbl.create capacity; newest = None; oldest = None }

  let unlink c n =
    (match n.prev with Some p -> p.next <- n.next | None -> c.newest <- n.next);
    (match n.next with Some x -> x.prev <- n.prev | None -> c.oldest <- n.prev);
    n.prev <- None;
    n.next <- None

  let push_front c n =
    n.next <- c.newest;
    (match c.newest with Some h -> h.prev <- Some n | None -> c.oldest <- Some n);
    c.newest <- Some n

  let find c k =
    match Hashtbl.find_opt c.table k with
    | None -> None
    | Some n -> unlink c n; push_front c n; Some n.value

  (* Returns the evicted binding, if any, so callers can close handles or log. *)
  let add c k v =
    match Hashtbl.find_opt c.table k with
    | Some n -> n.value <- v; unlink c n; push_front c n; None
    | None ->
      let evicted =
        match c.oldest with
        | Some o when Hashtbl.length c.table >= c.capacity ->
          unlink c o; Hashtbl.remove c.table o.key; Some (o.key, o.value)
        | _ -> None
      in
      let n = { key = k; value = v; prev = None; next = None } in
      Hashtbl.replace c.table k n;
      push_front c n;
      evicted

  let to_list c =
    let rec go acc = function None -> List.rev acc | Some n -> go ((n.key, n.value) :: acc) n.next in
    go [] c.newest
end
