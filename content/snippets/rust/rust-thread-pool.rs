use std::panic::{self, AssertUnwindSafe};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};

type Job = Box<dyn FnOnce() + Send + 'static>;

/// A fixed-size pool of worker threads fed through a channel. Dropping the pool closes the
/// channel, lets queued jobs finish and joins every worker: a graceful shutdown by design.
pub struct ThreadPool {
    sender: Option<Sender<Job>>,
    workers: Vec<JoinHandle<()>>,
}

impl ThreadPool {
    pub fn new(size: usize) -> Self {
        assert!(size > 0, "a pool needs at least one thread");
        let (sender, receiver) = mpsc::channel::<Job>();
        // std's Receiver has a single consumer, so the workers take turns through a Mutex.
        let receiver = Arc::new(Mutex::new(receiver));
        let workers = (0..size)
            .map(|id| {
                let receiver = Arc::clone(&receiver);
                thread::Builder::new()
                    .name(format!("pool-worker-{id}"))
                    .spawn(move || loop {
                        // The guard is dropped at the end of this statement, before the job runs,
                        // so other workers can pick up jobs while this one is busy.
                        let job = receiver.lock().unwrap_or_else(|e| e.into_inner()).recv();
                        let Ok(job) = job else { break }; // channel closed and drained: shut down
                        // A panicking job must not take its worker down and shrink the pool.
                        let _ = panic::catch_unwind(AssertUnwindSafe(job));
                    })
                    .expect("failed to spawn worker thread")
            })
            .collect();
        Self { sender: Some(sender), workers }
    }

    /// Queues a job; it runs on the next free worker.
    pub fn execute(&self, job: impl FnOnce() + Send + 'static) {
        if let Some(sender) = &self.sender {
            sender.send(Box::new(job)).expect("all workers have stopped");
        }
    }
}

impl Drop for ThreadPool {
    fn drop(&mut self) {
        drop(self.sender.take());
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}
