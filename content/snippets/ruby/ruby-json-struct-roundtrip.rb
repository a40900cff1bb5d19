require 'json'

# Defines keyword Structs with a typed schema that serialize to JSON and
# parse back with type checks, including nested records and arrays of them.
module JsonStruct
  class SchemaError < StandardError; end

  def self.define(**schema)
    Struct.new(*schema.keys, keyword_init: true) do
      define_singleton_method(:schema) { schema }
      extend ClassMethods

      def to_h = super.transform_values { |v| JsonStruct.dump(v) }
      def to_json(*args) = to_h.to_json(*args)
    end
  end

  def self.dump(value)
    case value
    when Array then value.map { |v| dump(v) }
    when Struct then value.to_h
    else value
    end
  end

  module ClassMethods
    def from_json(text) = from_h(JSON.parse(text))

    def from_h(hash, path = name || 'record')
      raise SchemaError, "#{path}: expected an object" unless hash.is_a?(Hash)

      unknown = hash.keys.map(&:to_s) - schema.keys.map(&:to_s)
      raise SchemaError, "#{path}: unknown keys #{unknown.join(', ')}" if unknown.any?

      values = schema.to_h do |key, type|
        raw = hash.fetch(key.to_s) { hash.fetch(key, nil) }
        [key, coerce(raw, type, "#{path}.#{key}")]
      end
      new(**values)
    end

    private

    # A one-element array such as [String] means "array of String".
    def coerce(raw, type, path)
      if type.is_a?(Array) && raw.is_a?(Array)
        return raw.each_with_index.map { |v, i| coerce(v, type.first, "#{path}[#{i}]") }
      end
      return type.from_h(raw, path) if type.respond_to?(:from_h) && !raw.nil?
      return raw if raw.nil? || (!type.is_a?(Array) && raw.is_a?(type))

      raise SchemaError, "#{path}: expected #{type.inspect}, got #{raw.inspect}"
    end
  end
end
