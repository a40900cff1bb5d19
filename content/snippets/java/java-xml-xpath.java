import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/** Parses untrusted XML safely and queries it with XPath, using only the JDK's built-in parsers. */
public final class XmlQuery {
    private final Document document;
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    private XmlQuery(Document document) { this.document = document; }

    public static XmlQuery parse(String xml) throws IOException, SAXException {
        try {
            var factory = DocumentBuilderFactory.newInstance();
            // Refusing DOCTYPEs blocks XXE (reading local files through entities) and "billion laughs".
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            var builder = factory.newDocumentBuilder();
            builder.setErrorHandler(null); // report errors only as exceptions, not also on stderr
            return new XmlQuery(builder.parse(new InputSource(new StringReader(xml))));
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("XML parser lacks a required security feature", e);
        }
    }

    /** Text of the first match, or "" when nothing matches (XPath's own string conversion). */
    public String text(String expression) throws XPathExpressionException {
        return xpath.evaluate(expression, document);
    }

    public List<String> texts(String expression) throws XPathExpressionException {
        NodeList nodes = (NodeList) xpath.evaluate(expression, document, XPathConstants.NODESET);
        List<String> values = new ArrayList<>(nodes.getLength());
        for (int i = 0; i < nodes.getLength(); i++) values.add(nodes.item(i).getTextContent().strip());
        return values;
    }

    public double number(String expression) throws XPathExpressionException {
        return (Double) xpath.evaluate(expression, document, XPathConstants.NUMBER);
    }

    public boolean exists(String expression) throws XPathExpressionException {
        return xpath.evaluate(expression, document, XPathConstants.NODE) instanceof Node;
    }
}
