module DeepMerge
  module_function

  # Merges nested hashes recursively without mutating either input.
  # Arrays are replaced by default; pass arrays: :concat or :union to combine them.
  # A block resolves scalar conflicts, like Hash#merge's block does.
  def merge(base, override, arrays: :replace, &resolve)
    base.merge(override) do |key, old, new|
      if old.is_a?(Hash) && new.is_a?(Hash)
        merge(old, new, arrays: arrays, &resolve)
      elsif old.is_a?(Array) && new.is_a?(Array) && arrays != :replace
        arrays == :union ? old | new : old + new
      elsif resolve
        resolve.call(key, old, new)
      else
        new
      end
    end
  end

  # Merges any number of layers, later ones winning: defaults, file, environment...
  def merge_all(*layers, **options, &resolve)
    layers.compact.reduce({}) { |acc, layer| merge(acc, layer, **options, &resolve) }
  end

  # Returns a deep copy with every nested hash and array frozen, handy for shared config.
  def deep_freeze(value)
    case value
    when Hash then value.to_h { |k, v| [deep_freeze(k), deep_freeze(v)] }.freeze
    when Array then value.map { |v| deep_freeze(v) }.freeze
    else value.frozen? ? value : value.dup.freeze
    end
  end
end
