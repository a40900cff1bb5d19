# Typed application settings from environment variables: declare each setting once
# with a type, default and validation, then read them all and report every problem at once.
class EnvConfig
  class Invalid < StandardError; end

  CASTS = {
    string: ->(v) { v },
    integer: ->(v) { Integer(v, 10) },
    float: ->(v) { Float(v) },
    boolean: lambda { |v|
      case v.downcase
      when 'true', '1', 'yes', 'on' then true
      when 'false', '0', 'no', 'off', '' then false
      else raise ArgumentError, 'expected true/false'
      end
    },
    list: ->(v) { v.split(',').map(&:strip).reject(&:empty?) }
  }.freeze

  def initialize(&definition)
    @settings = {}
    instance_eval(&definition)
  end

  def setting(name, type = :string, default: nil, required: false, one_of: nil, &check)
    @settings[name] = { type: CASTS.fetch(type), default: default, required: required, one_of: one_of, check: check }
  end

  # Returns a frozen Struct of values, or raises Invalid listing every bad variable.
  def load(env = ENV)
    errors = []
    values = @settings.to_h do |name, spec|
      key = name.to_s.upcase
      raw = env[key]
      errors << "#{key} is required" if raw.nil? && spec[:required]
      value = raw.nil? ? spec[:default] : spec[:type].call(raw)
      errors << "#{key} must be one of #{spec[:one_of].join(', ')}" if spec[:one_of] && !spec[:one_of].include?(value)
      errors << "#{key} is invalid" if spec[:check] && !value.nil? && !spec[:check].call(value)
      [name, value]
    rescue ArgumentError, TypeError => e
      errors << "#{key}=#{raw.inspect}: #{e.message}"
      [name, nil]
    end
    raise Invalid, errors.join('; ') unless errors.empty?

    Struct.new(*values.keys, keyword_init: true).new(**values).freeze
  end
end
