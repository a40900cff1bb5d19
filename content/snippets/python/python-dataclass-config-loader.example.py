

settings = load_settings(
    {
        "APP_DATABASE_URL": "postgresql://app@localhost/app",
        "APP_PORT": "9000",
        "APP_DEBUG": "yes",
        "APP_ALLOWED_HOSTS": "example.com, api.example.com,",
    }
)
print(settings)

try:
    load_settings({"APP_PORT": "eighty", "APP_DEBUG": "maybe"})
except RuntimeError as error:
    print(error)
