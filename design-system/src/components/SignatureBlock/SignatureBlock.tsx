import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { formatDateTime } from '@marketplace/shared';
import { Check, Copy } from 'lucide-react';
import { useCopyFeedback } from '../shared/useCopyFeedback';
import { dataPanelProps, isoMoment } from '../shared/dataTable';

/** What is kept of one signature: who typed which name, when, from where, on which exact document. */
export interface SignatureRecord {
  /** The full legal name the signer typed as their signature. */
  typedName: string;
  /** When they signed: an ISO moment or a Date, shown on Toronto's clock. */
  signedAt: string | Date;
  /** The IP address the signature came from. */
  ipAddress?: string | null;
  /** The browser's user agent, as recorded. */
  userAgent?: string | null;
  /** SHA-256 of the exact document signed, in hex (64 digits). */
  documentSha256?: string | null;
  /** The signature the signer drew, as a `data:` URL image (PNG or SVG), when they drew one. */
  drawnSignature?: string | null;
}

/** One party to the agreement and their signature, if any. */
export interface SignatureParty {
  /** The party as the agreement names them, e.g. 'Priya Raman' or 'Scarborough Reno Co. Ltd.'. */
  name: string;
  /** A line under the name, e.g. 'Signed for the business by Dana Lee, owner'. */
  detail?: string | null;
  /** Their signature; nothing while they have not signed. */
  signature?: SignatureRecord | null;
}

export interface SignatureBlockProps {
  homeowner: SignatureParty;
  contractor: SignatureParty;
  /**
   * Heading level of each party's title ('Homeowner', 'Contractor').
   * @default 'h3'
   */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * Writes to the clipboard; resolves when done.
   * @default navigator.clipboard.writeText
   */
  copy?: (text: string) => Promise<void>;
}

/** A handwriting face the reader's system already has (a web font would load on every agreement page for one line); italic where it has none. */
const SIGNATURE_FONT = "'Segoe Script', 'Snell Roundhand', 'Brush Script MT', 'URW Chancery L', 'Apple Chancery', cursive";

/** '3f5a9c2e…8192b01e': enough to compare by eye, the full value a copy away. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
}

function CopyableHash({ hash, whose, copy }: { hash: string; whose: string; copy: (text: string) => Promise<void> }) {
  const { state, onCopy } = useCopyFeedback(hash, copy);
  return (
    <Stack gap="1" minW="0">
      <HStack gap="1" wrap="wrap">
        <Text as="code" fontFamily="mono" title={hash} data-full={hash}>
          {shortHash(hash)}
        </Text>
        <Button size="2xs" variant="ghost" colorPalette="gray" onClick={() => void onCopy()} aria-label={`Copy the full SHA-256 of the document ${whose} signed`}>
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </HStack>
      <Box aria-live="polite">
        {state === 'copied' ? <VisuallyHidden>Copied to the clipboard.</VisuallyHidden> : null}
        {state === 'failed' ? (
          <Stack gap="1">
            <Text color="fg.error">Copying failed: select the full value and copy it yourself.</Text>
            <Text as="code" fontFamily="mono" wordBreak="break-all" userSelect="all" bg="bg.subtle" px="1.5" py="1" borderRadius="l1">
              {hash}
            </Text>
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function PartySignature({ role, party, headingLevel, copy }: { role: string; party: SignatureParty; headingLevel: 'h2' | 'h3' | 'h4'; copy: (text: string) => Promise<void> }) {
  const { signature } = party;
  return (
    <Stack as="section" aria-label={`${role}’s signature`} gap="3" p={{ base: '4', md: '5' }} {...dataPanelProps} minW="0" data-signed={signature ? '' : undefined}>
      <Stack gap="0.5">
        <Heading as={headingLevel} size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {role}
        </Heading>
        <Text fontWeight="semibold">{party.name}</Text>
        {party.detail ? (
          <Text textStyle="sm" color="fg.muted">
            {party.detail}
          </Text>
        ) : null}
      </Stack>

      <Stack gap="1" minH="20" justify="flex-end" borderBottomWidth="1px" borderColor="border.emphasized" pb="1">
        {signature ? (
          <>
            {signature.drawnSignature ? (
              // Ink drawn on a transparent canvas stays readable in the dark theme on its own paper.
              <Box bg="white" borderRadius="l2" px="2" py="1" alignSelf="flex-start">
                <Image src={signature.drawnSignature} alt={`Signature drawn by ${signature.typedName}`} maxH="16" maxW="full" objectFit="contain" />
              </Box>
            ) : null}
            <Text fontFamily={SIGNATURE_FONT} fontStyle="italic" fontSize="2xl" lineHeight="short" color="fg" overflowWrap="anywhere">
              <VisuallyHidden>Signed as </VisuallyHidden>
              {signature.typedName}
            </Text>
          </>
        ) : (
          <Text color="fg.muted" fontStyle="italic">
            Not signed yet
          </Text>
        )}
      </Stack>

      {signature ? (
        <Stack gap="2">
          <Text textStyle="sm">
            Signed <time dateTime={isoMoment(signature.signedAt)}>{formatDateTime(signature.signedAt)}</time>
          </Text>
          <Box as="dl" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="3" rowGap="1" m="0" textStyle="xs" color="fg.muted" bg="bg.subtle" borderRadius="l2" px="3" py="2">
            <Text as="dt" fontWeight="semibold">
              IP address
            </Text>
            <Text as="dd" fontFamily="mono" overflowWrap="anywhere">
              {signature.ipAddress || 'Not recorded'}
            </Text>
            <Text as="dt" fontWeight="semibold">
              Device
            </Text>
            <Text as="dd" overflowWrap="anywhere">
              {signature.userAgent || 'Not recorded'}
            </Text>
            <Text as="dt" fontWeight="semibold">
              Document SHA-256
            </Text>
            <Box as="dd" minW="0">
              {signature.documentSha256 ? <CopyableHash hash={signature.documentSha256} whose={signature.typedName} copy={copy} /> : 'Not recorded'}
            </Box>
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * Both parties' signatures, side by side from the `md` breakpoint: for each, "Not signed yet" or the
 * typed full name in a handwriting face (with the drawn signature above it when there is one), when
 * they signed, and the signature's record: IP address, device, and the SHA-256 of the exact document
 * signed, shortened, with a Copy button for the full value.
 */
export function SignatureBlock({ homeowner, contractor, headingLevel = 'h3', copy = (text) => navigator.clipboard.writeText(text) }: SignatureBlockProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <PartySignature role="Homeowner" party={homeowner} headingLevel={headingLevel} copy={copy} />
      <PartySignature role="Contractor" party={contractor} headingLevel={headingLevel} copy={copy} />
    </SimpleGrid>
  );
}
