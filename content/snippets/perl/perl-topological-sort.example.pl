my %build = (
    'app'      => [qw(lib-http lib-db config)],
    'lib-http' => [qw(lib-core)],
    'lib-db'   => [qw(lib-core config)],
    'tests'    => [qw(app)],
    'docs'     => [],
);
say 'build order: ', join ' -> ', topo_sort(\%build);

my %migrations = (add_index => ['create_users'], seed => ['add_index', 'create_roles']);
say 'migrations:  ', join ', ', topo_sort(\%migrations);

my %cyclic = (a => ['b'], b => ['c'], c => ['a'], d => ['a']);
eval { topo_sort(\%cyclic) } or print $@;

eval { topo_sort({ self => ['self'] }) } or print $@;
say 'empty graph: ', scalar(my @none = topo_sort({})), ' nodes';
