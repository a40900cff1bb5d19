import org.xml.sax.SAXException;

class Main {
    public static void main(String[] args) throws Exception {
        String feed = """
                <?xml version="1.0" encoding="UTF-8"?>
                <catalog updated="2024-03-01">
                  <book id="b1" lang="en"><title>Effective Java</title><price currency="EUR">45.90</price></book>
                  <book id="b2" lang="en"><title>Java Concurrency in Practice</title><price currency="EUR">39.50</price></book>
                  <book id="b3" lang="de"><title>Java ist auch eine Insel</title><price currency="EUR">49.90</price></book>
                </catalog>
                """;
        var xml = XmlQuery.parse(feed);
        System.out.println("updated: " + xml.text("/catalog/@updated"));
        System.out.println("titles: " + xml.texts("//book/title"));
        System.out.println("english ids: " + xml.texts("//book[@lang='en']/@id"));
        System.out.println("title of b2: " + xml.text("//book[@id='b2']/title"));
        System.out.println("under 45: " + xml.texts("//book[price < 45]/title"));
        System.out.println("total: " + xml.number("sum(//price)"));
        System.out.println("count: " + (int) xml.number("count(//book)"));
        System.out.println("missing text: '" + xml.text("//book[@id='b9']/title") + "', exists: " + xml.exists("//book[@id='b9']"));

        String xxe = """
                <?xml version="1.0"?>
                <!DOCTYPE data [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
                <data>&secret;</data>
                """;
        try {
            XmlQuery.parse(xxe);
        } catch (SAXException e) {
            System.out.println("DOCTYPE rejected: " + e.getMessage().contains("DOCTYPE"));
        }
        try {
            XmlQuery.parse("<open><unclosed></open>");
        } catch (SAXException e) {
            System.out.println("malformed: " + e.getClass().getSimpleName());
        }
    }
}
