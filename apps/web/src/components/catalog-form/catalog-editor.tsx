import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { showNotice } from '@/components/ui/flash-notice.tsx';
import { useRouteRecord, type RecordQuery } from '@/components/ui/page-states.tsx';
import { DangerZone } from './danger-zone.tsx';
import { FormPage } from './form-layout.tsx';

/** What a catalog editor hands its form; `record` is the saved one when editing. */
export interface CatalogFormProps<TRecord, TBody> {
  record?: TRecord;
  cancelHref: string;
  failureMessage: string;
  /** Sends the body; throws the API's error. */
  onSubmit: (body: TBody) => Promise<void>;
}

/** The texts of the create and edit pages: titles, states, and the notices of saving and deleting. */
interface CatalogEditorText {
  createTitle: string;
  createPageTitle: string;
  back: string;
  created: string;
  createError: string;
  editTitle: string;
  editPageTitle: (name: string) => string;
  backToRecord: string;
  /** What the loader says while the record loads. */
  loading: string;
  notFoundTitle: string;
  notFoundBody: string;
  updated: string;
  updateError: string;
  deleteTitle: string;
  deleteBody: string;
  deletePhrase: string;
  deleteButton: string;
  deleted: string;
  deleteError: string;
}

interface CatalogEditorConfig<TRecord extends { id: number; name: string }, TBody> {
  text: CatalogEditorText;
  /** The list page, and a record's own page. */
  hrefs: { list: string; record: (id: number) => string };
  /** The route parameter that holds the record's id ('campusId'). */
  param: string;
  /** Loads one record (SWR); null when the id in the address is not one. */
  useRecord: RecordQuery<TRecord>;
  /** The API calls; each throws the API's error. */
  api: {
    create: (body: TBody) => Promise<{ id: number }>;
    update: (record: TRecord, body: TBody) => Promise<unknown>;
    remove: (record: TRecord) => Promise<unknown>;
  };
  Form: ComponentType<CatalogFormProps<TRecord, TBody>>;
}

/**
 * The create and edit pages of one kind of catalog record (campus, degree). Create shows the
 * empty form; a save says so and opens the new record's page. Edit loads the record (not found
 * / load error / loading), then shows it filled and the danger zone: a save goes back to the
 * record's page, a delete replaces the page with the list.
 */
export function catalogEditors<TRecord extends { id: number; name: string }, TBody>({
  text,
  hrefs,
  param,
  useRecord,
  api,
  Form,
}: CatalogEditorConfig<TRecord, TBody>) {
  function Create() {
    const navigate = useNavigate();
    return (
      <FormPage title={text.createTitle} pageTitle={text.createPageTitle} backHref={hrefs.list} backLabel={text.back}>
        <Form
          cancelHref={hrefs.list}
          failureMessage={text.createError}
          onSubmit={async (body) => {
            const record = await api.create(body);
            showNotice(text.created);
            await navigate(hrefs.record(record.id));
          }}
        />
      </FormPage>
    );
  }

  function Edit() {
    const navigate = useNavigate();
    const { record, missing } = useRouteRecord(param, useRecord, text);
    if (!record) return missing;
    const back = hrefs.record(record.id);
    return (
      <FormPage
        title={text.editTitle}
        pageTitle={text.editPageTitle(record.name)}
        backHref={back}
        backLabel={text.backToRecord}
      >
        <Form
          key={record.id}
          record={record}
          cancelHref={back}
          failureMessage={text.updateError}
          onSubmit={async (body) => {
            await api.update(record, body);
            showNotice(text.updated);
            await navigate(back);
          }}
        />
        <DangerZone
          title={text.deleteTitle}
          body={text.deleteBody}
          phrase={text.deletePhrase}
          buttonLabel={text.deleteButton}
          failureMessage={text.deleteError}
          onDelete={async () => {
            await api.remove(record);
            showNotice(text.deleted);
            await navigate(hrefs.list, { replace: true });
          }}
        />
      </FormPage>
    );
  }

  return { Create, Edit };
}
