import { useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { FamilyChildPage } from '@/features/family/components/family-child-page.tsx';
import { FAMILY_TEXT } from '@/features/family/messages.ts';
import { parseId } from '@/lib/is-not-found.ts';

/** /familia/hijos/:childId: one child's view, read only (a family session). */
export function Component() {
  const childId = parseId(useParams().childId);
  return (
    <PublicLayout maxWidth={720}>
      <title>{FAMILY_TEXT.pageTitle}</title>
      <FamilyChildPage childId={childId} />
    </PublicLayout>
  );
}
