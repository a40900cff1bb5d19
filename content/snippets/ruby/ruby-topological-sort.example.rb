build = DependencyGraph.new
build.add('deploy', depends_on: %w[test package])
     .add('test', depends_on: 'compile')
     .add('package', depends_on: %w[compile assets])
     .add('compile', depends_on: 'fetch-deps')
     .add('assets', depends_on: 'fetch-deps')
     .add('lint')

puts build.order.join(', ')
build.stages.each_with_index { |stage, i| puts "stage #{i}: #{stage.join(' ')}" }

cyclic = DependencyGraph.new.add('a', depends_on: 'b').add('b', depends_on: 'c').add('c', depends_on: 'a')
begin
  cyclic.order
rescue DependencyGraph::CycleError => e
  puts e.message
end

begin
  DependencyGraph.new.add('self', depends_on: 'self').order
rescue DependencyGraph::CycleError => e
  puts e.message
end
