my $vars = {
    user  => { name => 'Ada <admin>', plan => { tier => 'pro' } },
    count => 3,
    bio   => '<em>Mathematician</em>',
};

say render_template('Hello {{ user.name }}, you are on {{user.plan.tier}}.', $vars);
say render_template('You have {{ count }} new {{ noun | messages }}.', $vars);
say render_template('Escaped: {{ bio }} | Raw: {{{ bio }}}', $vars);
say render_template('Missing: [{{ user.email }}]', $vars);
say render_template('Literal braces stay: { not a tag }, {{ }}', $vars);
say render_template('Tags in values are not expanded: {{ x }}', { x => '{{ count }}' });

eval { render_template('Hi {{ user.email }}', $vars, strict => 1) } or print $@;
eval { render_template('Hi {{{ user.name }}', $vars) } or print $@;
