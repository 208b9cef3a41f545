import { Badge, Button, Field, HStack, IconButton, Input, Stack } from '@marketplace/design-system';
import { MAX_REQUIREMENTS } from '@marketplace/shared';
import { useField } from 'formik';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';

/** Optional list of specific requirements ('Must be WSIB covered', 'Permit drawings needed'). */
export function RequirementsField({ name = 'requirements', disabled = false }: { name?: string; disabled?: boolean }) {
  const [field, , helpers] = useField<string[]>(name);
  const [draft, setDraft] = useState('');
  const requirements = field.value ?? [];
  const full = requirements.length >= MAX_REQUIREMENTS;

  const add = () => {
    const text = draft.trim();
    if (!text || full || requirements.includes(text)) return;
    void helpers.setValue([...requirements, text]);
    setDraft('');
  };

  return (
    <Field.Root disabled={disabled}>
      <Field.Label>Specific Requirements (optional)</Field.Label>
      <HStack width="full">
        <Input
          value={draft}
          placeholder="e.g. Contractor must be WSIB covered"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={disabled || full || !draft.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </HStack>
      <Field.HelperText>Press Enter or Add after each one. Up to {MAX_REQUIREMENTS}.</Field.HelperText>
      {requirements.length > 0 ? (
        <Stack as="ul" direction="row" wrap="wrap" gap="2" listStyleType="none" mt="1" aria-label="Requirements">
          {requirements.map((requirement) => (
            <li key={requirement}>
              <Badge size="lg" variant="subtle" colorPalette="brand" gap="1" pe="1">
                {requirement}
                <IconButton
                  aria-label={`Remove requirement: ${requirement}`}
                  size="2xs"
                  variant="ghost"
                  onClick={() => void helpers.setValue(requirements.filter((item) => item !== requirement))}
                >
                  <X aria-hidden="true" />
                </IconButton>
              </Badge>
            </li>
          ))}
        </Stack>
      ) : null}
    </Field.Root>
  );
}
