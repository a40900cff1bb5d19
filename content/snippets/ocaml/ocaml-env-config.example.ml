let dotenv =
  {|# database settings
export DATABASE_URL="postgres://app@localhost/app"
PORT=8080   # inline comment
DEBUG=yes
GREETING="Hello\tworld\n"
RAW='no $expansion \t here'
WORKERS=four
EMPTY=
|}

(* A fixed environment instead of the process's, so the output is the same everywhere. *)
let fake_env = function "PORT" -> Some "9090" | _ -> None

let () =
  match parse_dotenv dotenv with
  | Error e -> print_endline e
  | Ok file ->
    List.iter (fun (k, v) -> Printf.printf "%-12s = %S\n" k v) file;
    let getenv = fake_env in
    let show_int key = function
      | Ok n -> Printf.printf "%s -> %d\n" key n
      | Error e -> Printf.printf "%s -> error: %s\n" key e
    in
    show_int "PORT" (get_int ~getenv file "PORT" ~default:3000);
    show_int "TIMEOUT" (get_int ~getenv file "TIMEOUT" ~default:30);
    show_int "WORKERS" (get_int ~getenv file "WORKERS" ~default:4);
    (match get_bool ~getenv file "DEBUG" ~default:false with
     | Ok b -> Printf.printf "DEBUG -> %b\n" b
     | Error e -> print_endline e);
    Printf.printf "HOST -> %s\n" (get_string ~getenv file "HOST" ~default:"0.0.0.0");
    (match parse_dotenv "OK=1\nthis line is wrong\n" with
     | Ok _ -> ()
     | Error e -> Printf.printf "bad file: %s\n" e)
