let show r = String.concat " " (List.map string_of_int (Ring.to_list r))

let () =
  let r = Ring.create 4 in
  List.iter (Ring.push r) [ 1; 2; 3 ];
  Printf.printf "after 3 pushes: [%s] full=%b\n" (show r) (Ring.is_full r);
  List.iter (Ring.push r) [ 4; 5; 6 ];
  Printf.printf "after 6 pushes: [%s] full=%b\n" (show r) (Ring.is_full r);
  Printf.printf "oldest=%s newest=%s\n"
    (Option.fold ~none:"-" ~some:string_of_int (Ring.get r 0))
    (Option.fold ~none:"-" ~some:string_of_int (Ring.get r (Ring.length r - 1)));
  (match Ring.pop_oldest r with Some x -> Printf.printf "popped %d -> [%s]\n" x (show r) | None -> ());
  (* Moving average over the last 3 samples. *)
  let window = Ring.create 3 in
  List.iter
    (fun sample ->
      Ring.push window sample;
      let avg = Ring.fold ( +. ) 0. window /. float_of_int (Ring.length window) in
      Printf.printf "sample %5.1f  avg %5.2f\n" sample avg)
    [ 10.; 20.; 30.; 40.; 100. ];
  let empty = Ring.create 2 in
  Printf.printf "empty pop: %s\n" (if Ring.pop_oldest empty = None then "None" else "Some");
  match Ring.create 0 with
  | _ -> ()
  | exception Invalid_argument msg -> print_endline msg
