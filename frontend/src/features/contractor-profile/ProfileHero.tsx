import { Avatar, Box, Container, Heading, LinkButton, Stack } from '@marketplace/design-system';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ProfileHeroProps {
  /** The contractor's (business) name: the page's h1 and the avatar's initials. */
  name: string;
  /** Logo or photo; initials show when there is none or it fails. */
  imageUrl?: string | null;
  /** Badges shown above the name. */
  above?: ReactNode;
  /** Badges and facts shown under the name. */
  below?: ReactNode;
  /** Where Request a Quote leads (a real pro's: the post form that invites them). */
  quoteHref?: string;
}

/** The top of a contractor profile: avatar, name, what vouches for them, and Request a Quote. */
export function ProfileHero({ name, imageUrl, above, below, quoteHref = '/post-project' }: ProfileHeroProps) {
  return (
    <Box bg="bg.brand" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '5', md: '8' }} align={{ base: 'start', md: 'center' }}>
          <Avatar.Root size="2xl" width={{ base: '24', md: '32' }} height={{ base: '24', md: '32' }} borderWidth="4px" borderColor="bg.panel" boxShadow="card">
            <Avatar.Fallback name={name} />
            {imageUrl ? <Avatar.Image src={imageUrl} alt={`${name} logo`} /> : null}
          </Avatar.Root>
          <Stack gap="3" flex="1">
            {above}
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
              {name}
            </Heading>
            {below}
          </Stack>
          <LinkButton href={quoteHref} size="lg" alignSelf={{ base: 'stretch', md: 'center' }}>
            <Send aria-hidden="true" />
            Request a Quote
          </LinkButton>
        </Stack>
      </Container>
    </Box>
  );
}
