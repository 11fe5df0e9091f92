import { lazy, Suspense, type ReactElement } from 'react';

// The tooltip and its positioning engine (~10 kB compressed) load only when a menu is collapsed to
// its icons, which happens only above a phone and after a click: the first screens go without.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface CollapsedTooltipProps {
  /** The item's label, shown beside its icon while the menu is collapsed. */
  title: string;
  collapsed: boolean;
  children: ReactElement;
}

/** A menu item's label as a tooltip when the menu shows icons only; the item alone otherwise. */
export function CollapsedTooltip({ title, collapsed, children }: CollapsedTooltipProps) {
  if (!collapsed) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} placement="right">
        {children}
      </Tooltip>
    </Suspense>
  );
}
