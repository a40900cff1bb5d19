let show_decode s =
  match base64url_decode s with
  | Ok bytes -> Printf.printf "decode %-12S -> Ok %S\n" s bytes
  | Error e -> Printf.printf "decode %-12S -> Error %s\n" s e

let () =
  List.iter
    (fun s -> Printf.printf "encode %-10S -> %s\n" s (base64url_encode s))
    [ ""; "f"; "fo"; "foo"; "foob"; "fooba"; "foobar"; "\xfb\xff\xfe" ];
  let header = {|{"alg":"HS256","typ":"JWT"}|} in
  let token = base64url_encode header in
  Printf.printf "jwt header: %s\n" token;
  Printf.printf "round trip: %b\n" (base64url_decode token = Ok header);
  List.iter show_decode [ "Zm9vYmFy"; "Zm9vYg"; "Zm9vYg=="; "Zm9vYg="; "-_-_"; "Zm9vYh"; "Zm9v+g"; "Zm9vY" ]
