import { Box, Button, chakra, HStack, Image, SimpleGrid, Spinner, Stack, Text, TextField } from '@marketplace/design-system';
import { MAX_PORTFOLIO_PHOTOS, PHOTO_HINT, PHOTO_TYPES, PORTFOLIO_CAPTION_MAX } from '@marketplace/shared';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { PhotoUploadError, uploadPhotos } from '../../../forms';

/** A photo of finished work as the form holds it: the upload name, its caption and where to preview it. */
export interface PortfolioItem {
  photo: string;
  caption: string;
  url: string;
}

export interface PortfolioFieldProps {
  items: PortfolioItem[];
  onChange(items: PortfolioItem[]): void;
  disabled?: boolean;
  /** The server's message for the field, if it refused it. */
  error?: string;
}

/**
 * Photos of finished work for the public profile (up to MAX_PORTFOLIO_PHOTOS), each through the
 * upload pipeline (resized, metadata removed) with a caption homeowners read.
 */
export function PortfolioField({ items, onChange, disabled, error }: PortfolioFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_PORTFOLIO_PHOTOS - items.length;
  const add = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, room);
    if (chosen.length === 0) return;
    setBusy(true);
    setProblem(files && files.length > room ? `Only ${room} more photo${room === 1 ? '' : 's'} fit: the first ${room} were added.` : null);
    try {
      const names = await uploadPhotos(chosen);
      onChange([...items, ...names.map((name) => ({ photo: name, caption: '', url: `/api/uploads/${name}` }))]);
    } catch (failure) {
      setProblem(failure instanceof PhotoUploadError ? (failure.serverMessage ?? failure.message) : 'Upload failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const message = problem ?? error;
  return (
    <Stack as="fieldset" gap="3">
      <chakra.legend fontWeight="medium" textStyle="sm" mb="1">
        Photos of your work
      </chakra.legend>
      <Text textStyle="xs" color="fg.muted" id={`${id}-help`}>
        Up to {MAX_PORTFOLIO_PHOTOS} photos of finished jobs, with a caption such as “Basement bathroom in Port Credit, 2025”. {PHOTO_HINT}.
      </Text>
      {items.length > 0 ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4" aria-label="Your portfolio photos">
          {items.map((item, index) => (
            <Stack as="li" key={item.photo} gap="2" p="3" borderWidth="1px" borderColor="border" borderRadius="l2">
              <Image src={item.url} alt="" aspectRatio={4 / 3} objectFit="cover" borderRadius="l2" />
              <TextField
                label={`Caption of photo ${index + 1}`}
                value={item.caption}
                maxLength={PORTFOLIO_CAPTION_MAX}
                disabled={disabled}
                onChange={(event) => onChange(items.map((other) => (other.photo === item.photo ? { ...other, caption: event.currentTarget.value } : other)))}
              />
              <Button size="sm" variant="ghost" colorPalette="red" alignSelf="flex-start" disabled={disabled} onClick={() => onChange(items.filter((other) => other.photo !== item.photo))}>
                <Trash2 aria-hidden="true" />
                Remove photo {index + 1}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
      {room > 0 ? (
        <Box>
          <chakra.label htmlFor={id} display="block" textStyle="sm" mb="1">
            Add photos ({room} more fit)
          </chakra.label>
          <HStack gap="3">
            <chakra.input
              id={id}
              type="file"
              multiple
              accept={PHOTO_TYPES.join(',')}
              disabled={disabled || busy}
              aria-describedby={`${id}-help${message ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                void add(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
              textStyle="sm"
              maxW="full"
            />
            {busy ? <Spinner size="sm" aria-label="Uploading" /> : null}
          </HStack>
        </Box>
      ) : null}
      {message ? (
        <Text id={`${id}-error`} role="alert" textStyle="sm" color="fg.error">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
