events = EventEmitter()


@events.on("user.created")
def send_welcome_email(user: dict) -> None:
    print(f"email: welcome, {user['name']}")


stop_audit = events.on("user.created", lambda user: print(f"audit: created #{user['id']}"))
events.once("user.created", lambda user: print("metrics: first signup of the day"))

print("ran:", events.emit("user.created", {"id": 1, "name": "Ada"}))
print("ran:", events.emit("user.created", {"id": 2, "name": "Grace"}))

stop_audit()
stop_audit()  # a second call is harmless
print("listeners left:", events.listener_count("user.created"))
print("nobody listening:", events.emit("user.deleted", {"id": 1}))


def broken(user: dict) -> None:
    raise ConnectionError("mail server down")


events.on("user.created", broken)
events.on("user.created", lambda user: print("still called after a failure"))
try:
    events.emit("user.created", {"id": 3, "name": "Linus"})
except* ConnectionError as group:
    print("errors:", [str(error) for error in group.exceptions])
