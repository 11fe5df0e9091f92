import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LABOUR_LIMITS, LABOUR_MESSAGES, readLabourCsv, type CsvRowError } from '@tlp/shared/labour-market';
import { useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { IMPORT_CHANGES, importLabourFigures } from '../api/import-labour-figures.ts';
import { LABOUR_PAGE_TEXT as TEXT } from '../messages.ts';

type Outcome =
  | { kind: 'imported'; count: number }
  | { kind: 'invalid'; message: string; errors: CsvRowError[] }
  | { kind: 'failed'; message: string };

const cellSx = {
  p: 1,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

/** A file's text, as UTF-8 (FileReader: every browser the app supports has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

/** Each problem of the file, in a table: 'Fila 3' | 'salario_mensual: what is wrong'. */
function ErrorTable({ errors }: { errors: CsvRowError[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }} role="region" aria-label={TEXT.errorsCaption} tabIndex={0}>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <Box component="caption" sx={visuallyHidden}>
          {TEXT.errorsCaption}
        </Box>
        <thead>
          <tr>
            {[TEXT.row, TEXT.problem].map((h) => (
              <Box component="th" scope="col" key={h} sx={{ ...cellSx, fontWeight: 700 }}>
                {h}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.row}-${e.column}-${i}`}>
              <Box component="th" scope="row" sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
                {TEXT.rowOf(e.row)}
              </Box>
              <Box component="td" sx={{ ...cellSx, overflowWrap: 'anywhere' }}>
                <Box component="code" sx={{ fontWeight: 700 }}>
                  {e.column || TEXT.wholeRow}
                </Box>
                : {e.message}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * The import: a CSV file (its text shows in the box, where it can also be pasted or fixed),
 * 'Importar', then either how many fields were imported or every problem by row (and nothing
 * imported).
 */
export function LabourImportForm() {
  const headingId = useId();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [missing, setMissing] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const revalidate = useRevalidatePaths();

  const show = (next: Outcome) => {
    setOutcome(next);
    // The result is read out first: the focus goes to it once it is drawn.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const readFile = async (file: File) => {
    try {
      setCsv(await readText(file));
      setFileName(file.name);
      setOutcome(null);
      setMissing(false);
    } catch {
      show({ kind: 'failed', message: TEXT.fileUnreadable });
    }
  };

  const submit = async () => {
    if (!csv.trim()) {
      setMissing(true);
      return;
    }
    // The same check as the server's, here first: a file with errors is not sent.
    const { errors } = readLabourCsv(csv);
    if (errors.length) {
      show({
        kind: 'invalid',
        message:
          errors.length > LABOUR_LIMITS.errorsMax
            ? LABOUR_MESSAGES.moreErrors(errors.length)
            : LABOUR_MESSAGES.invalidCsv,
        errors: errors.slice(0, LABOUR_LIMITS.errorsMax),
      });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const { imported } = await importLabourFigures(csv);
      show({ kind: 'imported', count: imported });
      void revalidate(...IMPORT_CHANGES);
    } catch (error) {
      if (isApiRequestError(error) && error.errorCode === 'InvalidCsv') {
        show({ kind: 'invalid', message: apiErrorMessage(error, TEXT.failed), errors: error.response?.errors ?? [] });
      } else {
        show({ kind: 'failed', message: apiErrorMessage(error, TEXT.failed, (e) => e.status < 500) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 1 }}>
        {TEXT.importTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {TEXT.importIntro}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {TEXT.header}:{' '}
        <Box component="code" sx={{ overflowWrap: 'anywhere', bgcolor: 'brand.soft', px: 0.5, borderRadius: 1 }}>
          {TEXT.columns}
        </Box>
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileRounded aria-hidden="true" />}
            onClick={() => fileInput.current?.click()}
          >
            {TEXT.pickFile}
          </Button>
          {/* The button above opens it: a file input inside a button would be a control inside a control. */}
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".csv,text/csv,text/plain"
            aria-label={TEXT.pickFile}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readFile(file);
            }}
          />
          {fileName ? <Typography sx={{ overflowWrap: 'anywhere' }}>{TEXT.fileChosen(fileName)}</Typography> : null}
        </Box>
        <TextField
          label={TEXT.paste}
          value={csv}
          onChange={(event) => {
            setCsv(event.target.value);
            setMissing(false);
          }}
          multiline
          minRows={5}
          maxRows={14}
          error={missing}
          helperText={missing ? TEXT.nothing : TEXT.pasteHelp}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.875rem' } } }}
        />
        <Box>
          <BusyButton type="submit" variant="contained" busy={busy}>
            {busy ? TEXT.importing : TEXT.import}
          </BusyButton>
        </Box>
      </Box>
      {outcome ? (
        <Box ref={outcomeRef} tabIndex={-1} sx={{ mt: 2, display: 'grid', gap: 1.5, outline: 'none' }}>
          {outcome.kind === 'imported' ? (
            <Alert severity="success">{TEXT.imported(outcome.count)}</Alert>
          ) : (
            <Alert severity="error">{outcome.message}</Alert>
          )}
          {outcome.kind === 'invalid' && outcome.errors.length ? <ErrorTable errors={outcome.errors} /> : null}
        </Box>
      ) : null}
    </Paper>
  );
}
