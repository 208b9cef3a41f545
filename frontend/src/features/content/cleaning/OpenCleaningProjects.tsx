import { AppLink, Button, Card, Heading, HStack, ProjectStatusBadge, Section, SimpleGrid, Stack, Text, UrgencyBadge } from '@marketplace/design-system';
import { Calendar, DollarSign, MapPin } from 'lucide-react';
import { useState } from 'react';
import type { ListedSample } from '../../../app/content/showcaseListing';
import { SampleListingView } from '../../../app/content/SampleProjectCard';
import { useShowcaseListing } from '../../../app/content/useShowcaseListing';
import { statusFromApi, urgencyFromApi } from '../../../app/marketplace/enums';
import { projectNumber, projectPath } from '../../../app/marketplace/projectNumber';
import { PAGE_LISTINGS } from '../listings';
import { LazyProposalDialog } from '../../../app/proposals/LazyProposalDialog';

function Fact({ icon: Icon, children }: { icon: typeof MapPin; children: string }) {
  return (
    <HStack gap="2" color="fg.muted" textStyle="sm">
      <Icon size={16} aria-hidden="true" />
      <Text as="span">{children}</Text>
    </HStack>
  );
}

function OpenProjectCard({ project, onPropose }: { project: ListedSample; onPropose: () => void }) {
  return (
    <Card.Root as="article" borderRadius="card" boxShadow="card" bg="bg.panel" height="full">
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <ProjectStatusBadge status={statusFromApi(project.status)} />
          <UrgencyBadge urgency={urgencyFromApi(project.urgency)} />
        </HStack>
        <Heading as="h3" size="md" color="fg">
          <AppLink href={projectPath(project)} color="fg">
            {project.title}
          </AppLink>
        </Heading>
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {project.description}
        </Text>
        <Stack gap="1">
          <Fact icon={MapPin}>{project.location}</Fact>
          <Fact icon={DollarSign}>{project.budget}</Fact>
          <Fact icon={Calendar}>{project.timeline}</Fact>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text textStyle="xs" color="fg.muted">
          {project.showcaseDetails?.statedProposalCount ?? 0} proposals so far
        </Text>
        <Button colorPalette="brand" onClick={onPropose} aria-label={`Submit Proposal for ${project.title}`}>
          Submit Proposal
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Open cleaning jobs homeowners have posted; contractors bid through the shared proposal dialog. */
export function OpenCleaningProjects() {
  const [selected, setSelected] = useState<ListedSample | null>(null);
  const listing = useShowcaseListing(PAGE_LISTINGS.openCleaning);
  return (
    <Section title="Open Cleaning Projects" description="Homeowners and businesses looking for a cleaner now. Contractors: send your proposal." tone="subtle">
      <SampleListingView listing={listing} noun="open cleaning projects">
        {(projects) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {projects.map((project) => (
              <li key={project.id}>
                <OpenProjectCard project={project} onPropose={() => setSelected(project)} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </SampleListingView>
      {selected ? (
        <LazyProposalDialog
          projectId={projectNumber(selected)}
          sample
          projectTitle={selected.title}
          open
          onOpenChange={(open) => {
            if (!open) setSelected(null);
          }}
        />
      ) : null}
    </Section>
  );
}
