(* Go-style durations ("1h30m", "250ms", "2d12h") as integer milliseconds:
   integers avoid float drift when durations are added up or compared. *)
let unit_ms = [ ("ms", 1); ("s", 1_000); ("m", 60_000); ("h", 3_600_000); ("d", 86_400_000); ("w", 604_800_000) ]

let parse_duration text =
  let s = String.lowercase_ascii (String.trim text) in
  let n = String.length s in
  let is_digit c = c >= '0' && c <= '9' in
  let is_alpha c = c >= 'a' && c <= 'z' in
  let rec span p i = if i < n && p s.[i] then span p (i + 1) else i in
  let rec go i total =
    if i = n then Ok total
    else
      let j = span is_digit i in
      let u = span (( = ) ' ') j in
      let k = span is_alpha u in
      if j = i then Error (Printf.sprintf "expected a number at %d in %S" i text)
      else
        let unit = String.sub s u (k - u) in
        match List.assoc_opt unit unit_ms, int_of_string_opt (String.sub s i (j - i)) with
        | Some ms, Some v -> go (span (( = ) ' ') k) (total + (v * ms))
        | None, _ when unit = "" -> Error (Printf.sprintf "missing unit after %s" (String.sub s i (j - i)))
        | None, _ -> Error (Printf.sprintf "unknown unit %S" unit)
        | _, None -> Error "number too large"
  in
  if n = 0 then Error "empty duration" else go 0 0

(* The reverse: largest units first, zero parts skipped, "0s" for zero. *)
let format_duration ms =
  if ms = 0 then "0s"
  else
    let sign = if ms < 0 then "-" else "" in
    let parts, _ =
      List.fold_left
        (fun (parts, rest) (name, size) ->
          if rest >= size then (Printf.sprintf "%d%s" (rest / size) name :: parts, rest mod size)
          else (parts, rest))
        ([], abs ms)
        (List.rev (List.filter (fun (u, _) -> u <> "w") unit_ms))
    in
    sign ^ String.concat " " (List.rev parts)
