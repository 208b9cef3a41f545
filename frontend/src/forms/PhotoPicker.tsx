import { Box, chakra, CloseButton, HStack, Image, Spinner, Stack, Text } from '@marketplace/design-system';
import { MAX_MESSAGE_PHOTOS, MESSAGE_MESSAGES, PHOTO_HINT, PHOTO_TYPES } from '@marketplace/shared';
import { Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { PhotoUploadError, privateUploadUrl, uploadPhotos } from './uploadPhotos';

/**
 * Private photos (a message's, a progress update's): sent through the upload pipeline as they are chosen; the form
 * keeps the stored names. `max` and `tooMany` default to a message's.
 */
export function PhotoPicker({
  value,
  onChange,
  disabled,
  error,
  max = MAX_MESSAGE_PHOTOS,
  tooMany = MESSAGE_MESSAGES.images,
  per = 'message',
}: {
  value: string[];
  onChange: (names: string[]) => void;
  disabled: boolean;
  error?: string;
  max?: number;
  tooMany?: string;
  /** What the photos go with, for the help text: 'message', 'update'. */
  per?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = max - value.length;
  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > room) {
      setProblem(tooMany);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      // Photos in a thread are private files: only its two parties (and staff) can open them.
      onChange([...value, ...(await uploadPhotos(files, { private: true }))]);
    } catch (failure) {
      setProblem(failure instanceof PhotoUploadError ? (failure.serverMessage ?? failure.message) : 'Upload failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const shown = problem ?? error;
  return (
    <Stack gap="2">
      {value.length > 0 ? (
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Photos to send">
          {value.map((name, index) => (
            <Box as="li" key={name} position="relative">
              <Image src={privateUploadUrl(name)} alt={`Photo ${index + 1} to send`} boxSize="16" objectFit="cover" borderRadius="l2" borderWidth="1px" borderColor="border" />
              <CloseButton
                size="2xs"
                variant="solid"
                position="absolute"
                top="-2"
                insetEnd="-2"
                borderRadius="full"
                aria-label={`Remove photo ${index + 1}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((item) => item !== name))}
              />
            </Box>
          ))}
        </HStack>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <chakra.label htmlFor={id} display="inline-flex" alignItems="center" gap="1.5" textStyle="sm" fontWeight="medium" color="fg.muted">
          <Paperclip size={16} aria-hidden="true" />
          Attach photos
        </chakra.label>
        <chakra.input
          id={id}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          disabled={disabled || busy || room <= 0}
          aria-describedby={`${id}-help${shown ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            void upload(files);
          }}
          textStyle="sm"
          maxW="full"
        />
        {busy ? <Spinner size="sm" aria-label="Uploading photos" /> : null}
      </HStack>
      <Text id={`${id}-help`} textStyle="xs" color="fg.muted">
        Up to {max} photos per {per}. {PHOTO_HINT}
      </Text>
      {shown ? (
        <Text id={`${id}-error`} role="alert" textStyle="sm" color="fg.error">
          {shown}
        </Text>
      ) : null}
    </Stack>
  );
}
