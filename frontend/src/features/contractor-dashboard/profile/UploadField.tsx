import { Box, chakra, HStack, Image, Spinner, Text } from '@marketplace/design-system';
import { PHOTO_HINT, PHOTO_TYPES } from '@marketplace/shared';
import { useId, useState } from 'react';
import { PhotoUploadError, privateUploadUrl, uploadPhotos } from '../../../forms';

export interface UploadFieldProps {
  label: string;
  /** The stored upload name, if any. */
  value: string | null;
  /** Where the stored file is served, for a preview. */
  previewUrl?: string | null;
  onChange: (name: string | null) => void;
  disabled?: boolean;
  helpText?: string;
  /** A private file (a credential document): shown only to its owner and staff. */
  private?: boolean;
}

/** One image sent through the upload pipeline (POST /api/uploads); the form keeps the stored name. */
export function UploadField({ label, value, previewUrl, onChange, disabled, helpText, private: isPrivate = false }: UploadFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(previewUrl ?? null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const [name] = await uploadPhotos([file], { private: isPrivate });
      onChange(name ?? null);
      setPreview(name ? (isPrivate ? privateUploadUrl(name) : `/api/uploads/${name}`) : null);
    } catch (problem) {
      setError(problem instanceof PhotoUploadError ? (problem.serverMessage ?? problem.message) : 'Upload failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" textStyle="sm" mb="1.5">
        {label}
      </chakra.label>
      <HStack gap="3" wrap="wrap">
        {preview && value ? <Image src={preview} alt="" boxSize="12" objectFit="contain" borderRadius="l2" borderWidth="1px" borderColor="border" /> : null}
        <chakra.input
          id={id}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          disabled={disabled || busy}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
          textStyle="sm"
          maxW="full"
        />
        {busy ? <Spinner size="sm" aria-label="Uploading" /> : null}
      </HStack>
      <Text id={`${id}-help`} textStyle="xs" color="fg.muted" mt="1">
        {value ? 'Uploaded. Choose another file to replace it. ' : ''}
        {helpText ?? PHOTO_HINT}
      </Text>
      {error ? (
        <Text id={`${id}-error`} role="alert" textStyle="sm" color="fg.error" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
