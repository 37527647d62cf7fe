// word-extractor 1.0 ships no types: the members read-word-text.ts uses.
declare module 'word-extractor' {
  interface WordDocument {
    getBody(): string;
  }
  class WordExtractor {
    /** A path or the file's bytes; Word 97-2003 (.doc) and, by its zip signature, .docx. */
    extract(source: string | Buffer): Promise<WordDocument>;
  }
  export default WordExtractor;
}
