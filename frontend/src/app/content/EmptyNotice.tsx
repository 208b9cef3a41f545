import { EmptyState } from '@marketplace/design-system';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyNoticeProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** Empty result of a search or filter: the design system's EmptyState, announced politely. */
export function EmptyNotice({ title, description, action }: EmptyNoticeProps) {
  return <EmptyState title={title} description={description} action={action} icon={SearchX} headingLevel="h3" />;
}
