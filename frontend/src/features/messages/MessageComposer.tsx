import { Box, Button, chakra, CloseButton, HStack, Image, showToast, Spinner, Stack, Text } from '@marketplace/design-system';
import { MAX_MESSAGE_PHOTOS, MESSAGE_MESSAGES, PHOTO_HINT, PHOTO_TYPES } from '@marketplace/shared';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Paperclip, Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FocusFirstError, FormikTextareaField, PhotoPicker } from '../../forms';
import { fieldErrorsOf } from '../../app/graphql/errors';
import { useSendMessage } from './mutations/useSendMessage';
import { initialMessageValues, messageSchema, type MessageValues } from './schema';

export interface MessageComposerProps {
  proposalId: string;
  /** Who the message goes to, for the field's label. */
  recipientName: string;
  /** Called once the server stored the message (the thread reloads). */
  onSent: () => void;
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
