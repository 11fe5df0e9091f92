import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { showNotice } from '@/components/ui/flash-notice.tsx';
import { FullPageLoader } from '@/components/ui/full-page-loader.tsx';
import { LoadErrorState, NotFoundState } from '@/components/ui/page-states.tsx';
import { isNotFound } from '@/lib/is-not-found.ts';
import { DangerZone } from './danger-zone.tsx';
import { FormPage } from './form-layout.tsx';

/** What a catalog editor hands its form. */
export interface CatalogFormProps<TBody> {
  cancelHref: string;
  failureMessage: string;
  /** Sends the body; throws the API's error. */
  onSubmit: (body: TBody) => Promise<void>;
}

/** Where a catalog entity lives: its list and its own page. */
interface CatalogRoutes {
  listHref: string;
  entityHref: (id: number) => string;
}

/** The texts of a create page: titles, the back link, and the notices. */
export interface CatalogCreateText {
  createTitle: string;
  createPageTitle: string;
  back: string;
  createError: string;
  created: string;
}

/** Create page: the empty form; on save a notice, then the new entity's page. */
export function CatalogCreate<TBody>({
  text,
  listHref,
  entityHref,
  create,
  renderForm,
}: CatalogRoutes & {
  text: CatalogCreateText;
  /** Sends the body; throws the API's error. */
  create: (body: TBody) => Promise<{ id: number }>;
  renderForm: (props: CatalogFormProps<TBody>) => ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <FormPage title={text.createTitle} pageTitle={text.createPageTitle} backHref={listHref} backLabel={text.back}>
      {renderForm({
        cancelHref: listHref,
        failureMessage: text.createError,
        onSubmit: async (body) => {
          const entity = await create(body);
          showNotice(text.created);
          await navigate(entityHref(entity.id));
        },
      })}
    </FormPage>
  );
}

/** The texts of an edit page: states, titles, and the notices of saving and deleting. */
export interface CatalogEditText {
  notFoundTitle: string;
  notFoundBody: string;
  editTitle: string;
  editPageTitle: (name: string) => string;
  updateError: string;
  updated: string;
  deleteTitle: string;
  deleteBody: string;
  deletePhrase: string;
  deleteButton: string;
  deleteError: string;
  deleted: string;
}

/**
 * Edit page: not found / load error / loading, then the filled form and the danger zone.
 * A save goes back to the entity's page; a delete replaces the page with the list.
 */
export function CatalogEdit<TEntity extends { id: number; name: string }, TBody>({
  text,
  listHref,
  entityHref,
  backLabel,
  loadingLabel,
  id,
  entity,
  error,
  isLoading,
  retry,
  update,
  remove,
  renderForm,
}: CatalogRoutes & {
  text: CatalogEditText;
  backLabel: string;
  loadingLabel: string;
  /** The id in the route; null when it is not a valid id. */
  id: number | null;
  entity: TEntity | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
  update: (entity: TEntity, body: TBody) => Promise<unknown>;
  remove: (entity: TEntity) => Promise<unknown>;
  renderForm: (entity: TEntity, props: CatalogFormProps<TBody>) => ReactNode;
}) {
  const navigate = useNavigate();

  if (id === null || (!entity && isNotFound(error))) {
    return <NotFoundState title={text.notFoundTitle} body={text.notFoundBody} />;
  }
  if (!entity) {
    if (error && !isLoading) return <LoadErrorState onRetry={retry} />;
    return <FullPageLoader label={loadingLabel} />;
  }

  return (
    <FormPage
      title={text.editTitle}
      pageTitle={text.editPageTitle(entity.name)}
      backHref={entityHref(entity.id)}
      backLabel={backLabel}
    >
      {renderForm(entity, {
        cancelHref: entityHref(entity.id),
        failureMessage: text.updateError,
        onSubmit: async (body) => {
          await update(entity, body);
          showNotice(text.updated);
          await navigate(entityHref(entity.id));
        },
      })}
      <DangerZone
        title={text.deleteTitle}
        body={text.deleteBody}
        phrase={text.deletePhrase}
        buttonLabel={text.deleteButton}
        failureMessage={text.deleteError}
        onDelete={async () => {
          await remove(entity);
          showNotice(text.deleted);
          await navigate(listHref, { replace: true });
        }}
      />
    </FormPage>
  );
}
