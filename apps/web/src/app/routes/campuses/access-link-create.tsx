import { useParams } from 'react-router';
import { AccessLinkCreatePage } from '@/features/access-links/components/access-link-create-page.tsx';

/** /campus/{id}/representantes/nuevo (admin): a link for the campus's representatives to sign up. */
export function Component() {
  const { campusId } = useParams();
  return campusId ? <AccessLinkCreatePage owner={{ kind: 'campus', id: campusId }} /> : null;
}
