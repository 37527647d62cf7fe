import type { CompanyResponse } from '@dossier/contract';
import { limits } from '@dossier/contract';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { nl } from '../../../i18n/nl.ts';
import { useCompanySearch } from '../api/search-companies.ts';
import { companyDetails, isSearchable } from '../relation-view.ts';

const t = nl.relations;

interface CompanyAutocompleteProps {
  query: string;
  onQueryChange: (query: string) => void;
  onPick: (company: CompanyResponse) => void;
  error?: string;
}

/**
 * Company search by name or registration number: asks the server 500 ms after the last keystroke, from
 * 2 characters on; each row shows name, number and city, at most 15rem high.
 */
export function CompanyAutocomplete({ query, onQueryChange, onPick, error }: CompanyAutocompleteProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(query.trim(), limits.companySearch.debounceMs);
  const searchable = isSearchable(debounced) && isSearchable(query);
  const search = useCompanySearch(searchable ? debounced : '');
  const results = searchable ? (search.data ?? []) : [];
  const settled = searchable && search.isSuccess && !search.isPlaceholderData && debounced === query.trim();

  const pick = (companyId: string) => {
    const company = results.find((result) => result.id === companyId);
    if (!company) return;
    onPick(company);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={t.modal.company}
          placeholder={t.searchPlaceholder}
          value={query}
          autoComplete="off"
          data-autofocus
          error={error}
          rightSection={
            searchable && search.isFetching ? <Loader size={16} aria-label={t.modal.searching} /> : null
          }
          onChange={(event) => {
            onQueryChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searchable || (results.length === 0 && !settled)}>
        <Combobox.Options mah="15rem" aria-label={t.modal.company} style={{ overflowY: 'auto' }}>
          {results.map((company) => (
            <Combobox.Option value={company.id} key={company.id}>
              <Text size="sm" fw={500}>
                {company.name}
              </Text>
              <Text size="xs" c="dimmed">
                {companyDetails(company)}
              </Text>
            </Combobox.Option>
          ))}
          {settled && results.length === 0 ? <Combobox.Empty>{t.noResults}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
