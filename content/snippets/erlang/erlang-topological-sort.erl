%% Dependency ordering for build steps, migrations or service start-up (Kahn's algorithm).
%% The ready queue is an ordered set, so ties break alphabetically and the order is stable.
-spec topo_sort([{term(), [term()]}]) -> {ok, [term()]} | {error, {cycle, [term()]}}.
topo_sort(Deps) ->
    Nodes = lists:usort(lists:append([[Item | Needs] || {Item, Needs} <- Deps])),
    Empty = maps:from_list([{N, []} || N <- Nodes]),
    Merge = fun({Item, Ns}, Acc) ->
        maps:update_with(Item, fun(Old) -> lists:usort(Ns ++ Old) end, Acc)
    end,
    Needs = lists:foldl(Merge, Empty, Deps),
    AddDependent = fun(Item, Ns, Acc) ->
        lists:foldl(fun(N, A) -> maps:update_with(N, fun(L) -> [Item | L] end, A) end, Acc, Ns)
    end,
    Dependents = maps:fold(AddDependent, Empty, Needs),
    InDegree = maps:map(fun(_, Ns) -> length(Ns) end, Needs),
    Ready = gb_sets:from_list([N || {N, 0} <- maps:to_list(InDegree)]),
    kahn(Ready, InDegree, Dependents, Needs, []).

kahn(Ready, InDegree, Dependents, Needs, Acc) ->
    case gb_sets:is_empty(Ready) of
        false ->
            {Node, Rest} = gb_sets:take_smallest(Ready),
            Release = fun(D, {R, Deg}) ->
                Left = maps:get(D, Deg) - 1,
                {case Left of 0 -> gb_sets:add(D, R); _ -> R end, Deg#{D := Left}}
            end,
            {Ready1, InDegree1} =
                lists:foldl(Release, {Rest, InDegree}, maps:get(Node, Dependents)),
            kahn(Ready1, InDegree1, Dependents, Needs, [Node | Acc]);
        true ->
            case lists:sort([N || {N, D} <- maps:to_list(InDegree), D > 0]) of
                [] -> {ok, lists:reverse(Acc)};
                [First | _] = Blocked -> {error, {cycle, find_cycle(First, Needs, Blocked, [])}}
            end
    end.

%% Every blocked item still needs another blocked item, so following those edges must
%% revisit a node; the path from its first visit is the cycle, shown closed: [a, b, a].
find_cycle(Node, Needs, Blocked, Path) ->
    case lists:member(Node, Path) of
        true ->
            lists:dropwhile(fun(N) -> N =/= Node end, lists:reverse(Path)) ++ [Node];
        false ->
            [Next | _] = [N || N <- maps:get(Node, Needs), lists:member(N, Blocked)],
            find_cycle(Next, Needs, Blocked, [Node | Path])
    end.
