import type { HighschoolSummary } from '@tlp/shared/highschools';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SearchField, type SearchAutocompleteText } from '@/components/ui/search-autocomplete.tsx';
import { highschoolSearchKey } from '../api/search-highschools.ts';

/**
 * The academic-unit picker of a form (signup, change of school): searches GET /highschools as the
 * user types and keeps the chosen school's id in the field `name`.
 */
export function HighschoolField<T extends FieldValues, TOut = T>(props: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** The school saved before (a change of school starts from it). */
  initial?: HighschoolSummary | null;
  /** Told of every choice (the change of school asks for a key when it is another school). */
  onPick?: (school: HighschoolSummary | null) => void;
  text: SearchAutocompleteText;
}) {
  return <SearchField {...props} searchKey={highschoolSearchKey} />;
}
