import { Container, LinkButton, PageHero, Stack, Text } from '@marketplace/design-system';
import { Plus } from 'lucide-react';
import { Seo } from '../../app/seo/Seo';
import { DataView, EmptyState } from '../../app/ui/dataStates';
import { useMarketplaceProjects } from '../../app/marketplace';
import { ProjectCardGrid } from '../../app/marketplace/components/ProjectCardGrid';

/** /projects: every project, finished samples and posted ones, in one responsive grid. */
export function OurProjectsPage() {
  const { projects, loading, error, refetch } = useMarketplaceProjects({ samples: 'portfolio' });

  return (
    <>
      <Seo
        title="Our Projects"
        description="Finished kitchens, basements, bathrooms and more by verified contractors across Toronto and the GTA, with open projects you can bid on."
        path="/projects"
      />
      <PageHero size="md" tone="subtle"
        eyebrow="Portfolio"
        title="Our Projects"
        subtitle="Finished renovations by verified contractors and new projects from homeowners across Toronto and the GTA. Save the ones you like with the heart."
        actions={
          <LinkButton href="/post-project" size="lg">
            <Plus aria-hidden="true" />
            Post Your Project
          </LinkButton>
        }
      />
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <DataView
            // The finished work is at hand at once; the list waits for the posted projects to join it.
            data={loading ? undefined : projects}
            loading={loading}
            error={error}
            onRetry={() => void refetch()}
            isEmpty={(list) => list.length === 0}
            placeholder={{ label: 'Loading projects...' }}
            errorTitle="Failed to fetch projects"
            errorDescription="Newly posted projects could not be loaded. Our finished work is still shown below."
            errorPlacement="above"
            empty={
              <EmptyState
                title="No projects yet"
                description="Be the first to post a project in your neighbourhood."
                action={<LinkButton href="/post-project">Post a Project</LinkButton>}
              />
            }
          >
            {(list) => (
              <>
                <Text color="fg.muted" aria-live="polite">
                  Showing {list.length} projects
                </Text>
                <ProjectCardGrid projects={list} headingLevel="h2" />
              </>
            )}
          </DataView>
        </Stack>
      </Container>
    </>
  );
}
