<?php
function render(Pagination $p): string
{
    return implode(' ', array_map(
        fn (?int $n) => match (true) { $n === null => '…', $n === $p->page => "[$n]", default => (string) $n },
        $p->window(),
    ));
}

foreach ([[195, 10, 6], [195, 10, 1], [195, 10, 20], [195, 10, 99], [195, 10, -3], [0, 10, 1], [30, 10, 3], [70, 10, 4], [10_000_000, 25, 5000]] as [$total, $per, $req]) {
    $p = new Pagination($total, $per, $req);
    printf("total=%-3d page %-3d -> page %d/%d offset %-3d prev=%s next=%s  %s\n",
        $total, $req, $p->page, $p->totalPages, $p->offset,
        $p->hasPrevious() ? 'y' : 'n', $p->hasNext() ? 'y' : 'n', render($p));
}
$p = new Pagination(195, 10, 6);
echo "SQL: LIMIT {$p->perPage} OFFSET {$p->offset}\n";
