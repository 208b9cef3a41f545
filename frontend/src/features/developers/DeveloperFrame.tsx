import { AppLink, Box, Breadcrumbs, Container, PageHero, chakra } from '@marketplace/design-system';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '../../app/seo';
import { DEVELOPER_PAGES } from './content';

const NavList = chakra('ul');

/** The portal's own navigation: its pages as links, the current one marked for assistive technology. */
export function DeveloperNav() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') || '/';
  return (
    <Box as="nav" aria-label="Developer portal" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <NavList display="flex" gap={{ base: '1', md: '2' }} overflowX="auto" listStyleType="none" m="0" py="2">
          {DEVELOPER_PAGES.map((page) => {
            const active = current === page.href;
            return (
              <li key={page.href}>
                <AppLink
                  href={page.href}
                  aria-current={active ? 'page' : undefined}
                  display="block"
                  px="3"
                  py="2"
                  borderRadius="l2"
                  whiteSpace="nowrap"
                  textStyle="sm"
                  fontWeight={active ? 'semibold' : 'medium'}
                  color={active ? 'fg.brand' : 'fg.muted'}
                  bg={active ? 'bg.brand' : undefined}
                  textDecoration="none"
                  _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
                >
                  {page.label}
                </AppLink>
              </li>
            );
          })}
        </NavList>
      </Container>
    </Box>
  );
}

export interface DeveloperFrameProps {
  /** The page's name in the title bar and its h1. */
  title: string;
  /** The h1 when it differs from `title`. */
  heading?: string;
  description: string;
  path: string;
  /** Lead paragraph under the h1. */
  subtitle?: ReactNode;
  /** Calls to action in the hero. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A developer portal page: metadata, the hero with its trail, the portal's navigation, then the page. */
export function DeveloperFrame({ title, heading, description, path, subtitle, actions, children }: DeveloperFrameProps) {
  const crumbs = path === '/developers' ? [{ label: 'Home', href: '/' }, { label: 'Developers' }] : [{ label: 'Home', href: '/' }, { label: 'Developers', href: '/developers' }, { label: title }];
  return (
    <>
      <Seo title={title === 'Developers' ? 'Developers: the GTA Home Pros API' : `${title} · Developers`} description={description} path={path} />
      <PageHero tone="subtle" eyebrow="Developers" title={heading ?? title} subtitle={subtitle} actions={actions} breadcrumbs={<Breadcrumbs items={crumbs} />} />
      <DeveloperNav />
      {children}
    </>
  );
}
