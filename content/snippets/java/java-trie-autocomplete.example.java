class Main {
    public static void main(String[] args) {
        var ac = new Autocomplete();
        String[][] searches = {{"java streams", "120"}, {"java records", "95"}, {"javascript", "300"},
                {"java sealed classes", "40"}, {"java records", "10"}, {"jakarta ee", "25"},
                {"java optional", "95"}, {"kotlin", "80"}};
        for (String[] s : searches) ac.add(s[0], Long.parseLong(s[1]));

        System.out.println("ja      -> " + ac.suggest("ja", 3));
        System.out.println("java    -> " + ac.suggest("java", 10));
        System.out.println("Java R  -> " + ac.suggest("Java R", 5));
        System.out.println("python  -> " + ac.suggest("python", 5));
        System.out.println("''      -> " + ac.suggest("", 2));
        System.out.println("limit 0 -> " + ac.suggest("java", 0));
    }
}
