import { snippetParts } from '../search-snippet.ts';

/** A snippet as text with its matches in <mark>: built from parts, never parsed by the browser as HTML. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, index) =>
        // The parts of one snippet never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
