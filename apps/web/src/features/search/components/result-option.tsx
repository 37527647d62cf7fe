import type { SearchResult } from '@dossier/contract';
import { type Icon, IconFileText, IconFolder, IconMessage } from '@tabler/icons-react';
import { nl } from '../../../i18n/nl.ts';
import { formatSidebarTime } from '../../../lib/format-date.ts';
import classes from './search-results.module.css';
import { SearchSnippet } from './search-snippet.tsx';

const t = nl.search;

const kindIcons: Record<SearchResult['kind'], Icon> = {
  message: IconMessage,
  document: IconFileText,
  dossier: IconFolder,
};

/** The line above the snippet: who wrote the message, the document's name, or that the dossier's title matched. */
function nameOf(result: SearchResult): string {
  if (result.kind === 'message') return result.sender_name ?? t.systemMessage;
  if (result.kind === 'document') return result.filename ?? t.kinds.document;
  return t.kinds.dossier;
}

interface OptionProps {
  result: SearchResult;
  id: string | undefined;
  active: boolean;
  onOpen: (result: SearchResult) => void;
}

/** One hit: its kind's icon, sender or file name, date and snippet. */
export function ResultOption({ result, id, active, onOpen }: OptionProps) {
  const KindIcon = kindIcons[result.kind];
  return (
    // The box keeps the focus (aria-activedescendant): a pointer picks an option without taking it away.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the search box handles the keys of its options.
    <div
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      data-result-kind={result.kind}
      className={classes.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onOpen(result)}
    >
      <KindIcon size={18} className={classes.icon} role="img" aria-label={t.kinds[result.kind]} />
      <div className={classes.body}>
        <div className={classes.heading}>
          <span className={classes.name}>{nameOf(result)}</span>
          <span className={classes.date}>{formatSidebarTime(result.created_at)}</span>
        </div>
        <div className={classes.snippet}>
          <SearchSnippet snippet={result.snippet} />
        </div>
      </div>
    </div>
  );
}
