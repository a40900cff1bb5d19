module SMap = Map.Make (String)
module SSet = Set.Make (String)

(* Kahn's algorithm. [deps] maps each node to the nodes it depends on; the
   result lists every node after all of its dependencies. The ready set is an
   ordered Set, so ties are broken alphabetically and the order is stable
   from run to run. *)
let topo_sort (deps : (string * string list) list) =
  let or_empty = Option.value ~default:SSet.empty in
  (* Merge repeated entries first so a node listed twice is not counted twice. *)
  let graph =
    List.fold_left
      (fun g (node, ds) ->
        let ds = SSet.of_list ds in
        let g = SSet.fold (fun d g -> if SMap.mem d g then g else SMap.add d SSet.empty g) ds g in
        SMap.update node (fun s -> Some (SSet.union ds (or_empty s))) g)
      SMap.empty deps
  in
  let dependents =
    SMap.fold
      (fun node ds acc -> SSet.fold (fun d acc -> SMap.update d (fun s -> Some (SSet.add node (or_empty s))) acc) ds acc)
      graph SMap.empty
  in
  let pending = SMap.map SSet.cardinal graph in
  let ready = SMap.fold (fun n c acc -> if c = 0 then SSet.add n acc else acc) pending SSet.empty in
  let rec loop ready pending order =
    match SSet.min_elt_opt ready with
    | None ->
      (* Whatever still waits is on a cycle or depends on one. *)
      let stuck = SMap.fold (fun n c acc -> if c > 0 then n :: acc else acc) pending [] in
      if stuck = [] then Ok (List.rev order) else Error (List.rev stuck)
    | Some n ->
      let release m (ready, pending) =
        let c = SMap.find m pending - 1 in
        ((if c = 0 then SSet.add m ready else ready), SMap.add m c pending)
      in
      let ready, pending =
        SSet.fold release (or_empty (SMap.find_opt n dependents)) (SSet.remove n ready, pending)
      in
      loop ready pending (n :: order)
  in
  loop ready pending []
