import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { BadgeCheck, ShieldCheck } from 'lucide-react';

export interface CredentialBadgeItem {
  /** Stable key, e.g. 'wsib-cleared'. */
  kind: string;
  /** What the badge says, e.g. 'WSIB cleared', 'Insured to $2M'. */
  label: string;
}

export interface CredentialBadgesProps {
  /** Badges to show, in order; nothing renders for an empty list. */
  badges: readonly CredentialBadgeItem[];
  /** Names the list for screen readers, e.g. 'Credentials of Danforth Renovations'. */
  label: string;
  /**
   * Badge size: 'sm' on cards, 'md' or 'lg' on profiles.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Kind of the badge that stands for the whole business (drawn with a check seal, first).
   * @default 'verified-business'
   */
  leadKind?: string;
}

/** Checked credentials as badges (Verified, ESA licensed, WSIB cleared, Insured to $2M...). */
export function CredentialBadges({ badges, label, size = 'md', leadKind = 'verified-business' }: CredentialBadgesProps) {
  if (badges.length === 0) return null;
  const iconSize = size === 'sm' ? 12 : size === 'md' ? 14 : 16;
  return (
    <HStack as="ul" aria-label={label} wrap="wrap" gap="1.5" listStyleType="none" m="0" p="0">
      {badges.map((badge) => {
        const lead = badge.kind === leadKind;
        const Icon = lead ? BadgeCheck : ShieldCheck;
        return (
          <Badge as="li" key={badge.kind} size={size} gap="1" colorPalette={lead ? 'green' : 'blue'} variant={lead ? 'solid' : 'subtle'} data-kind={badge.kind}>
            <Icon size={iconSize} aria-hidden="true" />
            {badge.label}
          </Badge>
        );
      })}
    </HStack>
  );
}
