package com.example.notes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.client.HttpClientErrorException;
import org.springframework.web.client.RestClient;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.postgresql.PostgreSQLContainer;

/**
 * The whole application on a random port against a real PostgreSQL in a container: Flyway's
 * migration, Spring Data JDBC's SQL, optimistic locking and the HTTP layer together. Skipped
 * where Docker is not available.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Testcontainers(disabledWithoutDocker = true)
class NotesApplicationTests {

    @Container
    @ServiceConnection
    static final PostgreSQLContainer POSTGRES = new PostgreSQLContainer("postgres:18-alpine");

    private static final ParameterizedTypeReference<Map<String, Object>> JSON = new ParameterizedTypeReference<>() {};

    @Value("${local.server.port}")
    private int port;

    private RestClient http;

    @BeforeEach
    void client() {
        http = RestClient.create("http://localhost:" + port);
    }

    private ResponseEntity<Map<String, Object>> send(String method, String path, String body) {
        RestClient.RequestBodySpec request = http.method(HttpMethod.valueOf(method)).uri(path);
        if (body != null) {
            request = request.contentType(MediaType.APPLICATION_JSON).body(body);
        }
        return request.retrieve().toEntity(JSON);
    }

    @Test
    void createsEditsAndDeletesANote() {
        ResponseEntity<Map<String, Object>> created =
                send("POST", "/api/notes", "{\"title\": \"Draft\", \"body\": \"first\"}");
        assertThat(created.getStatusCode()).isEqualTo(HttpStatus.CREATED);
        Object id = created.getBody().get("id");
        assertThat(created.getBody()).containsEntry("version", 0);

        var edited = send("PUT", "/api/notes/" + id, "{\"title\": \"Final\", \"body\": \"second\", \"version\": 0}");
        assertThat(edited.getBody()).containsEntry("title", "Final").containsEntry("version", 1);

        // A second client still holding version 0 loses the race instead of overwriting.
        String stale = "{\"title\": \"Stale\", \"body\": \"\", \"version\": 0}";
        assertThatThrownBy(() -> send("PUT", "/api/notes/" + id, stale))
                .isInstanceOfSatisfying(HttpClientErrorException.class,
                        e -> assertThat(e.getStatusCode()).isEqualTo(HttpStatus.CONFLICT));

        assertThat(send("GET", "/api/notes?size=5", null).getBody()).containsKey("items");
        assertThat(send("DELETE", "/api/notes/" + id, null).getStatusCode()).isEqualTo(HttpStatus.NO_CONTENT);
        assertThatThrownBy(() -> send("GET", "/api/notes/" + id, null))
                .isInstanceOf(HttpClientErrorException.NotFound.class);
    }

    @Test
    void exposesHealthProbes() {
        assertThat(send("GET", "/actuator/health/readiness", null).getBody()).containsEntry("status", "UP");
    }
}
