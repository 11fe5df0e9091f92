import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import { useLayoutEffect, useRef } from 'react';

type SelectAllCheckboxProps = Omit<CheckboxProps, 'checked' | 'indeterminate' | 'inputRef'> & {
  /** Which of the students it stands for are checked. */
  state: 'all' | 'none' | 'some';
};

/**
 * A "select all" checkbox whose mixed state is the input's own `indeterminate`, which browsers
 * expose as mixed. MUI marks it with aria-checked="mixed" instead, an attribute a native checkbox
 * does not take (axe: aria-conditional-attr); it is removed here.
 */
export function SelectAllCheckbox({ state, slotProps, ...props }: SelectAllCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  const mixed = state === 'some';
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  }, [mixed]);
  const inputProps = typeof slotProps?.input === 'object' ? slotProps.input : {};
  return (
    <Checkbox
      {...props}
      checked={state === 'all'}
      indeterminate={mixed}
      inputRef={input}
      slotProps={{ ...slotProps, input: { ...inputProps, 'aria-checked': undefined } }}
    />
  );
}
