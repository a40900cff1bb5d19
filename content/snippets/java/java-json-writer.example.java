import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

class Main {
    public static void main(String[] args) {
        // LinkedHashMap keeps keys in insertion order, so the output is stable.
        var order = new LinkedHashMap<String, Object>();
        order.put("id", 1042L);
        order.put("customer", "O'Brien \"Bob\"");
        order.put("note", "line 1\nline 2\ttabbed \\ path");
        order.put("total", new BigDecimal("19.90"));
        order.put("ratio", 0.25);
        order.put("paid", true);
        order.put("coupon", null);
        order.put("items", List.of(Map.of("sku", "A-1"), List.of(), "bell\u0007"));
        System.out.println(Json.write(order));

        System.out.println(Json.write(List.of("\u2028 separator", 1e21, -0.0)));
        System.out.println(Json.write(Map.of()));
        for (Object bad : new Object[] {Double.NaN, new Object()}) {
            try {
                Json.write(List.of(bad));
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
    }
}
