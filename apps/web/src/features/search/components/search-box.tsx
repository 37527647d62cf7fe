import { limits } from '@dossier/contract';
import { CloseButton, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useRef } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { isSearchShortcut } from '../search-shortcut.ts';

const t = nl.search;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The results list is open under the box (something is typed). */
  expanded: boolean;
  listboxId: string;
  /** The option the arrow keys are on (aria-activedescendant): focus stays in the box. */
  activeOptionId: string | undefined;
  /** The arrow keys and Enter, for the results list. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The search field above the dossier list, the combobox of the results list under it: Ctrl+K (Cmd+K) focuses it
 * from anywhere in the signed-in app, Escape clears it (and so closes the results).
 */
export function SearchBox({
  value,
  onChange,
  expanded,
  listboxId,
  activeOptionId,
  onKeyDown,
}: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);

  // A copy of the sidebar hidden on small screens has a box that cannot take focus: focusing it does nothing there.
  useWindowEvent('keydown', (event) => {
    if (!isSearchShortcut(event) || !input.current) return;
    event.preventDefault();
    input.current.focus();
    input.current.select();
  });

  const clear = () => {
    onChange('');
    input.current?.focus();
  };

  return (
    <TextInput
      ref={input}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value) {
          event.preventDefault();
          onChange('');
          return;
        }
        onKeyDown(event);
      }}
      placeholder={t.placeholder}
      aria-label={t.label}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={expanded ? listboxId : undefined}
      aria-activedescendant={expanded ? activeOptionId : undefined}
      // While there is text, Escape clears it instead of closing the drawer the box may sit in.
      data-mantine-stop-propagation={value ? 'true' : undefined}
      maxLength={limits.search.maxChars}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton size="sm" aria-label={t.clear} onClick={clear} /> : null}
      px="md"
      py="xs"
      style={{ flexShrink: 0 }}
    />
  );
}
