import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { UI_TEXT } from '@/config/ui-text.ts';
import { formatMexicanPhone } from '@/lib/format-phone.ts';
import { DeleteButton } from './delete-button.tsx';
import { EmailText } from './email-text.tsx';

/** A staff account as the admin's lists show it: a school's orienter, a campus's representative. */
export interface StaffAccount {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  created_at: string;
}

const fullName = (a: StaffAccount) => `${a.first_name} ${a.last_name}`.trim();

/**
 * The accounts of a school's or a campus's staff (admin), a card each: name and sign-up date,
 * e-mail, phone, and a delete button; `onDelete` asks and deletes (the users feature's dialog).
 */
export function StaffAccountList({
  accounts,
  label,
  labelledBy,
  nameLevel,
  since,
  phoneLabel,
  onDelete,
}: {
  accounts: readonly StaffAccount[];
  /** The list's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** The heading level of each name under the section's heading. */
  nameLevel: 'h3' | 'h4';
  since: (date: string) => string;
  phoneLabel: (phone: string) => string;
  onDelete: (account: { id: number; name: string }) => void;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {accounts.map((account) => {
        const name = fullName(account);
        const phone = account.phone ? formatMexicanPhone(account.phone) : null;
        return (
          <Paper
            component="li"
            key={account.id}
            variant="outlined"
            sx={{
              p: 2,
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.5fr) auto' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography component={nameLevel} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {since(formatLongDate(account.created_at))}
              </Typography>
            </Box>
            <Link href={`mailto:${account.email}`} sx={{ minWidth: 0 }}>
              <EmailText email={account.email} />
            </Link>
            {phone ? (
              <Link href={phone.href} aria-label={phoneLabel(phone.text)} sx={{ whiteSpace: 'nowrap' }}>
                {phone.text}
              </Link>
            ) : (
              <span />
            )}
            <Box>
              <DeleteButton label={UI_TEXT.deletePerson(name)} onClick={() => onDelete({ id: account.id, name })} />
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
