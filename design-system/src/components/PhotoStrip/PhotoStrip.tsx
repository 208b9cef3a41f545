import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';

export interface PhotoStripPhoto {
  /** The full-size photo: each thumbnail opens it in a new tab. */
  src: string;
  /** What the photo shows, or where it comes from, e.g. 'Photo 1 of the update'. */
  alt: string;
  /** The photo's stored sizes: the thumbnail then loads the smallest size that is sharp enough. */
  srcSet?: string;
}

export interface PhotoStripProps {
  photos: readonly PhotoStripPhoto[];
  /** Names the list for screen readers, e.g. 'Photos of the update'. @default 'Photos' */
  label?: string;
  /**
   * The thumbnails' size: `sm` (80 px) inside a message, `md` (96 px) on a record.
   * @default 'sm'
   */
  size?: 'sm' | 'md';
}

/** The thumbnails' displayed widths (boxSize 20 and 24), for the browser's choice among `srcSet`'s sizes. */
const SIZES = { sm: { box: '20', sizes: '5rem' }, md: { box: '24', sizes: '6rem' } } as const;

/** A row of photo thumbnails, each a link to the full-size photo; nothing at all when there are none. */
export function PhotoStrip({ photos, label = 'Photos', size = 'sm' }: PhotoStripProps) {
  if (photos.length === 0) return null;
  const { box, sizes } = SIZES[size];
  return (
    <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0" aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.src}>
          <Link href={photo.src} target="_blank" rel="noreferrer" display="block" borderRadius="l2" aria-label={`${photo.alt} (opens full size)`}>
            <Image
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={photo.srcSet ? sizes : undefined}
              alt={photo.alt}
              boxSize={box}
              objectFit="cover"
              borderRadius="l2"
              borderWidth="1px"
              borderColor="border"
              bg="bg"
              loading="lazy"
            />
          </Link>
        </li>
      ))}
    </HStack>
  );
}
