import { SearchAutocomplete, type SearchOption } from '@/components/ui/search-autocomplete.tsx';
import type { Ref } from 'react';
import { campusSearchKey } from '../api/search-campuses.ts';
import { DEGREE_ADMIN_TEXT as TEXT } from '../messages.ts';

export type CampusOption = SearchOption;

const PICKER_TEXT = {
  label: TEXT.campus,
  help: TEXT.campusHelp,
  none: TEXT.campusNone,
  loading: TEXT.campusLoading,
  error: TEXT.campusError,
};

interface CampusPickerProps {
  value: CampusOption | null;
  onChange: (value: CampusOption | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  error?: string;
}

/** The degree's campus: searches GET /campuses?search= as the admin types (debounced). */
export function CampusPicker(props: CampusPickerProps) {
  return <SearchAutocomplete {...props} searchKey={campusSearchKey} text={PICKER_TEXT} />;
}
