main(_) ->
    Services = [{web, [api, assets]},
                {api, [database, cache]},
                {worker, [database, queue]},
                {assets, []},
                {database, []}],
    io:format("~p~n", [topo_sort(Services)]),
    %% Listing an item twice merges its dependencies.
    io:format("~p~n", [topo_sort([{b, [a]}, {c, [b]}, {c, [a]}])]),
    io:format("~p~n", [topo_sort([])]),
    Migrations = [{"003_add_index", ["002_add_users"]},
                  {"002_add_users", ["004_backfill"]},
                  {"004_backfill", ["003_add_index"]},
                  {"005_cleanup", ["004_backfill"]},
                  {"002_add_users", ["001_init"]}],
    io:format("~p~n", [topo_sort(Migrations)]),
    io:format("~p~n", [topo_sort([{self_ref, [self_ref]}])]).
