package dev.example.links;

import static dev.example.testing.Assert.assertContains;
import static dev.example.testing.Assert.assertEquals;
import static dev.example.testing.Assert.assertThrows;

import dev.example.testing.Test;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

class JsonTest {
    @Test
    void parsesEveryKindOfValue() {
        Object value = Json.parse(" {\"s\": \"a\\\"b\\u00e9\\n\", \"n\": -12, \"f\": 2.5e3, \"t\": true,"
                + " \"z\": null, \"list\": [1, [], {}]} ");
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("s", "a\"bé\n");
        expected.put("n", -12L);
        expected.put("f", 2500.0);
        expected.put("t", true);
        expected.put("z", null);
        expected.put("list", List.of(1L, List.of(), Map.of()));
        assertEquals(expected, value);
    }

    @Test
    void rejectsMalformedInputWithThePosition() {
        for (String bad : List.of("", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"\\x\"", "{\"a\":1}x",
                "{\"a\":1,\"a\":2}", "\"tab\there\"")) {
            Json.ParseException e = assertThrows(Json.ParseException.class, () -> Json.parse(bad));
            assertContains(e.getMessage(), "at offset");
        }
    }

    @Test
    void limitsNesting() {
        String deep = "[".repeat(Json.MAX_DEPTH + 2) + "]".repeat(Json.MAX_DEPTH + 2);
        assertContains(assertThrows(Json.ParseException.class, () -> Json.parse(deep)).getMessage(), "nested");
    }

    @Test
    void writesAndEscapes() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("html", "</script>&");
        value.put("ctl", "\u0001\t");
        value.put("nums", Arrays.asList(1, 2.5, 3.0, null));
        assertEquals("{\"html\":\"\\u003c/script\\u003e\\u0026\",\"ctl\":\"\\u0001\\t\",\"nums\":[1,2.5,3,null]}",
                Json.write(value));
    }

    @Test
    void roundTrips() {
        String text = "{\"a\":[true,false,null,\"x\"],\"b\":{\"c\":-1.25}}";
        assertEquals(text, Json.write(Json.parse(text)));
    }
}
