require 'erb'

# Renders ERB templates against explicit locals and a few helpers, instead of
# the caller's binding, so templates cannot reach unrelated variables.
class Template
  class MissingLocal < StandardError
    attr_reader :name

    def initialize(name)
      @name = name
      super("undefined template variable '#{name}'")
    end
  end

  # The object templates are evaluated in: locals become method calls, and an
  # unknown name raises instead of silently rendering as blank.
  class Scope
    include ERB::Util # h / html_escape and url_encode

    def initialize(locals)
      @locals = locals
    end

    def method_missing(name, *args)
      return @locals.fetch(name) if args.empty? && @locals.key?(name)

      raise MissingLocal, name
    end

    def respond_to_missing?(name, include_private = false)
      @locals.key?(name) || super
    end

    def render_binding = binding
  end

  def self.load(path) = new(File.read(path), path: path)

  # trim_mode '-' makes "-%>" drop the newline after logic-only lines.
  def initialize(source, path: '(template)')
    @erb = ERB.new(source, trim_mode: '-')
    @erb.filename = path # error backtraces point at template lines
  end

  def render(**locals) = @erb.result(Scope.new(locals).render_binding)
end
