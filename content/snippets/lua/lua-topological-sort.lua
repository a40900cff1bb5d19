-- Kahn's algorithm over a map of node -> list of dependencies. Dependencies come
-- first in the result. Ready nodes are taken in sorted order so the output is
-- reproducible even though `pairs` has no defined order.
local function toposort(deps)
  local indegree, dependents, nodes = {}, {}, {}
  local function add(node)
    if indegree[node] == nil then
      indegree[node], dependents[node] = 0, {}
      nodes[#nodes + 1] = node
    end
  end
  for node, list in pairs(deps) do
    add(node)
    for _, dep in ipairs(list) do
      add(dep)
      indegree[node] = indegree[node] + 1
      table.insert(dependents[dep], node)
    end
  end
  table.sort(nodes)
  local ready = {}
  for _, node in ipairs(nodes) do
    if indegree[node] == 0 then ready[#ready + 1] = node end
  end
  local order = {}
  while #ready > 0 do
    -- Keep `ready` sorted descending so the smallest name pops from the end in O(1).
    table.sort(ready, function(a, b) return a > b end)
    local node = table.remove(ready)
    order[#order + 1] = node
    for _, next_node in ipairs(dependents[node]) do
      indegree[next_node] = indegree[next_node] - 1
      if indegree[next_node] == 0 then ready[#ready + 1] = next_node end
    end
  end
  if #order < #nodes then
    local stuck = {}
    for _, node in ipairs(nodes) do
      if indegree[node] > 0 then stuck[#stuck + 1] = node end
    end
    return nil, "dependency cycle involving: " .. table.concat(stuck, ", ")
  end
  return order
end
