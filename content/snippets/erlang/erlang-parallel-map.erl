%% Parallel map with a concurrency limit: at most Limit processes run at once, results
%% come back in input order, and a crash in one item becomes {error, _} for that item only.
-spec pmap(fun((A) -> B), [A], pos_integer()) -> [{ok, B} | {error, term()}].
pmap(Fun, Items, Limit) when is_integer(Limit), Limit > 0 ->
    Indexed = lists:enumerate(Items),
    {First, Waiting} = lists:split(min(Limit, length(Indexed)), Indexed),
    Running = maps:from_list([spawn_item(Fun, Item) || Item <- First]),
    collect(Fun, Waiting, Running, #{}).

%% The result travels in the exit reason of a monitored process: one message per item,
%% and a worker killed from outside is still reported through the same 'DOWN'.
spawn_item(Fun, {Index, Item}) ->
    {_Pid, Ref} = spawn_monitor(fun() ->
        exit({pmap_done, try {ok, Fun(Item)} catch Class:Reason -> {error, {Class, Reason}} end})
    end),
    {Ref, Index}.

collect(_Fun, [], Running, Done) when map_size(Running) =:= 0 ->
    [Result || {_Index, Result} <- lists:sort(maps:to_list(Done))];
collect(Fun, Waiting, Running, Done) ->
    receive
        {'DOWN', Ref, process, _Pid, Exit} when is_map_key(Ref, Running) ->
            Result =
                case Exit of
                    {pmap_done, R} -> R;
                    Other -> {error, Other}
                end,
            {Index, StillRunning} = maps:take(Ref, Running),
            case Waiting of
                [Next | Rest] ->
                    {NewRef, NewIndex} = spawn_item(Fun, Next),
                    collect(Fun, Rest, StillRunning#{NewRef => NewIndex}, Done#{Index => Result});
                [] ->
                    collect(Fun, [], StillRunning, Done#{Index => Result})
            end
    end.
