// The look every e-mail shares: the brand's colours (apps/web/src/theme.ts), one column that reads
// on a phone, inline styles (mail clients drop <style> blocks), no remote images, and a plain-text
// twin of every message.

const PRIMARY = '#3b2a86';
const ACCENT = '#c8461b';
const TEXT = '#1d1736';
const MUTED = '#4a4560';
const PAGE = '#f6f4fb';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML, in an element or in a quoted attribute. */
export const escapeHtml = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** What a template renders: the subject, and the same message as HTML and as plain text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One block of a message: a paragraph, or the button of its one action. */
export type Block = { paragraph: string } | { button: { label: string; url: string } } | { note: string };

function blockHtml(block: Block): string {
  if ('paragraph' in block) {
    return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${TEXT}">${escapeHtml(block.paragraph)}</p>`;
  }
  if ('note' in block) {
    return `<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:${MUTED}">${escapeHtml(block.note)}</p>`;
  }
  const { label, url } = block.button;
  return (
    `<p style="margin:24px 0;text-align:center">` +
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;border-radius:999px;` +
    `background:${ACCENT};color:#ffffff;font-size:16px;font-weight:700;text-decoration:none">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED}">` +
    `Si el botón no funciona, copia esta dirección en tu navegador:<br>` +
    `<a href="${escapeHtml(url)}" style="color:${PRIMARY};word-break:break-all">${escapeHtml(url)}</a></p>`
  );
}

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('note' in block) return block.note;
  return `${block.button.label}:\n${block.button.url}`;
}

/** A message in the brand's frame: a heading, its blocks, and the signature. */
export function renderMail(message: { subject: string; heading: string; blocks: Block[] }): RenderedMail {
  const { subject, heading, blocks } = message;
  const html = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};font-family:'Nunito','Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${PRIMARY};padding:20px 24px;color:#ffffff;font-size:20px;font-weight:800;letter-spacing:0.5px">Toca la Puerta</td></tr>
<tr><td style="padding:28px 24px 12px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${PRIMARY}">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e6e2f3;font-size:13px;line-height:1.5;color:${MUTED}">
Este correo lo envió Toca la Puerta de forma automática; no respondas a este mensaje.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    'TOCA LA PUERTA',
    '',
    heading,
    '',
    ...blocks.flatMap((b) => [blockText(b), '']),
    '--',
    'Este correo lo envió Toca la Puerta de forma automática; no respondas a este mensaje.',
    '',
  ].join('\n');
  return { subject, html, text };
}
