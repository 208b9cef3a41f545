import { Button, Container, Heading, HStack, LinkButton, Stack, Text } from '@marketplace/design-system';
import { ArrowLeft, Heart, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFavorites } from '../../app/providers/FavoritesProvider';
import { Seo } from '../../app/seo/Seo';
import { DataView, EmptyState } from '../../app/ui/dataStates';
import { ProjectCardGrid } from '../../app/marketplace/components/ProjectCardGrid';
import { projectNumber } from '../../app/marketplace/projectNumber';
import { useFavoriteProjects } from './useFavoriteProjects';

/** /favorites: the projects the visitor saved with the heart, kept in this browser. */
export function FavoritesPage() {
  const navigate = useNavigate();
  const { clearFavorites } = useFavorites();
  const { projects, loading, error, refetch } = useFavoriteProjects();
  const count = projects.length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousCount = useRef(count);

  // Un-saving a card (or Clear All) removes the focused button with it: keyboard and screen-reader
  // users continue from the heading, next to the new count, instead of the top of the page.
  useEffect(() => {
    const removed = count < previousCount.current;
    previousCount.current = count;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (removed && focusLost) headingRef.current?.focus();
  }, [count]);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Seo title="My Favorites" description="The projects you saved with the heart, kept in this browser so you can compare them later." path="/favorites" />
      <Stack gap="6">
        <Button variant="ghost" size="sm" alignSelf="start" colorPalette="gray" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'start', sm: 'center' }} gap="4">
          <Stack gap="1">
            <HStack gap="3">
              <Heart aria-hidden="true" />
              <Heading as="h1" ref={headingRef} tabIndex={-1} outline="none" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }} size={{ base: '2xl', md: '3xl' }}>
                My Favorites
              </Heading>
            </HStack>
            <Text color="fg.muted" data-testid="favorites-count" role="status">
              {count} {count === 1 ? 'saved project' : 'saved projects'}
            </Text>
          </Stack>
          {count > 0 ? (
            <Button variant="outline" colorPalette="red" onClick={() => clearFavorites(projects.map(projectNumber))}>
              <Trash2 aria-hidden="true" />
              Clear All
            </Button>
          ) : null}
        </Stack>
        <DataView
          // The saved samples are at hand at once; the list waits for the saved posted projects to join them.
          data={loading ? undefined : projects}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          isEmpty={(list) => list.length === 0}
          placeholder={{ label: 'Loading your favorites...' }}
          errorTitle="Failed to fetch projects"
          errorDescription="Saved projects posted by homeowners could not be loaded."
          errorPlacement="above"
          empty={
            <EmptyState
              icon={Heart}
              title="No favorites yet"
              description="Tap the heart on any project to save it here for later."
              action={<LinkButton href="/projects">Browse Projects</LinkButton>}
            />
          }
        >
          {(list) => <ProjectCardGrid projects={list} headingLevel="h2" />}
        </DataView>
      </Stack>
    </Container>
  );
}
