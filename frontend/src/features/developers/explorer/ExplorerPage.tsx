import { Box, Button, Code, Container, LoadingState, Stack, Text, TextField } from '@marketplace/design-system';
import { lazy, Suspense, useEffect, useId, useState, type ComponentType, type FormEvent } from 'react';
import { AppLink } from '@marketplace/design-system';
import { DeveloperFrame } from '../DeveloperFrame';
import { JOIN_HREF } from '../content';
import type { GraphiQLPanelProps } from './GraphiQLPanel';
import { keyPreview, readApiKey, saveApiKey } from './apiKeyStore';

/**
 * GraphiQL (and its editor, Monaco, with its workers) is a chunk of its own, fetched only once this
 * page runs in a browser: never during prerendering or server rendering, never on another route.
 */
const GraphiQLPanel: ComponentType<GraphiQLPanelProps> = import.meta.env.SSR
  ? () => null
  : lazy(async () => ({ default: (await import('./GraphiQLPanel')).GraphiQLPanel }));

/** /developers/explorer: GraphiQL against the live API, as the visitor's API key. */
export function ExplorerPage() {
  const formId = useId();
  const [apiKey, setApiKey] = useState('');
  const [draft, setDraft] = useState('');
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    setApiKey(readApiKey());
    setInBrowser(true);
  }, []);

  const useKey = (event: FormEvent) => {
    event.preventDefault();
    const key = draft.trim();
    if (!key) return;
    saveApiKey(key);
    setApiKey(key);
    setDraft('');
  };
  const forgetKey = () => {
    saveApiKey('');
    setApiKey('');
  };

  return (
    <DeveloperFrame
      title="Explorer"
      heading="API explorer"
      description="Run GraphQL queries against the live GTA Home Pros API with your API key: autocompletion, the schema's documentation and answers side by side."
      path="/developers/explorer"
      subtitle="Write a query, run it against the live API and read the answer. It opens with the open plumbing projects in Mississauga: press the ▶ button, or Ctrl+Enter (Cmd+Enter on a Mac). Completion and the docs pane come from the schema the server runs."
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Box as="section" aria-labelledby={`${formId}-title`} p={{ base: '4', md: '5' }} borderWidth="1px" borderColor="border" borderRadius="card" bg="bg.subtle">
            <Stack gap="3">
              <Text as="h2" id={`${formId}-title`} fontWeight="semibold" textStyle="lg" color="fg">
                Your API key
              </Text>
              {apiKey ? (
                <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between">
                  <Text color="fg" role="status">
                    Queries run as the key <Code>{keyPreview(apiKey)}</Code>, kept in this tab only and sent as the X-Api-Key header.
                  </Text>
                  <Button variant="outline" colorPalette="gray" onClick={forgetKey} flexShrink={0}>
                    Forget key
                  </Button>
                </Stack>
              ) : (
                <Stack as="form" onSubmit={useKey} direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
                  <Box flex="1">
                    <TextField
                      id={`${formId}-key`}
                      label="API key"
                      type="password"
                      autoComplete="off"
                      spellCheck={false}
                      value={draft}
                      onChange={(event) => setDraft(event.target.value)}
                      helperText="Kept in this browser tab only (sessionStorage), never in the address bar."
                    />
                  </Box>
                  <Button type="submit" colorPalette="brand" mb={{ md: '6' }}>
                    Use this key
                  </Button>
                </Stack>
              )}
              {apiKey ? null : (
                <Text textStyle="sm" color="fg.muted">
                  Without a key the API runs only the web app’s own operations, so your queries are refused.{' '}
                  <AppLink href={JOIN_HREF}>Get an API key</AppLink>.
                </Text>
              )}
            </Stack>
          </Box>
          <Text textStyle="sm" color="fg.muted" hideFrom="md">
            The explorer is easiest on a wider screen; on a phone, scroll the editor and the answer in turn.
          </Text>
          <Box
            as="section"
            aria-label="GraphiQL"
            height={{ base: '85vh', md: '75vh' }}
            minH={{ base: '560px', md: '600px' }}
            borderWidth="1px"
            borderColor="border"
            borderRadius="card"
            overflow="hidden"
            bg="bg.panel"
          >
            {inBrowser ? (
              <Suspense fallback={<LoadingState label="Loading the explorer…" />}>
                <GraphiQLPanel apiKey={apiKey} />
              </Suspense>
            ) : (
              <LoadingState label="Loading the explorer…" />
            )}
          </Box>
        </Stack>
      </Container>
    </DeveloperFrame>
  );
}
