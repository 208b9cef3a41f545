import { Box, Button, chakra, CloseButton, HStack, Image, showToast, Spinner, Stack, Text } from '@marketplace/design-system';
import { MAX_MESSAGE_PHOTOS, MESSAGE_MESSAGES, PHOTO_HINT, PHOTO_TYPES } from '@marketplace/rules';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Paperclip, Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FocusFirstError, FormikTextareaField } from '../../forms';
import { fieldErrorsOf } from '../account/errors';
import { PhotoUploadError, privateUploadUrl, uploadPhotos } from '../post-project/uploadPhotos';
import { useSendMessage } from './mutations/useSendMessage';
import { initialMessageValues, messageSchema, type MessageValues } from './schema';

export interface MessageComposerProps {
  proposalId: string;
  /** Who the message goes to, for the field's label. */
  recipientName: string;
  /** Called once the server stored the message (the thread reloads). */
  onSent: () => void;
}

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

/** Writes in the thread: text (Enter adds a line; the Send button sends) and up to five photos. */
export function MessageComposer({ proposalId, recipientName, onSent }: MessageComposerProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendMessage();
  const onSubmit = async (values: MessageValues, helpers: FormikHelpers<MessageValues>) => {
    try {
      await send({ proposalId, body: values.body.trim(), images: values.images });
      helpers.resetForm();
      onSent();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors && (fieldErrors.body || fieldErrors.images)) {
        helpers.setErrors({ body: fieldErrors.body, images: fieldErrors.images });
      } else {
        showToast({ type: 'error', title: "Your message wasn't sent", description: 'Please check your connection and try again.' });
      }
    }
  };
  return (
    <Formik initialValues={initialMessageValues} validationSchema={messageSchema} onSubmit={onSubmit}>
      {({ isSubmitting, values, setFieldValue, errors }) => (
        <Form ref={formRef} noValidate aria-label={`Message to ${recipientName}`}>
          <FocusFirstError formRef={formRef} />
          <Stack gap="3" p={{ base: '4', md: '5' }} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="card">
            <FormikTextareaField
              name="body"
              label={`Message to ${recipientName}`}
              rows={3}
              placeholder="e.g. Does your price include the building permit and disposal?"
              disabled={isSubmitting}
            />
            <PhotoPicker
              value={values.images}
              onChange={(names) => void setFieldValue('images', names)}
              disabled={isSubmitting}
              error={typeof errors.images === 'string' ? errors.images : undefined}
            />
            <HStack justify="flex-end">
              <Button type="submit" loading={isSubmitting} loadingText="Sending..." alignSelf={{ base: 'stretch', md: 'auto' }}>
                <Send aria-hidden="true" />
                Send
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
