import { PageHero as DesignSystemPageHero } from '@marketplace/design-system';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Small uppercase line above the title. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The storefront pages' hero: the design system's, on the light brand surface. */
export function PageHero(props: PageHeroProps) {
  return <DesignSystemPageHero tone="subtle" {...props} />;
}
