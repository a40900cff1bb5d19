(* RFC 4180 CSV: quoted fields may hold separators, doubled quotes and line
   breaks, so the parser is a small state machine over the whole text rather
   than a split on newlines and commas. *)
let parse_csv ?(sep = ',') text =
  let n = String.length text in
  let field = Buffer.create 64 in
  let rows = ref [] and row = ref [] in
  let end_field () = row := Buffer.contents field :: !row; Buffer.clear field in
  let end_row () = end_field (); rows := List.rev !row :: !rows; row := [] in
  let rec unquoted i =
    if i >= n then (if !row <> [] || Buffer.length field > 0 then end_row (); Ok ())
    else
      match text.[i] with
      | c when c = sep -> end_field (); unquoted (i + 1)
      | '\r' when i + 1 < n && text.[i + 1] = '\n' -> end_row (); unquoted (i + 2)
      | '\n' -> end_row (); unquoted (i + 1)
      | '"' when Buffer.length field = 0 -> quoted (i + 1) i
      | c -> Buffer.add_char field c; unquoted (i + 1)
  and quoted i start =
    if i >= n then Error (Printf.sprintf "unterminated quote opened at byte %d" start)
    else
      match text.[i] with
      | '"' when i + 1 < n && text.[i + 1] = '"' -> Buffer.add_char field '"'; quoted (i + 2) start
      | '"' -> unquoted (i + 1)
      | c -> Buffer.add_char field c; quoted (i + 1) start
  in
  Result.map (fun () -> List.rev !rows) (unquoted 0)

(* Pair each data row with the header; short rows get empty strings so a
   missing trailing column does not raise. *)
let csv_records text =
  match parse_csv text with
  | Error _ as e -> e
  | Ok [] -> Ok []
  | Ok (header :: rows) ->
    Ok (List.map (fun r ->
        List.mapi (fun i h -> (h, Option.value (List.nth_opt r i) ~default:"")) header) rows)
