import CompareArrowsRounded from '@mui/icons-material/CompareArrowsRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import { hasRole, PERMISSIONS } from '@tlp/shared/roles';
import { useState } from 'react';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { compareList, useCompareList } from '@/lib/compare-list.ts';
import { useSessionUser } from '@/lib/session.ts';
import { COMPARE_TOGGLE_TEXT as TEXT } from './messages.ts';

/**
 * 'Agregar a comparar' / 'Quitar de comparar' for a degree; only students see it. A fifth degree
 * is refused with a message, and the button keeps its label. In a list where a degree may show at
 * several campuses, its `campus` names the button apart ('Agregar a comparar: Ingeniería Civil
 * (Campus Norte)').
 */
export function CompareToggle({
  degreeId,
  degreeName,
  campus,
  size = 'medium',
  variant = 'outlined',
}: {
  degreeId: number;
  degreeName: string;
  campus?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const user = useSessionUser();
  const userId = user && hasRole(user.type, PERMISSIONS.studentArea) ? user.id : null;
  const ids = useCompareList(userId);
  const [result, setResult] = useState<Result | null>(null);
  if (!userId) return null;
  const chosen = ids.includes(degreeId);
  const named = TEXT.degreeAt(degreeName, campus);

  const toggle = () => {
    if (chosen) {
      compareList.remove(userId, degreeId);
      setResult({ severity: 'info', message: TEXT.removed });
      return;
    }
    const outcome = compareList.add(userId, degreeId);
    setResult(
      outcome === 'full'
        ? { severity: 'warning', message: TEXT.full }
        : { severity: 'success', message: TEXT.added(compareList.get(userId).length) },
    );
  };

  return (
    <>
      <Button
        size={size}
        variant={variant}
        aria-label={chosen ? TEXT.removeLabel(named) : TEXT.addLabel(named)}
        startIcon={chosen ? <RemoveCircleOutlineRounded /> : <CompareArrowsRounded />}
        onClick={toggle}
      >
        {chosen ? TEXT.remove : TEXT.add}
      </Button>
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </>
  );
}
