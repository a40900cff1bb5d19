# Adds `memoize :method_name` to a class: results are cached per instance and
# per argument list, including nil and false results that `||=` would miss.
module Memoize
  def memoize(name)
    instance_method(name) # fail fast with NameError on a misspelled name
    # A prepended module lets the wrapper call `super`, keeping the original
    # method intact and visible in the ancestors chain.
    wrapper = Module.new do
      define_method(name) do |*args, **kwargs, &block|
        # A block can change the result, so those calls are never cached.
        return super(*args, **kwargs, &block) if block

        cache = (@__memo ||= {})[name] ||= {}
        key = [args, kwargs]
        return cache[key] if cache.key?(key)

        cache[key] = super(*args, **kwargs)
      end
    end
    wrapper.send(:private, name) if private_method_defined?(name)
    prepend(wrapper)
    name
  end

  # Clears the cache for one method, or for all memoized methods of an object.
  def self.reset(object, name = nil)
    memo = object.instance_variable_get(:@__memo) or return
    name ? memo.delete(name) : memo.clear
  end
end
