import { useParams } from 'react-router';
import { NotFoundState } from '@/components/ui/page-states.tsx';
import { GroupsPage } from '@/features/groups/components/groups-page.tsx';
import { parseId } from '@/lib/is-not-found.ts';

/** /highschools/{id}/groups (admin). */
export function Component() {
  const { highschoolId } = useParams();
  const id = parseId(highschoolId);
  if (id === null)
    return (
      <NotFoundState title="Preparatoria no encontrada" body="La preparatoria que buscas no existe o fue eliminada." />
    );
  return <GroupsPage key={id} highschoolId={id} />;
}
