import { Button, HStack, showToast, Stack, TextareaField } from '@marketplace/design-system';
import { REVIEW_REPLY_MAX } from '@marketplace/shared';
import { useState } from 'react';
import { errorCodeOf, fieldErrorsOf } from '../graphql/errors';
import { useReplyToReview } from './mutations/useReplyToReview';
import { replySchema } from './schema';

/** The reviewed contractor's one public reply. */
export function ReplyForm({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { reply: send, replying: loading } = useReplyToReview();
  const submit = async () => {
    try {
      replySchema.validateSync({ text });
    } catch (invalid) {
      setError((invalid as Error).message);
      return;
    }
    setError(undefined);
    try {
      await send(reviewId, text.trim());
      showToast({ type: 'success', title: 'Reply posted', description: 'It shows under the review on your public profile.' });
    } catch (problem) {
      const field = fieldErrorsOf(problem)?.text;
      if (field) setError(field);
      else showToast({ type: 'error', title: 'Reply not posted', description: errorCodeOf(problem) === 'CONFLICT' ? 'You have already replied to this review.' : 'Please check your connection and try again.' });
    }
  };
  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextareaField
        label={`Reply to ${authorName}`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        helperText={`Shown publicly under the review. One reply, up to ${REVIEW_REPLY_MAX} characters; it cannot be changed later.`}
        errorText={error}
      />
      <HStack>
        <Button type="submit" size="sm" loading={loading} loadingText="Posting…">
          Post reply
        </Button>
      </HStack>
    </Stack>
  );
}
