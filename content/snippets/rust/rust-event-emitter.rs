use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct SubscriptionId(u64);

struct Listener<E> {
    handler: Box<dyn FnMut(&E)>,
    once: bool,
}

/// A typed observer list: listeners run in the order they subscribed, and ids make removal explicit.
pub struct EventEmitter<E> {
    // BTreeMap keyed by an increasing id keeps subscription order even after removals.
    listeners: BTreeMap<SubscriptionId, Listener<E>>,
    next_id: u64,
}

impl<E> Default for EventEmitter<E> {
    fn default() -> Self {
        EventEmitter { listeners: BTreeMap::new(), next_id: 0 }
    }
}

impl<E> EventEmitter<E> {
    fn add(&mut self, handler: Box<dyn FnMut(&E)>, once: bool) -> SubscriptionId {
        let id = SubscriptionId(self.next_id);
        self.next_id += 1;
        self.listeners.insert(id, Listener { handler, once });
        id
    }

    pub fn on(&mut self, handler: impl FnMut(&E) + 'static) -> SubscriptionId {
        self.add(Box::new(handler), false)
    }

    /// The listener is removed automatically after its first event.
    pub fn once(&mut self, handler: impl FnMut(&E) + 'static) -> SubscriptionId {
        self.add(Box::new(handler), true)
    }

    pub fn off(&mut self, id: SubscriptionId) -> bool {
        self.listeners.remove(&id).is_some()
    }

    /// Returns how many listeners received the event.
    pub fn emit(&mut self, event: &E) -> usize {
        for listener in self.listeners.values_mut() {
            (listener.handler)(event);
        }
        let delivered = self.listeners.len();
        self.listeners.retain(|_, listener| !listener.once);
        delivered
    }

    pub fn listener_count(&self) -> usize {
        self.listeners.len()
    }
}
