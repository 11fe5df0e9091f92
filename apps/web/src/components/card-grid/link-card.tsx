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
}

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
}: LinkCardProps) {
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}>
      <CardActionArea
        component={RouterLink}
        to={href}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardImage src={image} seed={title} kind={kind} eager={eagerImage} />
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
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
}: { degree: DegreeCardData } & Pick<LinkCardProps, 'titleAs' | 'eagerImage' | 'children' | 'actions'>) {
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
