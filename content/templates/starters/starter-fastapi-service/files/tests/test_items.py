import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.routers.items import ItemRepository, get_repository


@pytest.fixture
def client() -> TestClient:
    app = create_app()
    repository = ItemRepository()
    # Every test gets an empty repository.
    app.dependency_overrides[get_repository] = lambda: repository
    return TestClient(app)


def test_health(client: TestClient) -> None:
    response = client.get("/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_create_get_delete(client: TestClient) -> None:
    created = client.post("/items", json={"name": "Keyboard", "price": 49.5, "tags": ["desk"]})
    assert created.status_code == 201
    item = created.json()
    assert item["id"] == 1
    assert item["name"] == "Keyboard"

    assert client.get(f"/items/{item['id']}").json()["price"] == 49.5
    assert client.delete(f"/items/{item['id']}").status_code == 204
    assert client.get(f"/items/{item['id']}").status_code == 404


@pytest.mark.parametrize(
    "payload",
    [
        {"name": "", "price": 1},
        {"name": "Mouse", "price": 0},
        {"price": 10},
    ],
)
def test_rejects_invalid_items(client: TestClient, payload: dict[str, object]) -> None:
    assert client.post("/items", json=payload).status_code == 422
