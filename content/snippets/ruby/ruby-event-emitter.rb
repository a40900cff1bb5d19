# A minimal publish/subscribe mixin: `on`, `once`, `off` and `emit`, with
# listeners called in registration order and safe to change during an emit.
module EventEmitter
  Subscription = Struct.new(:event, :callable, :once)

  def on(event, callable = nil, &block)
    add_listener(event, callable || block, once: false)
  end

  def once(event, callable = nil, &block)
    add_listener(event, callable || block, once: true)
  end

  # Accepts the subscription returned by on/once, or an event name to remove all.
  def off(target)
    if target.is_a?(Subscription)
      listeners[target.event]&.delete(target)
    else
      listeners.delete(target)
    end
    self
  end

  # Returns the number of listeners called.
  def emit(event, *args, **kwargs)
    # Iterate over a snapshot so listeners may subscribe or unsubscribe safely.
    current = listeners.fetch(event, []).dup
    current.each do |sub|
      off(sub) if sub.once
      sub.callable.call(*args, **kwargs)
    end
    current.size
  end

  def listener_count(event) = listeners.fetch(event, []).size

  private

  def listeners
    @listeners ||= Hash.new { |hash, key| hash[key] = [] }
  end

  def add_listener(event, callable, once:)
    raise ArgumentError, 'a block or callable is required' unless callable.respond_to?(:call)

    Subscription.new(event, callable, once).tap { |sub| listeners[event] << sub }
  end
end
