import type { HighschoolSummary } from '@tlp/shared/highschools';
import {
  SearchAutocomplete,
  type SearchAutocompleteProps,
  type SearchAutocompleteText,
} from '@/components/ui/search-autocomplete.tsx';
import { highschoolSearchKey } from '../api/search-highschools.ts';

export type HighschoolAutocompleteText = SearchAutocompleteText;

/** The academic-unit picker: searches GET /highschools as the user types. */
export function HighschoolAutocomplete(props: Omit<SearchAutocompleteProps<HighschoolSummary>, 'searchKey'>) {
  return <SearchAutocomplete {...props} searchKey={highschoolSearchKey} />;
}
