import { EmptyState, LinkButton } from '@marketplace/design-system';
import { LogIn } from 'lucide-react';
import { signInHref } from './nextPath';

export interface SignInPromptProps {
  title: string;
  /** This screen's path, to come back to once signed in. */
  path: string;
  description?: string;
}

/** What an account screen shows a visitor: what signing in opens, and a link back here after it. */
export function SignInPrompt({ title, path, description = 'We e-mail you a link that signs you in: no password needed.' }: SignInPromptProps) {
  return <EmptyState title={title} description={description} icon={LogIn} action={<LinkButton href={signInHref(path)}>Sign in</LinkButton>} />;
}
