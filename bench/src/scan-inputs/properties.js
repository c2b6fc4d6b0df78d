// .properties: the development corpus's Java .properties files (Spring Boot, Nacos, Dubbo,
// ActiveMQ's JNDI, Gradle and Maven wrappers), repeated. The scanner's reader is written by hand;
// beside it, the reader most used on npm, properties-reader (its `read`).
import { propertiesReader } from "properties-reader";
import { corpusFiles, once, records } from "../real-files.js";

export const language = "properties";
export const source = "the development corpus's .properties files, repeated";
export const parser = { name: "properties-reader", parse: (text) => propertiesReader({}).read(text) };

const files = once(() => corpusFiles("ini", (path) => path.endsWith(".properties")));

export function document() {
  return grow(4_000_000);
}

export function grow(target) {
  return records(files(), target);
}
