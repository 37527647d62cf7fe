import { limits, type SearchResult } from '@dossier/contract';
import { Alert, Box, Button, Group, Loader, Text } from '@mantine/core';
import { type KeyboardEvent, type RefObject, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { nl } from '../../../i18n/nl.ts';
import { type SearchView, useSearch } from '../api/search.ts';
import { resultLink } from '../result-link.ts';
import { groupByDossier, resultKey, shownOrder } from '../search-groups.ts';
import { ResultOption } from './result-option.tsx';
import classes from './search-results.module.css';

const t = nl.search;

/** What the search box says about the list to assistive technology (the combobox's aria-expanded and -activedescendant). */
export interface ComboboxState {
  expanded: boolean;
  activeOptionId: string | undefined;
}

export interface SearchResultsProps {
  /** The typed text. */
  text: string;
  listboxId: string;
  /** Where the search box finds the list's key handler (ArrowDown, ArrowUp, Enter): the focus stays in the box. */
  keyHandler: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  onComboboxChange: (state: ComboboxState) => void;
}

/** What the search area says: a hint, that it is searching, that nothing was found, or how much was. */
function statusText(view: SearchView, hasMore: boolean): string {
  if (view.state === 'too-short') return t.tooShort(limits.search.minChars);
  if (view.state === 'searching') return t.searching;
  if (view.state === 'no-results') return t.noResults(view.text);
  if (view.state === 'results') return t.count(view.results.length, hasMore);
  return '';
}

/**
 * The hits for the typed text under the search box (the listbox of the combobox pattern), grouped under their
 * dossier's title. The first hit is active until ArrowDown or ArrowUp choose another, in the order shown; Enter
 * (or a click) opens it: a message in the chat, a document's preview, or the dossier. Loaded when the search is
 * first used.
 */
export default function SearchResults({ text, listboxId, keyHandler, onComboboxChange }: SearchResultsProps) {
  const navigate = useNavigate();
  const { view, results, hasMore, loadingMore, loadMore, retry } = useSearch(text);
  const groups = useMemo(() => groupByDossier(results), [results]);
  const ordered = useMemo(() => shownOrder(groups), [groups]);
  const optionIds = useMemo(
    () => new Map(ordered.map((result, index) => [resultKey(result), `${listboxId}-option-${index}`])),
    [ordered, listboxId],
  );
  const [chosen, setChosen] = useState<{ text: string; key: string }>();
  const chosenIndex =
    chosen?.text === text ? ordered.findIndex((result) => resultKey(result) === chosen.key) : -1;
  const activeIndex = Math.max(0, chosenIndex);
  const active: SearchResult | undefined = ordered[activeIndex];
  const activeKey = active ? resultKey(active) : undefined;
  const activeOptionId = activeKey ? optionIds.get(activeKey) : undefined;
  const expanded = view.state === 'results';

  const open = (result: SearchResult) => navigate(resultLink(result));
  keyHandler.current = (event) => {
    if (ordered.length === 0) return;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const next = ordered[Math.min(ordered.length - 1, Math.max(0, activeIndex + move))];
      setChosen({ text, key: resultKey(next) });
    } else if (event.key === 'Enter' && active) {
      // What is on screen is what opens, also while the newest text's hits are still on their way.
      event.preventDefault();
      open(active);
    }
  };

  // Once the list is gone (the text cleared), the box's keys do nothing.
  useEffect(
    () => () => {
      keyHandler.current = null;
    },
    [keyHandler],
  );
  useEffect(() => {
    onComboboxChange({ expanded, activeOptionId: expanded ? activeOptionId : undefined });
  }, [expanded, activeOptionId, onComboboxChange]);
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const busy = view.state === 'searching' || (view.state === 'results' && view.busy);
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Group gap="xs" px="md" py={6} wrap="nowrap" role="status" aria-live="polite">
        {busy ? <Loader size="xs" aria-hidden /> : null}
        <Text size="xs" c="dimmed">
          {statusText(view, hasMore)}
        </Text>
      </Group>
      {view.state === 'failed' ? (
        <Alert color="red" variant="light" role="alert" mx="md">
          <Text size="sm">{t.failed}</Text>
          <Button size="xs" variant="default" mt="xs" onClick={retry}>
            {t.retry}
          </Button>
        </Alert>
      ) : null}
      {expanded ? (
        <div className={classes.list}>
          <div role="listbox" id={listboxId} aria-label={t.results}>
            {groups.map((group) => (
              // A listbox's group is role="group" (a fieldset belongs in forms).
              // biome-ignore lint/a11y/useSemanticElements: see above.
              <div key={group.dossierId} role="group" aria-labelledby={`${listboxId}-${group.dossierId}`}>
                <div
                  id={`${listboxId}-${group.dossierId}`}
                  role="presentation"
                  className={classes.groupTitle}
                >
                  {group.title}
                </div>
                {group.results.map((result) => {
                  const key = resultKey(result);
                  return (
                    <ResultOption
                      key={key}
                      result={result}
                      id={optionIds.get(key)}
                      active={key === activeKey}
                      onOpen={open}
                    />
                  );
                })}
              </div>
            ))}
          </div>
          {hasMore ? (
            <Box p="md">
              <Button variant="default" size="xs" fullWidth loading={loadingMore} onClick={loadMore}>
                {t.more}
              </Button>
            </Box>
          ) : null}
        </div>
      ) : null}
    </Box>
  );
}
