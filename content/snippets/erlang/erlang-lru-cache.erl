%% A purely functional LRU cache: a map for lookups plus a gb_tree of last-use ticks,
%% so get, put and eviction are O(log n) with no process or ETS table to manage.
-record(lru, {capacity, tick = 0, entries = #{}, order = gb_trees:empty()}).

-spec lru_new(pos_integer()) -> #lru{}.
lru_new(Capacity) when is_integer(Capacity), Capacity > 0 ->
    #lru{capacity = Capacity}.

%% A hit counts as a use, so the updated cache is returned alongside the value.
-spec lru_get(term(), #lru{}) -> {ok, term(), #lru{}} | error.
lru_get(Key, #lru{entries = Entries} = Cache) ->
    case Entries of
        #{Key := {Value, _Tick}} -> {ok, Value, touch(Key, Value, Cache)};
        #{} -> error
    end.

-spec lru_put(term(), term(), #lru{}) -> #lru{}.
lru_put(Key, Value, Cache0) ->
    Cache = touch(Key, Value, Cache0),
    case map_size(Cache#lru.entries) > Cache#lru.capacity of
        true -> evict_oldest(Cache);
        false -> Cache
    end.

%% Keys from most to least recently used.
-spec lru_keys(#lru{}) -> [term()].
lru_keys(#lru{order = Order}) ->
    lists:reverse(gb_trees:values(Order)).

touch(Key, Value, #lru{tick = Tick, entries = Entries, order = Order0} = Cache) ->
    Order =
        case Entries of
            #{Key := {_, OldTick}} -> gb_trees:delete(OldTick, Order0);
            #{} -> Order0
        end,
    Cache#lru{tick = Tick + 1,
              entries = Entries#{Key => {Value, Tick}},
              order = gb_trees:insert(Tick, Key, Order)}.

evict_oldest(#lru{entries = Entries, order = Order0} = Cache) ->
    {_Tick, Key, Order} = gb_trees:take_smallest(Order0),
    Cache#lru{entries = maps:remove(Key, Entries), order = Order}.
