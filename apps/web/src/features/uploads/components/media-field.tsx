import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, isMediaReference } from '@tlp/shared/uploads';
import { useState } from 'react';
import type { MediaInputProps } from '@/components/catalog-form/catalog-fields.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import { apiErrorMessage } from '@/lib/api-error.ts';
import { uploadFile } from '../api/upload-file.ts';
import { UPLOAD_TEXT } from '../messages.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/** An image or PDF: a URL typed in, or a file uploaded (POST /uploads) whose URL fills the field. */
export function MediaField({
  label,
  kind,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  disabled,
  hint,
}: MediaInputProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const url = (value ?? '').trim();
  const previewable = url !== '' && isMediaReference(url);

  async function upload(file: File) {
    setUploadError(null);
    const isPdf = file.type === 'application/pdf';
    if (kind === 'pdf' ? !isPdf : !IMAGE_TYPES.includes(file.type)) {
      setUploadError(UPLOAD_MESSAGES.unsupportedType);
      return;
    }
    if (file.size > (isPdf ? UPLOAD_LIMITS.pdfMaxBytes : UPLOAD_LIMITS.imageMaxBytes)) {
      setUploadError(UPLOAD_MESSAGES.fileTooLarge);
      return;
    }
    setUploading(true);
    try {
      const result = await uploadFile(file);
      onChange(result.url);
    } catch (e) {
      setUploadError(apiErrorMessage(e, UPLOAD_MESSAGES.uploadError, (error) => error.status < 500));
    } finally {
      setUploading(false);
    }
  }

  const message = uploadError ?? error;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      {kind === 'image' ? (
        <Box sx={{ width: 88, flexShrink: 0, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <MediaImage
            src={previewable ? url : null}
            alt={previewable ? UPLOAD_TEXT.preview(label) : ''}
            seed={name}
            loading="eager"
            sizes="88px"
          />
        </Box>
      ) : null}
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <TextInput
          label={label}
          name={name}
          type="url"
          value={value ?? ''}
          onChange={(event) => {
            setUploadError(null);
            onChange(event.target.value);
          }}
          onBlur={onBlur}
          inputRef={inputRef}
          error={!!message}
          disabled={disabled || uploading}
          helperText={
            message ?? (hint === undefined ? (kind === 'pdf' ? UPLOAD_TEXT.pdfHint : UPLOAD_TEXT.imageHint) : hint)
          }
          inputProps={{ inputMode: 'url', autoComplete: 'off' }}
        />
        {kind === 'pdf' && previewable ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
          >
            <PictureAsPdfRounded fontSize="small" aria-hidden="true" />
            {UPLOAD_TEXT.openPdf}: {label}
          </Link>
        ) : null}
      </Box>
      <Button
        component="label"
        variant="outlined"
        disabled={disabled || uploading}
        startIcon={
          uploading ? (
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          ) : (
            <CloudUploadRounded aria-hidden="true" />
          )
        }
        sx={{ flexShrink: 0, mt: { xs: 0, sm: 1 }, width: { xs: '100%', sm: 'auto' } }}
      >
        {uploading ? UPLOAD_TEXT.uploading : UPLOAD_TEXT.upload}
        <Box
          component="input"
          type="file"
          aria-label={`${UPLOAD_TEXT.upload}: ${label}`}
          accept={kind === 'pdf' ? 'application/pdf' : IMAGE_TYPES.join(',')}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          sx={{ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' }}
        />
      </Button>
    </Box>
  );
}
