(* Luhn (mod 10) checksums guard card numbers, IMEIs and many account ids
   against typos. Spaces and dashes are accepted because people paste them. *)
let digits_of s =
  let rec go i acc =
    if i < 0 then Some acc
    else
      match s.[i] with
      | '0' .. '9' as c -> go (i - 1) ((Char.code c - 48) :: acc)
      | ' ' | '-' -> go (i - 1) acc
      | _ -> None
  in
  go (String.length s - 1) []

(* Sum from the rightmost digit, doubling every second one; [offset] shifts
   which digits are doubled so the same code computes a missing check digit. *)
let luhn_sum ~offset digits =
  List.rev digits
  |> List.mapi (fun i d ->
         if (i + offset) mod 2 = 1 then (let d2 = d * 2 in if d2 > 9 then d2 - 9 else d2) else d)
  |> List.fold_left ( + ) 0

let luhn_valid s =
  match digits_of s with
  | Some ds when List.length ds >= 2 -> luhn_sum ~offset:0 ds mod 10 = 0
  | _ -> false

let luhn_check_digit s =
  match digits_of s with
  | Some (_ :: _ as ds) -> Some ((10 - (luhn_sum ~offset:1 ds mod 10)) mod 10)
  | _ -> None
