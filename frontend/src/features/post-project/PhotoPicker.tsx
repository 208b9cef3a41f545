import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { MAX_PHOTOS, PHOTO_HINT } from '@marketplace/backend/rules';
import { ImagePlus, TriangleAlert, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { DragEvent } from 'react';
import { addPhotos } from './photoSelection';

export interface PhotoPickerProps {
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
}

function usePreviewUrls(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * Optional project photos: drop or choose up to 10 PNG/JPG/GIF images, see
 * previews, remove any; files that cannot be added are named in a notice.
 */
export function PhotoPicker({ files, onFilesChange, disabled = false }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [notices, setNotices] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const previews = usePreviewUrls(files);
  const full = files.length >= MAX_PHOTOS;

  const add = (incoming: File[]) => {
    const selection = addPhotos(files, incoming);
    setNotices(selection.notices);
    onFilesChange(selection.accepted);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="3">
      <Text as="span" fontWeight="medium" textStyle="sm">
        Project Photos{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          (optional)
        </Text>
      </Text>
      <Box
        asChild
        position="relative"
        onDragOver={(event: DragEvent<HTMLElement>) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="2"
        p={{ base: '6', md: '8' }}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.border' : 'border.emphasized'}
        borderRadius="card"
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        cursor={disabled || full ? 'not-allowed' : 'pointer'}
        textAlign="center"
        transition="common"
        _hover={{ borderColor: disabled || full ? undefined : 'brand.border' }}
        _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <label htmlFor={inputId}>
        <Box color="fg.brand">
          <ImagePlus aria-hidden="true" size={32} />
        </Box>
        <Text fontWeight="semibold">{full ? `${MAX_PHOTOS} photos added` : 'Drop photos here or click to choose'}</Text>
        <Text id={hintId} textStyle="sm" color="fg.muted">
          {PHOTO_HINT} · up to {MAX_PHOTOS} photos
        </Text>
        <input
          id={inputId}
          type="file"
          name="photos"
          accept="image/png,image/jpeg,image/gif"
          multiple
          disabled={disabled || full}
          aria-describedby={hintId}
          aria-label="Add project photos"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
        </label>
      </Box>
      {notices.length > 0 ? (
        <Stack role="status" gap="1" p="3" borderRadius="l2" bg="bg.warning" color="fg.warning" textStyle="sm" data-testid="photo-notice">
          {notices.map((notice) => (
            <Stack key={notice} direction="row" gap="2" align="start">
              <Box flexShrink={0} mt="0.5">
                <TriangleAlert aria-hidden="true" size={16} />
              </Box>
              <Text>{notice}</Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
      {files.length > 0 ? (
        <>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {files.length} of {MAX_PHOTOS} photos selected
          </Text>
          <SimpleGrid as="ul" columns={{ base: 3, sm: 4, md: 5 }} gap="3" listStyleType="none" aria-label="Selected photos">
            {files.map((file, index) => (
              <Box as="li" key={`${file.name}-${index}`} position="relative" aspectRatio="1" borderRadius="l2" overflow="hidden" bg="bg.muted">
                <Image src={previews[index]} alt={`Preview of ${file.name}`} width="full" height="full" objectFit="cover" />
                <IconButton
                  aria-label={`Remove ${file.name}`}
                  size="2xs"
                  borderRadius="full"
                  position="absolute"
                  top="1"
                  insetEnd="1"
                  colorPalette="gray"
                  variant="solid"
                  disabled={disabled}
                  onClick={() => {
                    setNotices([]);
                    onFilesChange(files.filter((_, position) => position !== index));
                  }}
                >
                  <X aria-hidden="true" />
                </IconButton>
              </Box>
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
