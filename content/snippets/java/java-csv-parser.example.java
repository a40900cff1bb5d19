import java.util.stream.Collectors;

class Main {
    public static void main(String[] args) {
        String csv = """
                id,name,notes,amount\r
                1,"Smith, Jane","Said ""hi"" twice",12.50\r
                2,Bob,"line one
                line two",\r
                \r
                3,,"",0
                """;
        var rows = Csv.parse(csv);
        System.out.println(rows.size() + " rows");
        for (var row : rows) {
            var shown = row.stream().map(f -> "<" + f.replace("\n", "\\n") + ">").collect(Collectors.joining(" "));
            System.out.println(row.size() + " fields: " + shown);
        }

        System.out.println(Csv.parse("a;b;\"c;d\"", ';'));
        System.out.println("empty input: " + Csv.parse(""));
        try {
            Csv.parse("x,\"never closed\ny,z");
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
