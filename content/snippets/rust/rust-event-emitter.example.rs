use std::cell::RefCell;
use std::rc::Rc;

#[derive(Debug)]
enum OrderEvent {
    Placed { id: u32, total_cents: u64 },
    Shipped { id: u32 },
}

fn main() {
    let mut events: EventEmitter<OrderEvent> = EventEmitter::default();

    // Shared state that listeners update; Rc<RefCell> because handlers must be 'static.
    let revenue = Rc::new(RefCell::new(0u64));
    let tally = Rc::clone(&revenue);
    events.on(move |event| {
        if let OrderEvent::Placed { total_cents, .. } = event {
            *tally.borrow_mut() += total_cents;
        }
    });
    let logger = events.on(|event| println!("  log: {event:?}"));
    events.once(|event| println!("  first event only: {event:?}"));

    println!("emit 1 -> {} listeners", events.emit(&OrderEvent::Placed { id: 1, total_cents: 2_500 }));
    println!("emit 2 -> {} listeners", events.emit(&OrderEvent::Placed { id: 2, total_cents: 1_250 }));

    println!("off(logger) = {}", events.off(logger));
    println!("off(logger) again = {}", events.off(logger));
    println!("emit 3 -> {} listeners", events.emit(&OrderEvent::Shipped { id: 1 }));

    println!("revenue = {} cents, listeners left = {}", revenue.borrow(), events.listener_count());
}
