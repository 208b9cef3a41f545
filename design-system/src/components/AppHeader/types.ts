import type { ReactNode } from 'react';

export interface HeaderNavItem {
  label: string;
  href: string;
}

export interface HeaderLink extends HeaderNavItem {
  /** Icon shown before the label; below `md` only the icon shows and the label names the link. */
  icon: ReactNode;
}
