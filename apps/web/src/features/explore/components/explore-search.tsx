import { normalizeSearch } from '@tlp/shared/search-text';
import { useEffect, useRef, useState } from 'react';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { EXPLORE_TEXT as TEXT } from '../messages.ts';

const DEBOUNCE_MS = 350;

/**
 * The search box: what is typed reaches the address once typing pauses. When the address changes
 * on its own (the back button), the box shows its search again.
 */
export function ExploreSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [input, setInput] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (normalizeSearch(input) !== value) setInput(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The search in the address when the timer fires, not when the key was pressed.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  const change = (next: string) => {
    setInput(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // A trailing space changes nothing, and must not send the list back to page 1.
      const search = normalizeSearch(next);
      if (search !== current.current) onSearch(search);
    }, DEBOUNCE_MS);
  };

  return <SearchBox label={TEXT.search} name="q" value={input} onChange={change} />;
}
