import { createContext, forwardRef, useContext, useMemo } from 'react';
import type { AnchorHTMLAttributes, ElementType, MouseEvent, ReactNode, Ref } from 'react';

/** Props every plugged-in link component receives (e.g. a React Router `Link` wrapper mapping `href` to `to`). */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
};

/** A component rendering an anchor for in-app navigation. */
export type LinkComponent = ElementType<LinkComponentProps>;

/** Called instead of a full page load when an in-app link is activated. */
export type NavigateHandler = (href: string) => void;

/**
 * How design-system links navigate. The design system never imports a router:
 * the app plugs one in here (once, through `DesignSystemProvider`) or per
 * component (`linkAs` / `onNavigate` props).
 */
export interface NavigationOptions {
  /** Component rendered for in-app links instead of a plain `<a>`. */
  linkAs?: LinkComponent;
  /** Intercepts plain left clicks on in-app links (modifier clicks keep browser behaviour). */
  onNavigate?: NavigateHandler;
}

const NavigationContext = createContext<NavigationOptions>({});

/** Supplies default link behaviour to every design-system component below it. */
export function NavigationProvider({
  linkAs,
  onNavigate,
  children,
}: NavigationOptions & { children?: ReactNode }) {
  const value = useMemo(() => ({ linkAs, onNavigate }), [linkAs, onNavigate]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The navigation options in effect (context merged with per-component overrides). */
export function useNavigation(overrides?: NavigationOptions): NavigationOptions {
  const context = useContext(NavigationContext);
  return {
    linkAs: overrides?.linkAs ?? context.linkAs,
    onNavigate: overrides?.onNavigate ?? context.onNavigate,
  };
}

/** True for absolute URLs, mailto:, tel: and in-page anchors: those never go through the router. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+\-.]*:|\/\/)/i.test(href) || href.startsWith('#');
}

export interface NavAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement>, NavigationOptions {
  /** Destination: an app path ('/projects') or an external URL. */
  href: string;
  children?: ReactNode;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Unstyled anchor that routes through the plugged-in link component or
 * navigate callback. Styled wrappers (`AppLink`, `LinkButton`) render it via
 * `asChild`, so it forwards every prop it receives.
 */
export const NavAnchor = forwardRef<HTMLAnchorElement, NavAnchorProps>(function NavAnchor(
  { href, linkAs, onNavigate, onClick, children, ...rest },
  ref,
) {
  const navigation = useNavigation({ linkAs, onNavigate });
  const external = isExternalHref(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || !navigation.onNavigate) return;
    if (!isPlainLeftClick(event) || rest.target === '_blank') return;
    event.preventDefault();
    navigation.onNavigate(href);
  };
  const Component: ElementType = !external && navigation.linkAs ? navigation.linkAs : 'a';
  return (
    <Component ref={ref} href={href} onClick={handleClick} {...rest}>
      {children}
    </Component>
  );
});
