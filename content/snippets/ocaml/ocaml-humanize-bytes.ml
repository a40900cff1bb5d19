(* Binary units (KiB = 1024) match what file managers on Linux and most
   tools report; decimal units (kB = 1000) match disk vendors and network rates. *)
let binary_units = [| "B"; "KiB"; "MiB"; "GiB"; "TiB"; "PiB"; "EiB" |]
let decimal_units = [| "B"; "kB"; "MB"; "GB"; "TB"; "PB"; "EB" |]

let format_bytes ?(binary = true) ?(decimals = 1) n =
  let base = if binary then 1024. else 1000. in
  let units = if binary then binary_units else decimal_units in
  let sign = if n < 0 then "-" else "" in
  let x = Float.abs (float_of_int n) in
  if x < base then Printf.sprintf "%s%d B" sign (abs n)
  else
    let rec pick v i = if v >= base && i < Array.length units - 1 then pick (v /. base) (i + 1) else (v, i) in
    let v, i = pick x 0 in
    (* Rounding can carry 1023.96 KiB up to "1024.0 KiB": move to the next unit. *)
    let scale = 10. ** float_of_int decimals in
    let v, i =
      if Float.round (v *. scale) /. scale >= base && i < Array.length units - 1 then (v /. base, i + 1)
      else (v, i)
    in
    Printf.sprintf "%s%.*f %s" sign decimals v units.(i)

(* Accepts "512", "1.5 GiB", "20MB", "3 kb"; unit names are case-insensitive. *)
let parse_bytes s =
  let s = String.trim s in
  let n = String.length s in
  let rec split i = if i < n && (s.[i] = '.' || (s.[i] >= '0' && s.[i] <= '9')) then split (i + 1) else i in
  let i = split 0 in
  let unit = String.lowercase_ascii (String.trim (String.sub s i (n - i))) in
  let find units = Array.to_list units |> List.mapi (fun k u -> (String.lowercase_ascii u, k)) |> List.assoc_opt unit in
  let multiplier =
    if unit = "" || unit = "b" then Some 1.
    else match find binary_units, find decimal_units with
      | Some k, _ -> Some (1024. ** float_of_int k)
      | None, Some k -> Some (1000. ** float_of_int k)
      | None, None -> None
  in
  match float_of_string_opt (String.sub s 0 i), multiplier with
  | Some v, Some m when i > 0 -> Ok (Float.to_int (Float.round (v *. m)))
  | _ -> Error (Printf.sprintf "cannot read size %S" s)
