import { useParams } from 'react-router';
import { NotFoundState } from '@/components/ui/page-states.tsx';
import { GroupsPage } from '@/features/groups/components/groups-page.tsx';
import { HS_TEXT } from '@/features/highschools/messages.ts';
import { parseId } from '@/lib/is-not-found.ts';

/** /highschools/{id}/groups (admin). */
export function Component() {
  const { highschoolId } = useParams();
  const id = parseId(highschoolId);
  if (id === null) return <NotFoundState title={HS_TEXT.schoolNotFoundTitle} body={HS_TEXT.schoolNotFoundBody} />;
  return <GroupsPage key={id} highschoolId={id} />;
}
