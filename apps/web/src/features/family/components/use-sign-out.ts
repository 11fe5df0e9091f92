import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { signOutFamily } from '../api/sign-out.ts';
import { familyChildrenKey } from '../api/get-children.ts';

/** Where /familia learns that the guardian has just signed out (the navigation's state). */
export interface FamilyHomeState {
  signedOut?: boolean;
}

/**
 * 'Salir': ends the session, reads the family's answers again (now a 401, so nothing of theirs
 * stays on screen) and goes to /familia, which then says so.
 */
export function useFamilySignOut() {
  const navigate = useNavigate();
  const revalidate = useRevalidatePaths();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signOutFamily();
      await revalidate(familyChildrenKey);
      void navigate(paths.family.getHref(), { replace: true, state: { signedOut: true } satisfies FamilyHomeState });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { signOut, busy, failed };
}
