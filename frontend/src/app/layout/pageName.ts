/** Links of the header menu, in the order the menu lists them. */
export const MENU_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/projects', label: 'Our Projects' },
  { href: '/post-project', label: 'Request Quote' },
  { href: '/favorites', label: 'My Favorites' },
  { href: '/contact', label: 'Contact Us' },
] as const;

/**
 * The page name on the header's menu button: Home, Our
 * Projects, Contact Us, Request Quote, Project Details, the account screens
 * (Sign In, Join as a Contractor, My Projects, Account Settings, Operator Console), a proposal's Messages, an Agreement, and Services for every other screen.
 */
export function pageNameFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'Home';
  if (path === '/projects') return 'Our Projects';
  if (path === '/contact') return 'Contact Us';
  if (path === '/post-project') return 'Request Quote';
  if (path.startsWith('/project/')) return 'Project Details';
  if (path === '/sign-in') return 'Sign In';
  if (path === '/contractors/join') return 'Join as a Contractor';
  if (path === '/my-projects') return 'My Projects';
  if (path === '/account') return 'Account Settings';
  if (path === '/operator') return 'Operator Console';
  if (/^\/proposals\/[^/]+\/messages$/.test(path)) return 'Messages';
  if (/^\/agreements\/[^/]+$/.test(path)) return 'Agreement';
  return 'Services';
}

/** The Back button rule: more than two history entries, and not on the home page. */
export function shouldShowBack(pathname: string, historyLength: number): boolean {
  return historyLength > 2 && pathname !== '/';
}
