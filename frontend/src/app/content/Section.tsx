import { Section as DesignSystemSection } from '@marketplace/design-system';
import type { ReactNode } from 'react';

export interface SectionProps {
  title?: string;
  intro?: ReactNode;
  /** Alternate background for rhythm between sections. */
  tone?: 'default' | 'subtle';
  children?: ReactNode;
}

/** A storefront page section labelled by its <h2>: the design system's Section. */
export function Section({ title, intro, tone = 'default', children }: SectionProps) {
  return (
    <DesignSystemSection title={title} description={intro} tone={tone === 'subtle' ? 'subtle' : 'plain'}>
      {children}
    </DesignSystemSection>
  );
}
