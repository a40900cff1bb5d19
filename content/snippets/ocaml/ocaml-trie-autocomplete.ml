module CMap = Map.Make (Char)

(* A persistent trie: inserting returns a new trie that shares every untouched
   branch with the old one, so snapshots are free. Children live in an ordered
   map, which makes completions come out in sorted order with no extra sort. *)
type trie = { word : bool; children : trie CMap.t }

let empty = { word = false; children = CMap.empty }

let insert t w =
  let n = String.length w in
  let rec go t i =
    if i = n then { t with word = true }
    else
      let child = Option.value (CMap.find_opt w.[i] t.children) ~default:empty in
      { t with children = CMap.add w.[i] (go child (i + 1)) t.children }
  in
  go t 0

let of_list words = List.fold_left insert empty words

let rec find_node t w i =
  if i = String.length w then Some t
  else Option.bind (CMap.find_opt w.[i] t.children) (fun c -> find_node c w (i + 1))

let mem t w = match find_node t w 0 with Some n -> n.word | None -> false

(* Depth-first in key order, stopping once [limit] words are found so a short
   prefix on a large dictionary stays cheap. *)
let complete ?(limit = max_int) t prefix =
  match find_node t prefix 0 with
  | None -> []
  | Some node ->
    let found = ref [] and count = ref 0 in
    let rec walk node acc =
      if !count < limit then begin
        if node.word then (found := String.concat "" (List.rev acc) :: !found; incr count);
        CMap.iter (fun c child -> walk child (String.make 1 c :: acc)) node.children
      end
    in
    walk node [ prefix ];
    List.rev !found
