import { CatalogAdminPage } from '@/features/catalog/components/catalog-admin-page.tsx';

/** /catalogos (admin): areas of study, cities and semesters. */
export function Component() {
  return <CatalogAdminPage />;
}
