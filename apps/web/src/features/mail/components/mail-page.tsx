import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MAIL_STATUSES, type MailRow, type MailStatus } from '@tlp/shared/mail';
import { useState } from 'react';
import { FilteredListPage } from '@/components/admin-list/filtered-list-page.tsx';
import { usePaging, type PagedTableColumn } from '@/components/admin-list/paged-table.tsx';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { isApiRequestError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format-date-time.ts';
import { useMailPage } from '../api/get-mail-page.ts';
import { retryMail } from '../api/retry-mail.ts';
import { MAIL_TEXT as TEXT } from '../messages.ts';

const STATUS_COLOR: Record<MailStatus, 'default' | 'success' | 'error'> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
};

/** An address that wraps before its '@' rather than inside a word. */
function breakableEmail(address: string) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

type MailColumn = 'subject' | 'recipient' | 'status' | 'attempts' | 'lastError' | 'createdAt' | 'actions';

const COLUMNS: PagedTableColumn<MailColumn>[] = [
  { key: 'subject', header: TEXT.columns.subject },
  { key: 'recipient', header: TEXT.columns.recipient },
  { key: 'status', header: TEXT.columns.status, width: 120 },
  { key: 'attempts', header: TEXT.columns.attempts, width: 96, align: 'right' },
  { key: 'lastError', header: TEXT.columns.lastError },
  { key: 'createdAt', header: TEXT.columns.createdAt, width: 140 },
  { key: 'actions', header: TEXT.columns.actions, width: 124, unlabelled: true },
];

/** /correos (admins): the outbox, a page at a time, by status, with a retry of failed messages. */
export function MailPage() {
  const [status, setStatus] = useState<MailStatus | ''>('');
  const paging = usePaging();
  const result = useMailPage({ ...paging.query, status: status || undefined });

  const retryAction = useConfirmedAction<MailRow>({
    action: async (mail) => {
      await retryMail(mail.id);
      result.retry();
      return { severity: 'success', message: TEXT.retried };
    },
    failure: (err) => {
      if (isApiRequestError(err) && (err.status === 409 || err.status === 404)) {
        result.retry();
        return { severity: 'warning', message: TEXT.retryConflict };
      }
      return { severity: 'error', message: TEXT.retryFailed };
    },
    confirm: (mail) => ({
      title: TEXT.confirmTitle,
      body: TEXT.confirmBody(mail.subject, mail.recipient),
      confirmLabel: TEXT.confirm,
      busyLabel: TEXT.retrying,
    }),
  });

  const cells = (mail: MailRow) => ({
    subject: <Typography sx={{ fontWeight: 700 }}>{mail.subject}</Typography>,
    recipient: breakableEmail(mail.recipient),
    status: <Chip size="small" color={STATUS_COLOR[mail.status]} label={TEXT.statuses[mail.status]} />,
    attempts: mail.attempts,
    lastError: mail.last_error ?? TEXT.noError,
    createdAt: formatDateTime(mail.created_at),
    actions:
      mail.status === 'failed' ? (
        <Button
          size="small"
          variant="outlined"
          aria-label={TEXT.retryLabel(mail.subject)}
          onClick={() => retryAction.ask(mail)}
        >
          {TEXT.retry}
        </Button>
      ) : null,
  });

  return (
    <FilteredListPage
      pageTitle={TEXT.pageTitle}
      title={TEXT.title}
      intro={TEXT.intro}
      filter={{
        label: TEXT.statusFilter,
        value: status,
        onChange: setStatus,
        allLabel: TEXT.allStatuses,
        options: MAIL_STATUSES,
        optionLabel: (s) => TEXT.statuses[s],
      }}
      table={{
        columns: COLUMNS,
        cells,
        result,
        text: { loading: TEXT.loading, error: TEXT.error, empty: TEXT.empty },
        paging,
      }}
      emptyFiltered={TEXT.emptyFiltered}
    >
      {retryAction.ui}
    </FilteredListPage>
  );
}
