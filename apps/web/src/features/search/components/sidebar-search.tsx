import { Box } from '@mantine/core';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { InlineLoader } from '../../../components/page-loader.tsx';
import { SearchBox } from './search-box.tsx';
import type { ComboboxState } from './search-results.tsx';

// The results (the search itself, its list and keys) load when the search is first used: the signed-in app's
// first load carries only the box.
const loadResults = () => import('./search-results.tsx');
const SearchResults = lazy(loadResults);

const COLLAPSED: ComboboxState = { expanded: false, activeOptionId: undefined };

interface SidebarSearchProps {
  /** The typed text, kept by the caller so every copy of the sidebar (aside and drawer) shows the same search. */
  text: string;
  onTextChange: (text: string) => void;
  /** What the sidebar shows while nothing is typed: the dossier list. */
  children: ReactNode;
}

/** The search above the dossier list (issue 22): while something is typed, its results take the list's place. */
export function SidebarSearch({ text, onTextChange, children }: SidebarSearchProps) {
  const listboxId = useId();
  const keyHandler = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const [combobox, setCombobox] = useState(COLLAPSED);
  const searching = text.length > 0;
  const shown = searching ? combobox : COLLAPSED;

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        onFocus={() => void loadResults()}
      >
        <SearchBox
          value={text}
          onChange={onTextChange}
          expanded={shown.expanded}
          listboxId={listboxId}
          activeOptionId={shown.activeOptionId}
          onKeyDown={(event) => keyHandler.current?.(event)}
        />
      </Box>
      {searching ? (
        <Suspense fallback={<InlineLoader px="md" py="xs" />}>
          <SearchResults
            text={text}
            listboxId={listboxId}
            keyHandler={keyHandler}
            onComboboxChange={setCombobox}
          />
        </Suspense>
      ) : (
        children
      )}
    </Box>
  );
}
