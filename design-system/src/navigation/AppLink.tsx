import { Link } from '@chakra-ui/react/link';
import type { LinkProps } from '@chakra-ui/react/link';
import { Button } from '@chakra-ui/react/button';
import type { ButtonProps } from '@chakra-ui/react/button';
import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { NavAnchor } from './navigation';
import type { NavigationOptions } from './navigation';

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'asChild'>, NavigationOptions {
  /** App path or external URL. */
  href: string;
  children?: ReactNode;
}

/** Text link styled by the theme that navigates through the app's router when one is plugged in. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, linkAs, onNavigate, children, ...rest },
  ref,
) {
  return (
    <Link asChild color="fg.brand" fontWeight="medium" {...rest}>
      <NavAnchor ref={ref} href={href} linkAs={linkAs} onNavigate={onNavigate}>
        {children}
      </NavAnchor>
    </Link>
  );
});

export interface LinkButtonProps extends Omit<ButtonProps, 'asChild'>, NavigationOptions {
  /** App path or external URL. */
  href: string;
  children?: ReactNode;
}

/** A link that looks like a button (calls to action such as 'Get Free Quote'). */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { href, linkAs, onNavigate, children, ...rest },
  ref,
) {
  return (
    // Chakra's button gives its element type="button"; on a link that attribute would name a MIME type.
    <Button asChild {...rest} type={undefined}>
      <NavAnchor ref={ref} href={href} linkAs={linkAs} onNavigate={onNavigate}>
        {children}
      </NavAnchor>
    </Button>
  );
});
