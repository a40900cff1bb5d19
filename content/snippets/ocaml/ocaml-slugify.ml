(* Common Latin letters that have a natural ASCII spelling; any other non-ASCII
   character is dropped rather than guessed at. *)
let transliterations =
  [ ("à", "a"); ("á", "a"); ("â", "a"); ("ã", "a"); ("ä", "a"); ("å", "a");
    ("æ", "ae"); ("ç", "c"); ("è", "e"); ("é", "e"); ("ê", "e"); ("ë", "e");
    ("ì", "i"); ("í", "i"); ("î", "i"); ("ï", "i"); ("ñ", "n"); ("ò", "o");
    ("ó", "o"); ("ô", "o"); ("õ", "o"); ("ö", "o"); ("ø", "o"); ("ù", "u");
    ("ú", "u"); ("û", "u"); ("ü", "u"); ("ý", "y"); ("ÿ", "y"); ("ß", "ss") ]

let utf8_length lead =
  if lead >= 0xF0 then 4 else if lead >= 0xE0 then 3 else if lead >= 0xC0 then 2 else 1

let slugify ?(max_length = 80) title =
  let buf = Buffer.create (String.length title) in
  let gap = ref false in
  let emit s =
    if !gap && Buffer.length buf > 0 then Buffer.add_char buf '-';
    gap := false;
    Buffer.add_string buf s
  in
  let n = String.length title in
  let rec go i =
    if i < n then
      match title.[i] with
      | ('a' .. 'z' | '0' .. '9') as c -> emit (String.make 1 c); go (i + 1)
      | 'A' .. 'Z' as c -> emit (String.make 1 (Char.lowercase_ascii c)); go (i + 1)
      (* "Don't" should read "dont", not "don-t" *)
      | '\'' -> go (i + 1)
      | c when Char.code c < 0x80 -> gap := true; go (i + 1)
      | c ->
        let len = min (utf8_length (Char.code c)) (n - i) in
        let ch = Bytes.of_string (String.sub title i len) in
        (* Upper-case Latin-1 letters (U+00C0..U+00DE) sit exactly 0x20 below their
           lower-case forms, so one byte flip folds the case. *)
        if len = 2 && Bytes.get ch 0 = '\xC3' && Bytes.get ch 1 >= '\x80' && Bytes.get ch 1 <= '\x9E'
        then Bytes.set ch 1 (Char.chr (Char.code (Bytes.get ch 1) + 0x20));
        (match List.assoc_opt (Bytes.to_string ch) transliterations with
         | Some ascii -> emit ascii
         | None -> gap := true);
        go (i + len)
  in
  go 0;
  let slug = Buffer.contents buf in
  if String.length slug <= max_length then slug
  else
    (* Cut at the last word boundary so the slug never ends mid-word or on a dash. *)
    let cut = String.sub slug 0 max_length in
    if slug.[max_length] = '-' then cut
    else match String.rindex_opt cut '-' with
    | Some i when i > 0 -> String.sub cut 0 i
    | _ -> cut
