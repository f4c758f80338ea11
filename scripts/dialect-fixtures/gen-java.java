// Writes each sample body as Jackson and Gson do, for the dialect fixtures.
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

class GenJava {
  public static void main(String[] args) throws Exception {
    JsonArray samples = JsonParser.parseString(Files.readString(Path.of(args[0]))).getAsJsonArray();
    ObjectMapper mapper = new ObjectMapper();
    Gson gson = new Gson();
    Gson gsonPretty = new GsonBuilder().setPrettyPrinting().create();
    String[] names = {"jackson", "jackson-pretty", "gson", "gson-pretty"};
    List<List<String>> outs = new ArrayList<>();
    for (String n : names) outs.add(new ArrayList<>());
    for (JsonElement sample : samples) {
      String s = sample.getAsString();
      JsonNode tree = mapper.readTree(s);
      outs.get(0).add(mapper.writeValueAsString(tree));
      outs.get(1).add(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(tree));
      JsonElement element = JsonParser.parseString(s);
      outs.get(2).add(gson.toJson(element));
      outs.get(3).add(gsonPretty.toJson(element));
    }
    JsonObject out = new JsonObject();
    for (int i = 0; i < names.length; i++) {
      JsonArray arr = new JsonArray();
      for (String v : outs.get(i)) arr.add(v);
      out.add(names[i], arr);
    }
    System.out.print(new GsonBuilder().disableHtmlEscaping().create().toJson(out));
  }
}
