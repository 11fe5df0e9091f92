import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { company } from '@/content/company.ts';
import { EmailText } from '@/components/ui/email-text.tsx';
import { formatMexicanPhone } from '@/lib/format-phone.ts';

const FOOTER_TEXT = {
  label: 'Pie de página',
  site: 'Visita nuestro sitio',
  sales: 'Ventas e informes para escuelas:',
  rights: (year: number) => `© ${year} ${company.name}. Todos los derechos reservados.`,
} as const;

const salesPhone = formatMexicanPhone(company.salesPhone);

/** Footer of the public pages: the company site and the sales contact (content/company.ts). */
export function SiteFooter({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  const color = tone === 'onDark' ? '#ffffff' : 'text.secondary';
  const linkColor = tone === 'onDark' ? '#ffffff' : 'primary.main';
  return (
    <Box
      component="footer"
      aria-label={FOOTER_TEXT.label}
      sx={{ px: { xs: 2, sm: 3 }, py: 3, color, display: 'grid', gap: 0.75, textAlign: 'center' }}
    >
      <Typography sx={{ fontWeight: 700 }}>
        {FOOTER_TEXT.site}:{' '}
        <Link href={company.siteUrl} target="_blank" rel="noopener noreferrer" sx={{ color: linkColor }}>
          {company.siteLabel}
        </Link>
      </Typography>
      <Typography>
        {FOOTER_TEXT.sales}{' '}
        <Link href={`mailto:${company.salesEmail}`} sx={{ color: linkColor }}>
          <EmailText email={company.salesEmail} />
        </Link>
        {' · '}
        <Link href={salesPhone.href} sx={{ color: linkColor, whiteSpace: 'nowrap' }}>
          {salesPhone.text}
        </Link>
      </Typography>
      <Typography sx={{ fontSize: '0.875rem' }}>{FOOTER_TEXT.rights(new Date().getFullYear())}</Typography>
    </Box>
  );
}
