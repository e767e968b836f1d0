import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';

const SEARCH_MS = 300;

interface SearchedRows {
  refetch: () => Promise<unknown>;
  isFetching: boolean;
  isError: boolean;
}

/**
 * A selector searched on the server: `settled` is the typed text once typing pauses (what the query takes),
 * `searching` whether text is typed, and `selectProps(rows)` the Select props every such selector shares, given the
 * query of its rows. The options keep the server's order (best match first; no filtering or sorting here).
 */
export function useServerSearch() {
  const { t } = useTranslation('masters');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_MS);
  const selectProps = (rows: SearchedRows) => ({
    showSearch: { filterOption: false, onSearch: setSearch },
    // Opening asks again: someone may have added a record meanwhile.
    onOpenChange: (open: boolean) => (open ? void rows.refetch() : setSearch('')),
    allowClear: true,
    loading: rows.isFetching,
    placeholder: t('choose'),
    notFoundContent: rows.isError ? t('noRight') : undefined,
    popupMatchSelectWidth: false,
    className: 'lookup-select',
  });
  return { settled, searching: search.trim() !== '', selectProps };
}
