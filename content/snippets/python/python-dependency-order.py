from collections.abc import Hashable, Iterable, Mapping
from graphlib import CycleError, TopologicalSorter
from typing import TypeVar

T = TypeVar("T", bound=Hashable)


class DependencyCycle(ValueError):
    def __init__(self, cycle: list) -> None:
        super().__init__("dependency cycle: " + " -> ".join(map(str, cycle)))
        self.cycle = cycle


def _sorter(graph: Mapping[T, Iterable[T]]) -> TopologicalSorter[T]:
    sorter: TopologicalSorter[T] = TopologicalSorter()
    for node, needs in graph.items():
        sorter.add(node, *needs)
    try:
        sorter.prepare()
    except CycleError as error:
        # args[1] lists the cycle from dependency to dependant (first node repeated at
        # the end); reversed, each arrow reads "needs", matching how the graph is written.
        raise DependencyCycle(error.args[1][::-1]) from None
    return sorter


def dependency_order(graph: Mapping[T, Iterable[T]]) -> list[T]:
    """Every node after all of its dependencies; `graph` maps a node to what it needs."""
    return [node for batch in dependency_batches(graph) for node in batch]


def dependency_batches(graph: Mapping[T, Iterable[T]]) -> list[list[T]]:
    """Group nodes into stages: everything in one stage can run in parallel once
    all earlier stages are done. Each stage is sorted so the output is repeatable."""
    sorter = _sorter(graph)
    batches = []
    while sorter.is_active():
        ready = sorted(sorter.get_ready(), key=str)
        batches.append(ready)
        sorter.done(*ready)
    return batches
