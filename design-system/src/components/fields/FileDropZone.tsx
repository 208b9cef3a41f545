import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ImagePlus, Image as ImageIcon, Trash } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';

/** Spec hint under the drop zone, word for word. */
export const PHOTO_HINT = 'PNG, JPG, GIF up to 10MB each';
/** Spec limit: at most 10 photos per project. */
export const MAX_PROJECT_PHOTOS = 10;
const DEFAULT_ACCEPT = ['image/png', 'image/jpeg', 'image/gif'];

export interface RejectedFilesDetails {
  /** Files that were not added. */
  files: File[];
  /** 'limit' when over `maxFiles`; 'type' when not an accepted image type. */
  reason: 'limit' | 'type';
}

export interface FileDropZoneProps {
  /**
   * Visible label.
   * @default 'Project photos'
   */
  label?: string;
  /** Extra help text (the photo hint and limit always show). */
  helperText?: ReactNode;
  /** Error message (e.g. from the server's upload check). */
  errorText?: ReactNode;
  /** Selected files (controlled). Leave undefined to let the component keep them. */
  files?: File[];
  /** Called with the new list after adding or removing files. */
  onFilesChange?: (files: File[]) => void;
  /** Called with files that were not added, so the app can show a notice. */
  onFilesRejected?: (details: RejectedFilesDetails) => void;
  /**
   * Maximum number of files; extra files are dropped.
   * @default 10
   */
  maxFiles?: number;
  /**
   * Accepted MIME types.
   * @default ['image/png', 'image/jpeg', 'image/gif']
   */
  accept?: string[];
  /**
   * Hint under the drop zone.
   * @default 'PNG, JPG, GIF up to 10MB each'
   */
  hint?: string;
  /**
   * Disables adding and removing.
   * @default false
   */
  disabled?: boolean;
  /** `name` of the underlying file input (for plain form posts). */
  name?: string;
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Photo picker for projects: drag and drop or the 'Choose photos' button
 * (keyboard operable), a list of chosen files with remove buttons, the
 * 10-photo limit and the spec's hint. Files beyond the limit are dropped and
 * reported through `onFilesRejected` and a polite status message.
 */
export function FileDropZone({
  label = 'Project photos',
  helperText,
  errorText,
  files: controlledFiles,
  onFilesChange,
  onFilesRejected,
  maxFiles = MAX_PROJECT_PHOTOS,
  accept = DEFAULT_ACCEPT,
  hint = PHOTO_HINT,
  disabled = false,
  name,
}: FileDropZoneProps) {
  const [ownFiles, setOwnFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const files = controlledFiles ?? ownFiles;
  const full = files.length >= maxFiles;

  const update = (next: File[]) => {
    if (controlledFiles === undefined) setOwnFiles(next);
    onFilesChange?.(next);
  };

  const addFiles = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const wrongType = incoming.filter((file) => !accept.includes(file.type));
    const accepted = incoming.filter((file) => accept.includes(file.type));
    const room = Math.max(0, maxFiles - files.length);
    const added = accepted.slice(0, room);
    const overLimit = accepted.slice(room);
    const messages: string[] = [];
    if (wrongType.length > 0) {
      messages.push(`${wrongType.length} file${wrongType.length === 1 ? ' was' : 's were'} not added: only ${hint.split(' up to')[0]} images are accepted.`);
      onFilesRejected?.({ files: wrongType, reason: 'type' });
    }
    if (overLimit.length > 0) {
      messages.push(`${overLimit.length} photo${overLimit.length === 1 ? ' was' : 's were'} not added: the limit is ${maxFiles} photos.`);
      onFilesRejected?.({ files: overLimit, reason: 'limit' });
    }
    setNotice(messages.join(' '));
    if (added.length > 0) update([...files, ...added]);
  };

  const removeAt = (index: number) => {
    if (disabled) return;
    setNotice('');
    update(files.filter((_, i) => i !== index));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer?.files ?? []));
  };

  const describedBy = [hintId, errorText ? errorId : null].filter(Boolean).join(' ');

  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={errorText ? 'border.error' : dragging ? 'brand.border' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        borderRadius="card"
        px="6"
        py="8"
        textAlign="center"
        transition="common"
        data-disabled={disabled || undefined}
      >
        <Stack align="center" gap="3">
          <Box color="fg.brand">
            <ImagePlus aria-hidden="true" size={32} />
          </Box>
          <Text color="fg.muted" textStyle="sm">
            Drag photos here, or
          </Text>
          <Button
            type="button"
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={disabled || full}
            aria-describedby={describedBy}
          >
            Choose photos
          </Button>
          <Stack gap="0.5" id={hintId}>
            <Text textStyle="sm" color="fg.muted">
              {hint}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              Up to {maxFiles} photos ({files.length} of {maxFiles} selected)
            </Text>
            {helperText ? (
              <Text textStyle="sm" color="fg.muted">
                {helperText}
              </Text>
            ) : null}
          </Stack>
        </Stack>
        <input
          ref={inputRef}
          type="file"
          name={name}
          multiple
          accept={accept.join(',')}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid="file-drop-zone-input"
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Box>
      {errorText ? (
        <Text id={errorId} color="fg.error" textStyle="sm" fontWeight="medium">
          {errorText}
        </Text>
      ) : null}
      <Text role="status" aria-live="polite" textStyle="sm" color="fg.warning" fontWeight="medium" minH={notice ? undefined : '0'}>
        {notice}
      </Text>
      {files.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Selected photos">
          {files.map((file, index) => (
            <HStack
              as="li"
              key={`${file.name}-${index}`}
              gap="3"
              px="3"
              py="2"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l3"
              bg="bg.panel"
            >
              <Box color="fg.muted">
                <ImageIcon aria-hidden="true" size={18} />
              </Box>
              <Stack gap="0" flex="1" minW="0">
                <Text textStyle="sm" fontWeight="medium" truncate>
                  {file.name}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatSize(file.size)}
                </Text>
              </Stack>
              <IconButton
                aria-label={`Remove ${file.name}`}
                variant="ghost"
                colorPalette="red"
                size="sm"
                onClick={() => removeAt(index)}
                disabled={disabled}
              >
                <Trash aria-hidden="true" />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
