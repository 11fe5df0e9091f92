import { useParams } from 'react-router';
import { AccessLinkCreatePage } from '@/features/access-links/components/access-link-create-page.tsx';

/** /highschools/{id}/access-links/new (admin). */
export function Component() {
  const { highschoolId } = useParams();
  return highschoolId ? <AccessLinkCreatePage owner={{ kind: 'highschool', id: highschoolId }} /> : null;
}
