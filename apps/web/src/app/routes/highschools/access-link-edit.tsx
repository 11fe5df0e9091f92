import { useParams } from 'react-router';
import { AccessLinkEditPage } from '@/features/access-links/components/access-link-edit-page.tsx';

/** /highschools/access-links/{uuid}/edit (admin). */
export function Component() {
  const { accessLinkUuid } = useParams();
  return accessLinkUuid ? <AccessLinkEditPage key={accessLinkUuid} uuid={accessLinkUuid} /> : null;
}
