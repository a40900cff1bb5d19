(* Width is counted in code points, not bytes, so accented text wraps at the
   same column as ASCII: UTF-8 continuation bytes (0b10xxxxxx) are skipped. *)
let display_length s =
  String.fold_left (fun n c -> if Char.code c land 0xC0 = 0x80 then n else n + 1) 0 s

(* Split a word longer than the width at code point boundaries. *)
let rec chop width w =
  if display_length w <= width then [ w ]
  else
    let rec cut i count =
      if count = width then i
      else
        let j = ref (i + 1) in
        while !j < String.length w && Char.code w.[!j] land 0xC0 = 0x80 do incr j done;
        cut !j (count + 1)
    in
    let i = cut 0 0 in
    String.sub w 0 i :: chop width (String.sub w i (String.length w - i))

(* Greedy wrapping: each line takes as many words as fit. Blank lines separate
   paragraphs and are kept; runs of spaces inside a paragraph collapse. *)
let wrap ?(indent = "") width text =
  let width = max 1 (width - display_length indent) in
  let wrap_paragraph para =
    let words =
      String.split_on_char ' ' para
      |> List.filter (( <> ) "")
      |> List.concat_map (chop width)
    in
    let lines, current =
      List.fold_left
        (fun (lines, current) w ->
          match current with
          | "" -> (lines, w)
          | cur when display_length cur + 1 + display_length w <= width -> (lines, cur ^ " " ^ w)
          | cur -> (cur :: lines, w))
        ([], "") words
    in
    List.rev (if current = "" then lines else current :: lines) |> List.map (( ^ ) indent)
  in
  let rec paragraphs acc cur = function
    | [] -> List.rev (List.rev cur :: acc)
    | "" :: rest -> paragraphs (List.rev cur :: acc) [] rest
    | line :: rest -> paragraphs acc (line :: cur) rest
  in
  paragraphs [] [] (String.split_on_char '\n' (String.trim text))
  |> List.filter (( <> ) [])
  |> List.map (fun lines -> String.concat "\n" (wrap_paragraph (String.concat " " lines)))
  |> String.concat "\n\n"
