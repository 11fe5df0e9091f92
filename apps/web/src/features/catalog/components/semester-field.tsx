import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useActiveSemesters } from '../api/get-semesters.ts';

interface SemesterSelectProps {
  value: number | string;
  onChange: (value: number | '') => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  error?: string;
  disabled?: boolean;
  text: { label: string; loading: string; error: string };
}

/** The semester select: active semesters only (spec §3). */
export function SemesterSelect({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  error,
  disabled,
  text,
}: SemesterSelectProps) {
  const { semesters, isLoading, error: loadError } = useActiveSemesters();
  const known = semesters.some((s) => s.id === Number(value));
  return (
    <TextField
      select
      label={text.label}
      name={name}
      required
      value={known ? Number(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      disabled={disabled}
      error={!!error || !!loadError}
      helperText={error ?? (loadError ? text.error : isLoading ? text.loading : undefined)}
    >
      {semesters.map((semester) => (
        <MenuItem key={semester.id} value={semester.id}>
          {semester.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
