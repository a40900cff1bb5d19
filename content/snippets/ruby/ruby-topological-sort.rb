require 'tsort'

# Orders tasks so every task comes after the tasks it depends on, using Ruby's
# built-in TSort (Tarjan's algorithm), and reports cycles with the tasks involved.
class DependencyGraph
  include TSort

  class CycleError < StandardError; end

  def initialize
    @edges = {}
  end

  def add(task, depends_on: [])
    (@edges[task] ||= []).concat(Array(depends_on))
    Array(depends_on).each { |dep| @edges[dep] ||= [] }
    self
  end

  # Dependencies first. Raises CycleError naming the tasks in the cycle.
  def order
    sorted = tsort
    # TSort treats a task that depends on itself as a one-node component, not a cycle.
    looped = sorted.find { |task| @edges[task].include?(task) }
    raise CycleError, "dependency cycle among: #{looped}" if looped

    sorted
  rescue TSort::Cyclic
    cycle = strongly_connected_components.find { |component| component.size > 1 }
    raise CycleError, "dependency cycle among: #{cycle.join(', ')}"
  end

  # Groups tasks into stages whose members can run in parallel.
  def stages
    level = {}
    order.each { |task| level[task] = (@edges[task].map { |dep| level[dep] + 1 }.max || 0) }
    level.group_by { |_, depth| depth }.sort.map { |_, pairs| pairs.map(&:first) }
  end

  private

  def tsort_each_node(&block) = @edges.each_key(&block)

  def tsort_each_child(task, &block) = @edges.fetch(task).each(&block)
end
