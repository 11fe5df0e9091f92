import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { CardImage } from './card-image.tsx';

interface LinkCardProps {
  href: string;
  title: string;
  subtitle?: ReactNode;
  image: string | null;
  kind: 'campus' | 'degree';
  /** The heading level of the title in the page's outline. */
  titleAs?: 'h2' | 'h3';
  eagerImage?: boolean;
  /** More content inside the link (chips, a date). */
  children?: ReactNode;
  /** Buttons below the link (a link cannot hold buttons). */
  actions?: ReactNode;
  /**
   * On a phone, the picture as a thumbnail beside the text instead of a cover above it: a list of
   * many cards (Explore) then shows several on one screen.
   */
  compactOnPhone?: boolean;
}

/** On a phone, a compact card: the picture a square thumbnail beside the text. */
const PHONE = {
  row: { flexDirection: { xs: 'row', sm: 'column' } },
  picture: {
    width: { xs: 96, sm: 'auto' },
    flexShrink: 0,
    // CardImage's 16:9 box fills the thumbnail's height instead.
    '& > div': { aspectRatio: { xs: 'auto', sm: '16 / 9' }, height: { xs: '100%', sm: 'auto' }, minHeight: 96 },
  },
  text: { flex: 1, minWidth: 0, py: { xs: 1.25, sm: 2 }, px: { xs: 1.5, sm: 2 } },
} as const;

/** A campus or degree card: the picture and text are one link; actions sit outside it. */
export function LinkCard({
  href,
  title,
  subtitle,
  image,
  kind,
  titleAs = 'h3',
  eagerImage,
  children,
  actions,
  compactOnPhone = false,
}: LinkCardProps) {
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}>
      <CardActionArea
        component={RouterLink}
        to={href}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          ...(compactOnPhone ? PHONE.row : {}),
        }}
      >
        <Box sx={compactOnPhone ? PHONE.picture : undefined}>
          <CardImage src={image} seed={title} kind={kind} eager={eagerImage} />
        </Box>
        <CardContent sx={{ display: 'grid', gap: 0.5, alignContent: 'start', ...(compactOnPhone ? PHONE.text : {}) }}>
          <Typography component={titleAs} variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
          {children}
        </CardContent>
      </CardActionArea>
      {actions}
    </Card>
  );
}

/** What a degree card shows of its degree. */
export interface DegreeCardData {
  id: number;
  name: string;
  campusId: number;
  campus: string;
  image: string | null;
}

/** A degree's card: its picture, name and campus, linking to the degree's page under its campus. */
export function DegreeLinkCard({
  degree,
  ...rest
}: { degree: DegreeCardData } & Pick<
  LinkCardProps,
  'titleAs' | 'eagerImage' | 'children' | 'actions' | 'compactOnPhone'
>) {
  return (
    <LinkCard
      href={paths.campusDegree.getHref(degree.campusId, degree.id)}
      title={degree.name}
      subtitle={degree.campus}
      image={degree.image}
      kind="degree"
      {...rest}
    />
  );
}
