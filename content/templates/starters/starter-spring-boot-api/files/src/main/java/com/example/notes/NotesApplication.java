package com.example.notes;

import java.time.Clock;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

@SpringBootApplication
public class NotesApplication {

    public static void main(String[] args) {
        SpringApplication.run(NotesApplication.class, args);
    }

    /** The time source for timestamps; tests replace it to control "now". */
    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
