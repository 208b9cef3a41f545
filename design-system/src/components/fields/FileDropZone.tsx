import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ImagePlus, TriangleAlert, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';

/** What joins the list when files are chosen or dropped, and why the others did not. */
export interface FileSelection {
  /** The whole new list, in order. */
  accepted: File[];
  /** One sentence per reason files were left out, shown in a polite status message. */
  notices: string[];
}

export interface FileDropZoneProps {
  /** Visible label of the group, e.g. 'Project Photos'. */
  label: string;
  /** Accessible name of the file input (what a screen reader announces on focus), e.g. 'Add project photos'. */
  inputLabel: string;
  /** Accepted types and sizes in words, e.g. 'PNG, JPG, GIF up to 10MB each'. */
  hint: string;
  /**
   * Adds '(optional)' after the label.
   * @default false
   */
  optional?: boolean;
  /** Error message (e.g. from the server's upload check), tied to the input. */
  errorText?: ReactNode;
  /** Selected files (controlled). Leave undefined to let the component keep them. */
  files?: File[];
  /** Called with the new list after adding or removing files. */
  onFilesChange?: (files: File[]) => void;
  /**
   * Maximum number of files.
   * @default 10
   */
  maxFiles?: number;
  /**
   * Accepted MIME types (the picker's filter and the default selection rule).
   * @default ['image/png', 'image/jpeg', 'image/gif']
   */
  accept?: readonly string[];
  /**
   * The app's rule for which incoming files to keep. The default keeps files of an `accept`ed
   * type up to `maxFiles` and names the others in a notice.
   */
  select?: (current: File[], incoming: File[]) => FileSelection;
  /**
   * Disables adding and removing.
   * @default false
   */
  disabled?: boolean;
  /**
   * `name` of the underlying file input (for plain form posts).
   * @default 'photos'
   */
  name?: string;
}

const DEFAULT_ACCEPT = ['image/png', 'image/jpeg', 'image/gif'];

function selectByTypeAndCount(accept: readonly string[], maxFiles: number) {
  return (current: File[], incoming: File[]): FileSelection => {
    const wrongType = incoming.filter((file) => !accept.includes(file.type));
    const room = Math.max(0, maxFiles - current.length);
    const valid = incoming.filter((file) => accept.includes(file.type));
    const notices: string[] = [];
    if (wrongType.length > 0) notices.push(`${wrongType.map((file) => file.name).join(', ')}: not an accepted type.`);
    if (valid.length > room) notices.push(`You can add up to ${maxFiles} files. ${valid.length - room} extra not added.`);
    return { accepted: [...current, ...valid.slice(0, room)], notices };
  };
}

function usePreviewUrls(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const;

/**
 * Photo picker: drop images on the zone or activate it (Tab reaches the file input itself, so
 * Enter or Space opens the system picker), see previews, remove any. Files the `select` rule
 * leaves out are named in a polite status message.
 */
export function FileDropZone({
  label,
  inputLabel,
  hint,
  optional = false,
  errorText,
  files: controlledFiles,
  onFilesChange,
  maxFiles = 10,
  accept = DEFAULT_ACCEPT,
  select,
  disabled = false,
  name = 'photos',
}: FileDropZoneProps) {
  const baseId = useId();
  const [labelId, hintId, errorId] = [`${baseId}-label`, `${baseId}-hint`, `${baseId}-error`];
  const [ownFiles, setOwnFiles] = useState<File[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const files = controlledFiles ?? ownFiles;
  const previews = usePreviewUrls(files);
  const full = files.length >= maxFiles;

  const update = (next: File[]) => {
    if (controlledFiles === undefined) setOwnFiles(next);
    onFilesChange?.(next);
  };
  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const selection = (select ?? selectByTypeAndCount(accept, maxFiles))(files, incoming);
    setNotices(selection.notices);
    update(selection.accepted);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...(event.dataTransfer?.files ?? [])]);
  };

  return (
    <Stack gap="3" role="group" aria-labelledby={labelId}>
      <Text as="span" id={labelId} fontWeight="medium" textStyle="sm">
        {label}
        {optional ? (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}(optional)
          </Text>
        ) : null}
      </Text>
      <Box
        asChild
        position="relative"
        onDragOver={(event: DragEvent<HTMLElement>) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="2"
        p={{ base: '6', md: '8' }}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={errorText ? 'border.error' : dragging ? 'brand.border' : 'border.emphasized'}
        borderRadius="card"
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        cursor={disabled || full ? 'not-allowed' : 'pointer'}
        textAlign="center"
        transition="common"
        _hover={{ borderColor: disabled || full ? undefined : 'brand.border' }}
        _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <label data-testid="file-drop-zone">
          <Box color="fg.brand">
            <ImagePlus aria-hidden="true" size={32} />
          </Box>
          <Text fontWeight="semibold">{full ? `${maxFiles} photos added` : 'Drop photos here or click to choose'}</Text>
          <Text id={hintId} textStyle="sm" color="fg.muted">
            {hint} · up to {maxFiles} photos
          </Text>
          <input
            type="file"
            name={name}
            accept={accept.join(',')}
            multiple
            disabled={disabled || full}
            aria-label={inputLabel}
            aria-describedby={[hintId, errorText ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={errorText ? true : undefined}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
            style={visuallyHidden}
          />
        </label>
      </Box>
      {errorText ? (
        <Text id={errorId} color="fg.error" textStyle="sm" fontWeight="medium">
          {errorText}
        </Text>
      ) : null}
      {notices.length > 0 ? (
        <Stack role="status" gap="1" p="3" borderRadius="l2" bg="bg.warning" color="fg.warning" textStyle="sm" data-testid="file-drop-zone-notice">
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
            {files.length} of {maxFiles} photos selected
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
                    update(files.filter((_, position) => position !== index));
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
