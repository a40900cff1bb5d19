from fastapi import FastAPI

app = FastAPI(title="my-python-api")


@app.get("/health")
def health() -> dict[str, str]:
    return {"status": "ok"}


@app.get("/")
def index() -> dict[str, str]:
    return {"message": "hello from a uv-built image"}
