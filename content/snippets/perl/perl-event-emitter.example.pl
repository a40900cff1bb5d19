my $orders = EventEmitter->new;

my $stop_audit = $orders->on(placed => sub ($order) { say "audit: order $order->{id} placed" });
$orders->on(placed => sub ($order) { say "email: thanks for spending $order->{total}" });
$orders->once(placed => sub ($order) { say "promo: first order bonus for $order->{id}" });
$orders->on(error => sub ($error, $event) { print "error in '$event' listener: $error" });

say 'listeners ran: ', $orders->emit(placed => { id => 1, total => '19.99' });
say 'listeners ran: ', $orders->emit(placed => { id => 2, total => '5.00' });

$stop_audit->();
$orders->on(placed => sub ($order) { die "inventory service down\n" });
say 'listeners ran: ', $orders->emit(placed => { id => 3, total => '42.00' });

say 'no listeners: ', $orders->emit('cancelled');
say 'placed listeners left: ', $orders->listener_count('placed');
eval { $orders->on(placed => 'not code') } or print $@ =~ s/ at .*//sr, "\n";
