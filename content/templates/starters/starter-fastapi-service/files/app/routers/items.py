from datetime import UTC, datetime
from itertools import count
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, status
from pydantic import BaseModel, Field


class ItemIn(BaseModel):
    name: str = Field(min_length=1, max_length=100)
    price: float = Field(gt=0)
    tags: list[str] = []


class Item(ItemIn):
    id: int
    created_at: datetime


class ItemRepository:
    """Keeps items in memory. Replace with a database-backed class with the same methods."""

    def __init__(self) -> None:
        self._items: dict[int, Item] = {}
        self._ids = count(1)

    def list(self) -> list[Item]:
        return list(self._items.values())

    def get(self, item_id: int) -> Item | None:
        return self._items.get(item_id)

    def add(self, data: ItemIn) -> Item:
        item = Item(id=next(self._ids), created_at=datetime.now(UTC), **data.model_dump())
        self._items[item.id] = item
        return item

    def delete(self, item_id: int) -> bool:
        return self._items.pop(item_id, None) is not None


_repository = ItemRepository()


def get_repository() -> ItemRepository:
    return _repository


Repository = Annotated[ItemRepository, Depends(get_repository)]

router = APIRouter(prefix="/items", tags=["items"])


@router.get("")
def list_items(repo: Repository) -> list[Item]:
    return repo.list()


@router.post("", status_code=status.HTTP_201_CREATED)
def create_item(data: ItemIn, repo: Repository) -> Item:
    return repo.add(data)


@router.get("/{item_id}")
def get_item(item_id: int, repo: Repository) -> Item:
    item = repo.get(item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="item not found")
    return item


@router.delete("/{item_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_item(item_id: int, repo: Repository) -> None:
    if not repo.delete(item_id):
        raise HTTPException(status_code=404, detail="item not found")
