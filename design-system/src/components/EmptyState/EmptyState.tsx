import { Inbox } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { StatePanel } from '../shared/StatePanel';

export interface EmptyStateProps {
  /** Headline, e.g. 'No favorites yet'. */
  title: string;
  /** Helpful next step, e.g. 'Try adjusting your search terms or filters.'. */
  description?: ReactNode;
  /**
   * Lucide icon component.
   * @default Inbox
   */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /** Call to action, e.g. a `LinkButton` to '/projects' ('Browse Projects'). */
  action?: ReactNode;
  /**
   * Heading level of the title.
   * @default 'h2'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** The 'nothing here' state of any list or search result. */
export function EmptyState({ title, description, icon = Inbox, action, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <StatePanel
      role="status"
      palette="gray"
      frame={{ py: { base: '10', md: '16' }, borderStyle: 'dashed', borderColor: 'border.emphasized', bg: 'bg.subtle' }}
      icon={icon}
      title={title}
      description={description}
      headingLevel={headingLevel}
    >
      {action}
    </StatePanel>
  );
}
