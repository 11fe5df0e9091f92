import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * An e-mail address that wraps cleanly on a narrow screen: it breaks before a '.' or the '@'
 * first (the next line starts '.edu.mx' or '@escuela.mx'), and anywhere only when a part is
 * still wider than the line.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/);
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}
