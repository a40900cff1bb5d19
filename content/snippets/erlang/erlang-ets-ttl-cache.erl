%% A TTL cache: a protected ETS table that any process reads directly, owned by a
%% gen_server that serialises writes and sweeps out expired rows on a timer.
%% gen_server calls its callbacks as exported functions of a compiled module.
-mode(compile).
-behaviour(gen_server).
-export([init/1, handle_call/3, handle_cast/2, handle_info/2]).

-spec ttl_cache_start_link(atom(), pos_integer()) -> {ok, pid()} | {error, term()}.
ttl_cache_start_link(Name, SweepEveryMs) ->
    gen_server:start_link({local, Name}, ?MODULE, {Name, SweepEveryMs}, []).

-spec ttl_cache_put(atom(), term(), term(), non_neg_integer()) -> ok.
ttl_cache_put(Name, Key, Value, TtlMs) ->
    gen_server:call(Name, {put, Key, Value, now_ms() + TtlMs}).

%% Reads never wait for the server; a stale row counts as missing even before the sweep.
-spec ttl_cache_get(atom(), term()) -> {ok, term()} | error.
ttl_cache_get(Name, Key) ->
    Now = now_ms(),
    case ets:lookup(Name, Key) of
        [{Key, Value, ExpiresAt}] when ExpiresAt > Now -> {ok, Value};
        _ -> error
    end.

%% Sweeps at once and returns how many rows were removed.
-spec ttl_cache_sweep(atom()) -> non_neg_integer().
ttl_cache_sweep(Name) ->
    gen_server:call(Name, sweep).

init({Name, SweepEveryMs}) ->
    Name = ets:new(Name, [named_table, protected, {read_concurrency, true}]),
    erlang:send_after(SweepEveryMs, self(), {sweep, SweepEveryMs}),
    {ok, Name}.

handle_call({put, Key, Value, ExpiresAt}, _From, Name) ->
    true = ets:insert(Name, {Key, Value, ExpiresAt}),
    {reply, ok, Name};
handle_call(sweep, _From, Name) ->
    {reply, sweep(Name), Name}.

handle_cast(_Message, Name) ->
    {noreply, Name}.

handle_info({sweep, SweepEveryMs}, Name) ->
    sweep(Name),
    erlang:send_after(SweepEveryMs, self(), {sweep, SweepEveryMs}),
    {noreply, Name}.

%% One select_delete pass inside ETS, without copying rows out to the process.
sweep(Name) ->
    Now = now_ms(),
    ets:select_delete(Name, [{{'_', '_', '$1'}, [{'=<', '$1', Now}], [true]}]).

%% Monotonic time cannot jump when the wall clock is adjusted.
now_ms() ->
    erlang:monotonic_time(millisecond).
