import java.util.Map;

class Main {
    public static void main(String[] args) {
        var config = AppConfig.from(Map.of(
                "DATABASE_URL", "postgres://db.internal:5432/app",
                "DEBUG", "yes",
                "ALLOWED_ORIGINS", "https://a.example, https://b.example"));
        System.out.println("port=" + config.port() + " timeout=" + config.requestTimeout() + " debug=" + config.debug());
        System.out.println("db host=" + config.databaseUrl().getHost() + " origins=" + config.allowedOrigins());

        try {
            AppConfig.from(Map.of("PORT", "99999", "REQUEST_TIMEOUT_MS", "soon", "DEBUG", "maybe"));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
    }
}
