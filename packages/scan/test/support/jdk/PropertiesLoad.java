// What java.util.Properties.load(Reader) reads in each file named on the command line: one line of
// JSON per file, the entries in the order of their last assignment, or {"@error": "..."} when load
// throws. record-properties.mjs runs it to record properties-jdk.json.
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

public class PropertiesLoad {
  static String json(String s) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20 || c > 0x7e) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }

  public static void main(String[] files) throws Exception {
    for (String file : files) {
      String text = new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.UTF_8);
      LinkedHashMap<String, String> entries = new LinkedHashMap<>();
      Properties properties = new Properties() {
        @Override
        public synchronized Object put(Object key, Object value) {
          entries.remove(key);
          entries.put((String) key, (String) value);
          return super.put(key, value);
        }
      };
      try {
        properties.load(new StringReader(text));
        StringBuilder out = new StringBuilder("{");
        for (Map.Entry<String, String> entry : entries.entrySet()) {
          if (out.length() > 1) out.append(",");
          out.append(json(entry.getKey())).append(":").append(json(entry.getValue()));
        }
        System.out.println(out.append("}"));
      } catch (Exception error) {
        System.out.println("{\"@error\":" + json(error.getClass().getSimpleName()) + "}");
      }
    }
  }
}
