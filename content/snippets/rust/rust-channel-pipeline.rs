use std::sync::mpsc::{sync_channel, Receiver};
use std::thread::{self, JoinHandle};

/// A chain of threads connected by bounded channels; each stage runs concurrently with the others.
pub struct Pipeline<T> {
    output: Receiver<T>,
    handles: Vec<JoinHandle<()>>,
}

impl<T: Send + 'static> Pipeline<T> {
    /// Starts a producer thread feeding `items` into the first channel.
    pub fn source<I>(items: I, capacity: usize) -> Self
    where
        I: IntoIterator<Item = T> + Send + 'static,
    {
        let (tx, rx) = sync_channel(capacity);
        let handle = thread::spawn(move || {
            for item in items {
                // A send error means downstream hung up, so there is no one left to produce for.
                if tx.send(item).is_err() {
                    break;
                }
            }
        });
        Pipeline { output: rx, handles: vec![handle] }
    }

    /// Adds a stage on its own thread; returning `None` drops the item, like `filter_map`.
    /// Bounded channels give backpressure: a fast stage blocks instead of buffering without limit.
    pub fn stage<U, F>(mut self, capacity: usize, mut f: F) -> Pipeline<U>
    where
        U: Send + 'static,
        F: FnMut(T) -> Option<U> + Send + 'static,
    {
        let (tx, rx) = sync_channel(capacity);
        let input = self.output;
        self.handles.push(thread::spawn(move || {
            for item in input {
                if let Some(out) = f(item) {
                    if tx.send(out).is_err() {
                        break;
                    }
                }
            }
        }));
        Pipeline { output: rx, handles: self.handles }
    }

    /// Drains the final stage, then joins every thread so panics in any stage surface here.
    pub fn collect(self) -> thread::Result<Vec<T>> {
        let results: Vec<T> = self.output.iter().collect();
        for handle in self.handles {
            handle.join()?;
        }
        Ok(results)
    }
}
