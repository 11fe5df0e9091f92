import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';

interface ItemProps<E extends HTMLElement> extends Omit<HTMLAttributes<E>, 'onClick'> {
  icon: ReactNode;
  label: string;
  collapsed: boolean;
  ref?: Ref<E>;
}

const itemSx = (collapsed: boolean, active = false): SxProps<Theme> => ({
  width: '100%',
  minHeight: 48,
  display: 'flex',
  alignItems: 'center',
  justifyContent: collapsed ? 'center' : 'flex-start',
  gap: 1.5,
  px: collapsed ? 0 : 1.5,
  borderRadius: 2,
  color: '#ffffff',
  fontWeight: 700,
  fontSize: '1rem',
  textAlign: 'left',
  textDecoration: 'none',
  position: 'relative',
  bgcolor: active ? 'rgba(255, 255, 255, 0.18)' : 'transparent',
  '&::before': active
    ? {
        content: '""',
        position: 'absolute',
        left: 0,
        top: 10,
        bottom: 10,
        width: 4,
        borderRadius: 4,
        bgcolor: 'brand.highlight',
      }
    : undefined,
  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
  '&.Mui-focusVisible': { outline: '3px solid #ffb59a', outlineOffset: 2 },
  '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.8)' },
});

function Content({ icon, label, collapsed }: Pick<ItemProps<HTMLElement>, 'icon' | 'label' | 'collapsed'>) {
  return (
    <>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
      <span style={collapsed ? visuallyHidden : undefined}>{label}</span>
    </>
  );
}

/** A menu link; the label stays readable by screen readers when the menu is collapsed. */
export function MenuItem({
  href,
  icon,
  label,
  collapsed,
  active,
  onClick,
  ...rest
}: ItemProps<HTMLAnchorElement> & { href: string; active: boolean; onClick?: () => void }) {
  return (
    <ButtonBase
      {...rest}
      component={RouterLink}
      to={href}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      sx={itemSx(collapsed, active)}
    >
      <Content icon={icon} label={label} collapsed={collapsed} />
    </ButtonBase>
  );
}

export function MenuButton({
  icon,
  label,
  collapsed,
  onClick,
  busy = false,
  ...rest
}: ItemProps<HTMLButtonElement> & { onClick: () => void; busy?: boolean }) {
  // Not `disabled`: a tooltip needs its child to keep receiving events.
  return (
    <ButtonBase {...rest} onClick={busy ? undefined : onClick} aria-disabled={busy || undefined} sx={itemSx(collapsed)}>
      <Content icon={icon} label={label} collapsed={collapsed} />
    </ButtonBase>
  );
}
